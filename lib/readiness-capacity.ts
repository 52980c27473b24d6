// Whether a readiness exam can be a prediction (issue 26). A student who has
// seen an item (answered it in a readiness exam, or seen its key in a review)
// would score it from memory, so an exam counts as a prediction ("scored") only
// when the student's unseen pool can fill an exam of the maximum length within
// the test plan's balance: every area's test-plan minimum share of the
// stand-alone items, the stand-alone items of a maximum-length exam in all, and
// three unseen cases. The exam prefers unseen items and can then never need a
// seen one. Otherwise the exam still runs, as a practice run. Pure functions.
import { CLIENT_NEEDS, type ClientNeed } from "./categories";
import { TEST_PLAN, TEST_PLAN_WEIGHTS } from "./test-plan";
import { MAX_ITEMS } from "./irt/readiness";
import { CASES_PER_EXAM, CASE_LENGTH } from "./readiness-cases";

/** Stand-alone items in an exam of the maximum length (the rest are its cases' items). */
export const STAND_ALONE_AT_MAX = MAX_ITEMS - CASES_PER_EXAM * CASE_LENGTH;
/**
 * Stand-alone items a typical exam uses: the simulation's mean length
 * (`npm run simulate`, about 98 items) less its 18 case items. Used only to
 * tell a student how many scored exams their unseen pool still allows.
 */
export const MEAN_STAND_ALONE = 80;

export type AreaCounts = Record<ClientNeed, number>;

/** Each area's fewest stand-alone items in a maximum-length exam that keeps to the test plan. */
export const areaMinimum = (area: ClientNeed) => Math.ceil((TEST_PLAN[area].min / 100) * STAND_ALONE_AT_MAX);

export interface Unseen {
  /** Unseen stand-alone pool items per client-needs area. */
  items: AreaCounts;
  /** Readiness cases none of whose items the student has seen. */
  cases: number;
}

/** True when the unseen pool can fill a maximum-length exam in balance, with three unseen cases. */
export function canFillScoredExam(u: Unseen): boolean {
  const total = CLIENT_NEEDS.reduce((s, a) => s + u.items[a], 0);
  return (
    u.cases >= CASES_PER_EXAM && total >= STAND_ALONE_AT_MAX && CLIENT_NEEDS.every((a) => u.items[a] >= areaMinimum(a))
  );
}

/** How many more scored exams the unseen pool allows, if each uses a typical exam's items in test-plan proportion. */
export function scoredExamsLeft(u: Unseen): number {
  const weights = new Map(TEST_PLAN_WEIGHTS);
  let left = { items: { ...u.items }, cases: u.cases };
  let n = 0;
  while (canFillScoredExam(left) && n < 1000) {
    n++;
    const items = { ...left.items };
    for (const a of CLIENT_NEEDS) items[a] = Math.max(0, items[a] - Math.round(weights.get(a)! * MEAN_STAND_ALONE));
    left = { items, cases: left.cases - CASES_PER_EXAM };
  }
  return n;
}

/** The one sentence a practice run shows wherever a result would be. */
export const PRACTICE_RUN_NOTE =
  "You have seen most of the readiness questions; this run is practice, not a prediction.";
