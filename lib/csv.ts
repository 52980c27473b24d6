// CSV for spreadsheets: every cell quoted, quotes doubled, and cells that a
// spreadsheet would run as a formula (= + - @) prefixed with an apostrophe.
const cell = (v: string | number | null) => {
  const s = v === null ? "" : String(v);
  const safe = typeof v === "string" && /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
  return `"${safe.replace(/"/g, '""')}"`;
};

export const toCsv = (rows: (string | number | null)[][]) =>
  rows.map((r) => r.map(cell).join(",")).join("\r\n") + "\r\n";
