// Bank-wide depth rules (issue 29), checked by `npm run content:check` on the
// content files: the practice pool deep enough per format and per category,
// a sealed readiness pool that carries six scored exams, and the test plan's
// wording. The seed seals one item in four of each stratum, so a count in the
// bank of PRACTICE_MINIMUM / (3/4) leaves at least PRACTICE_MINIMUM to
// practise (the Workers test `content-depth.test.ts` checks the seeded pool
// itself). Pure functions.
import { CLIENT_NEEDS, type ClientNeed } from "./categories";
import { poolSizeOf, READINESS_POOL_EVERY } from "./readiness-pool";
import { scoredExamsLeft } from "./readiness-capacity";

/** Drawable from the practice pool: every NGN format, and select-all in every category. */
export const PRACTICE_MINIMUM = 40;
/** In the bank, so that PRACTICE_MINIMUM stay in practice after the readiness pool takes its quarter. */
export const BANK_MINIMUM = Math.ceil(PRACTICE_MINIMUM / (1 - 1 / READINESS_POOL_EVERY));
export const MIN_PRACTICE_CASES = 48;
export const MIN_POOL_STAND_ALONE = 500;
export const MIN_SCORED_EXAMS = 6;

export interface DepthItem {
  id: string;
  type: string;
  clientNeed: string;
  difficulty: number;
}

/** The stand-alone pool per client-needs area, as the seed would seal it. */
export const poolByArea = (items: readonly DepthItem[]) =>
  Object.fromEntries(CLIENT_NEEDS.map((a) => [a, poolSizeOf(items.filter((q) => q.clientNeed === a))])) as Record<
    ClientNeed,
    number
  >;

export function depthProblems(
  items: readonly DepthItem[],
  cases: readonly { readiness: boolean }[],
  ngnFormats: readonly string[],
): string[] {
  const problems: string[] = [];
  for (const f of ngnFormats) {
    const n = items.filter((q) => q.type === f).length;
    if (n < BANK_MINIMUM)
      problems.push(`format ${f}: ${n} items (at least ${BANK_MINIMUM}, so ${PRACTICE_MINIMUM} stay in practice)`);
  }
  const practiceCases = cases.filter((c) => !c.readiness).length;
  if (practiceCases < MIN_PRACTICE_CASES)
    problems.push(`${practiceCases} practice case studies (at least ${MIN_PRACTICE_CASES})`);
  const pool = poolSizeOf(items);
  if (pool < MIN_POOL_STAND_ALONE)
    problems.push(`readiness pool of ${pool} stand-alone items (at least ${MIN_POOL_STAND_ALONE})`);
  const exams = scoredExamsLeft({ items: poolByArea(items), cases: cases.filter((c) => c.readiness).length });
  if (exams < MIN_SCORED_EXAMS)
    problems.push(
      `the readiness pool carries ${exams} scored exams for a new student (at least ${MIN_SCORED_EXAMS}: each area's pool must cover its test-plan share)`,
    );
  return problems;
}

/** "Abuse" for substance use: the 2026 test plan speaks of substance misuse and use disorders. */
const SUBSTANCE_ABUSE =
  /\b(?:substance|drug|alcohol|opioid|polysubstance|stimulant|cannabis|prescription(?: drug)?) abuse\b|\babuse of (?:alcohol|drugs?|substances?|opioids?|stimulants?)\b|\b(?:drug|alcohol|substance) abusers?\b/i;

export function wordingProblems(id: string, text: string): string[] {
  return SUBSTANCE_ABUSE.test(text)
    ? [`${id}: "abuse" for substance use; write "substance misuse" or "use disorder" (2026 test plan)`]
    : [];
}
