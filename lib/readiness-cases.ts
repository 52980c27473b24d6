// Where the readiness exam's three case studies sit (as on the NCLEX-RN, every
// candidate meets exactly three, six items each, fixed within a case). A case
// starts once the exam has this many answers, and the six items follow in
// step order; all three end before the exam's minimum length, so no stopping
// rule can end an exam between or inside cases. Pure functions.
import type { ClientNeed } from "./categories";
import { TEST_PLAN } from "./test-plan";
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
  if (last?.caseId && last.caseStep && last.caseStep < CASE_LENGTH)
    return { kind: "continue", caseId: last.caseId, step: last.caseStep + 1 };
  const started = new Set(items.flatMap((i) => (i.caseId ? [i.caseId] : []))).size;
  if (started < CASES_PER_EXAM && items.length >= CASE_STARTS[started]) return { kind: "start" };
  return { kind: "stand-alone" };
}

// The schedule must fit before the minimum length (checked by the unit tests too).
if (CASE_STARTS[CASES_PER_EXAM - 1] + CASE_LENGTH > MIN_ITEMS)
  throw new Error("readiness cases must end before MIN_ITEMS");

/**
 * How far a case's items would push areas past their test-plan maximum at the
 * exam's minimum length: cases come in blocks of six, so a case late in the
 * exam could otherwise overfill an area the stand-alone items have already
 * filled, and no later choice can take items back.
 */
export function areaOverflow(have: ClientNeed[], caseAreas: ClientNeed[]): number {
  const count = (list: ClientNeed[]) =>
    list.reduce((m, a) => m.set(a, (m.get(a) ?? 0) + 1), new Map<ClientNeed, number>());
  const [before, added] = [count(have), count(caseAreas)];
  let overflow = 0;
  for (const [area, n] of added)
    overflow += Math.max(0, (before.get(area) ?? 0) + n - Math.floor((TEST_PLAN[area].max * MIN_ITEMS) / 100));
  return overflow;
}
