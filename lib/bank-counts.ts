// The test builder's counts (issue 27), worked out from the bank's index rows
// and the student's marks pages instead of one row per question: for the
// filters, how many questions there are, how many the student has never
// answered, last answered below full marks or with full marks, and has
// flagged; `total` is what a draw with these filters and modes chooses from.
import type { FormatFilter } from "./format-mix";
import type { Status } from "./study-filters";

/** One question of the index: [id, system, client need, type, family, content level]. */
export type BankEntry = [
  id: number,
  system: string | null,
  clientNeed: string,
  type: string,
  family: string,
  level: number,
];

/** A student's marks: question id to its last result (1: full marks), and the flagged question ids. */
export interface Marks {
  results: Map<number, number>;
  flagged: Set<number>;
}

export interface CountFilter {
  /** Content levels 1..5 (all five: no filter). */
  levels: readonly number[];
  formats: FormatFilter;
  clientNeed?: readonly string[];
  system?: readonly string[];
}

export interface QuestionCounts {
  total: number;
  unused: number;
  incorrect: number;
  flagged: number;
  correct: number;
}

function matcher(f: CountFilter): (e: BankEntry) => boolean {
  const levels = new Set(f.levels);
  const needs = f.clientNeed?.length ? new Set(f.clientNeed) : null;
  const systems = f.system?.length ? new Set(f.system) : null;
  const { formats } = f;
  return ([, system, need, type, family, level]) =>
    levels.has(level) &&
    (formats.kind === "mix" || (formats.kind === "format" ? type === formats.format : family === formats.family)) &&
    (!needs || needs.has(need)) &&
    (!systems || (system !== null && systems.has(system)));
}

export function countBank(
  entries: Iterable<BankEntry>,
  marks: Marks,
  filter: CountFilter,
  statuses?: readonly Status[],
): QuestionCounts {
  const matches = matcher(filter);
  const counts = { total: 0, unused: 0, incorrect: 0, flagged: 0, correct: 0 };
  const chosen = statuses?.length ? new Set(statuses) : null;
  for (const entry of entries) {
    if (!matches(entry)) continue;
    const id = entry[0];
    const result = marks.results.get(id);
    const status: Status = result === undefined ? "unused" : result === 1 ? "correct" : "incorrect";
    const flagged = marks.flagged.has(id);
    counts[status]++;
    if (flagged) counts.flagged++;
    if (!chosen || chosen.has(status) || (flagged && chosen.has("flagged"))) counts.total++;
  }
  return counts;
}

/** Folds the student's marks pages (JSON objects keyed by question id) into one Marks. */
export function marksOf(pages: readonly { results: string; flagged: string }[]): Marks {
  const marks: Marks = { results: new Map(), flagged: new Set() };
  for (const page of pages) {
    for (const [id, full] of Object.entries(JSON.parse(page.results) as Record<string, number>))
      marks.results.set(Number(id), full);
    for (const id of Object.keys(JSON.parse(page.flagged) as Record<string, number>)) marks.flagged.add(Number(id));
  }
  return marks;
}
