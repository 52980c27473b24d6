// Where the readiness exam's three case studies sit (as on the NCLEX-RN, every
// candidate meets exactly three, six items each, fixed within a case). A case
// starts once the exam has this many answers, and the six items follow in
// step order; all three end before the exam's minimum length, so no stopping
// rule can end an exam between or inside cases. Pure functions.
import { MIN_ITEMS } from "./irt/readiness";

export const CASES_PER_EXAM = 3;
export const CASE_LENGTH = 6;
/** Answers before each case starts: the cases take positions 16–21, 41–46 and 66–71. */
export const CASE_STARTS = [15, 40, 65] as const;

export interface ExamCaseItem {
  caseId: number | null;
  caseStep: number | null;
}

export type CaseNext = { kind: "continue"; caseId: number; step: number } | { kind: "start" } | { kind: "stand-alone" };

/** What the next item must be, given the answered items in order. */
export function nextCaseMove(items: ExamCaseItem[]): CaseNext {
  const last = items[items.length - 1];
  if (last?.caseId && last.caseStep && last.caseStep < CASE_LENGTH) return { kind: "continue", caseId: last.caseId, step: last.caseStep + 1 };
  const started = new Set(items.flatMap((i) => (i.caseId ? [i.caseId] : []))).size;
  if (started < CASES_PER_EXAM && items.length >= CASE_STARTS[started]) return { kind: "start" };
  return { kind: "stand-alone" };
}

// The schedule must fit before the minimum length (checked by the unit tests too).
if (CASE_STARTS[CASES_PER_EXAM - 1] + CASE_LENGTH > MIN_ITEMS) throw new Error("readiness cases must end before MIN_ITEMS");
