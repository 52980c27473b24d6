// The measured values of one chart tab as one table: a row per measurement,
// a column per time, each cell "value unit" (or a qualitative result as
// text). A column first shown at this item says "New" in its header, in
// words, not colour alone. Wide tables scroll inside TimeScroll, never the
// page, and open at the newest time.
import { NewMark } from "./NewMark";
import { TimeScroll } from "./TimeScroll";
import type { ShownEntry, ValueRow } from "./types";
import { cellKey, markable, rowKey, type RecordMarks } from "../tutor/RecordHighlight";

/** "118/min", "98%", "86/48 mm Hg", "Positive for nitrite". */
export function cellText(row: ValueRow): string {
  if (!("unit" in row)) return row.result;
  if (!row.unit) return String(row.value);
  return /^(\/|%)/.test(row.unit) ? `${row.value}${row.unit}` : `${row.value} ${row.unit}`;
}

interface Column {
  time: string;
  isNew: boolean;
}

/** The table's columns (times in chart order) and rows (measurements in first-seen order). */
export function valueGrid(entries: ShownEntry[]) {
  const columns: Column[] = [];
  const rows = new Map<string, Map<string, ValueRow>>();
  for (const e of entries) {
    if (!e.values?.length) continue;
    let col = columns.find((c) => c.time === e.time);
    if (!col) columns.push((col = { time: e.time, isNew: false }));
    col.isNew ||= !!e.isNew;
    for (const v of e.values) {
      if (!rows.has(v.name)) rows.set(v.name, new Map());
      rows.get(v.name)!.set(e.time, v);
    }
  }
  return { columns, rows: [...rows.entries()] };
}

/** `marks`: the student's highlights, when the record has the tools (its cells and row names are highlightable). */
export function ValuesTable({ tab, entries, marks }: { tab: string; entries: ShownEntry[]; marks?: RecordMarks }) {
  const { columns, rows } = valueGrid(entries);
  if (!columns.length) return null;
  return (
    <TimeScroll label={`${tab}: values by time`}>
      <table className="ngn-table case-values">
        <thead>
          <tr>
            <th scope="col">Measurement</th>
            {columns.map((c) => (
              <th scope="col" key={c.time} className={c.isNew ? "case-is-new" : undefined}>
                <span className="case-time">{c.time}</span>
                {c.isNew && <NewMark />}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([name, byTime]) => (
            <tr key={name}>
              <th scope="row" {...markable(marks, rowKey(tab, name), name)} />
              {columns.map((c) => {
                const v = byTime.get(c.time);
                const className =
                  [c.isNew && "case-is-new", v && !("unit" in v) && "case-result"].filter(Boolean).join(" ") ||
                  undefined;
                return v ? (
                  <td
                    key={c.time}
                    className={className}
                    {...markable(marks, cellKey(tab, name, c.time), cellText(v))}
                  />
                ) : (
                  <td key={c.time} className={className}>
                    <span aria-hidden="true">–</span>
                    <span className="visually-hidden">Not recorded</span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </TimeScroll>
  );
}
