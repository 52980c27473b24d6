// The student's highlights in a question stem, as character ranges of its
// text: adding one merges it with those it touches, and the text splits into
// plain and marked runs for rendering.

/** [start, end) offsets into the stem's text. */
export type TextRange = readonly [number, number];

/** The ranges with `added` merged in: sorted, none overlapping or touching. An empty range changes nothing. */
export function addRange(ranges: readonly TextRange[], added: TextRange): TextRange[] {
  const [s, e] = added[0] <= added[1] ? added : [added[1], added[0]];
  if (s === e) return [...ranges];
  const all = [...ranges, [s, e] as TextRange].sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [a, b] of all) {
    const last = merged[merged.length - 1];
    if (last && a <= last[1]) last[1] = Math.max(last[1], b);
    else merged.push([a, b]);
  }
  return merged;
}

// White space, dashes and separating punctuation: a word selected by keyboard brings the space (or the hyphen of
// "67-year-old") before it.
const EDGE = /[\s\-–—,;:]/;

/** The range without white space and separators at its ends. */
export function trimRange(text: string, [s, e]: TextRange): TextRange {
  while (s < e && EDGE.test(text[s])) s++;
  while (e > s && EDGE.test(text[e - 1])) e--;
  return [s, e];
}

/** The text in runs, each marked or not, in order; together they are the whole text. */
export function textRuns(text: string, ranges: readonly TextRange[]): { text: string; marked: boolean }[] {
  const runs: { text: string; marked: boolean }[] = [];
  let at = 0;
  for (const [s, e] of ranges) {
    const start = Math.min(Math.max(s, at), text.length);
    const end = Math.min(e, text.length);
    if (start > at) runs.push({ text: text.slice(at, start), marked: false });
    if (end > start) runs.push({ text: text.slice(start, end), marked: true });
    at = Math.max(at, end);
  }
  if (at < text.length) runs.push({ text: text.slice(at), marked: false });
  return runs;
}
