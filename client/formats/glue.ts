// Inline boxes in running text (a blank, a phrase) with the characters that
// touch them: in "{{b1}}, each lasting…" the "," stays on the blank's line, so
// no line starts with punctuation. A browser may break a line before or after
// an inline box even where the text has no space; the characters up to the
// nearest space on either side travel with the box (a .ngn-glue span).

export type Glued<T> = string | { lead: string; item: T; trail: string };

export function glue<T extends object>(parts: (string | T)[]): Glued<T>[] {
  const texts = parts.map((p) => (typeof p === "string" ? p : null));
  const edges = new Map<number, { lead: string; trail: string }>();
  parts.forEach((part, i) => {
    if (typeof part === "string") return;
    const before = texts[i - 1] ?? "";
    const after = texts[i + 1] ?? "";
    const lead = /\S*$/.exec(before)![0];
    const trail = /^\S*/.exec(after)![0];
    if (typeof texts[i - 1] === "string") texts[i - 1] = before.slice(0, before.length - lead.length);
    if (typeof texts[i + 1] === "string") texts[i + 1] = after.slice(trail.length);
    edges.set(i, { lead, trail });
  });
  return parts.flatMap((part, i): Glued<T>[] =>
    typeof part === "string" ? (texts[i] ? [texts[i]!] : []) : [{ ...edges.get(i)!, item: part }],
  );
}
