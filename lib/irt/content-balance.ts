// Content balancing for the readiness exam: which client-needs area the next
// item comes from, so that the running shares follow the NCLEX-RN test plan.
//
// Rule: each area's target share is its test-plan midpoint (TEST_PLAN_WEIGHTS;
// the midpoints sum to 100%). For the next item, number N + 1, pick the area
// with the largest deficit target·(N + 1) − count (ties: CLIENT_NEEDS order).
// This keeps every count within one item of target·N, so from about 34 items
// on (1/N ≤ 3%, half the width of the narrowest range) every share is inside
// its [min, max] range; the tests check 85 and 150 and every length between.
import { CLIENT_NEEDS, type ClientNeed } from "../categories";
import { TEST_PLAN, TEST_PLAN_WEIGHTS } from "../test-plan";

export type AreaCounts = Record<ClientNeed, number>;

const TARGET = new Map<ClientNeed, number>(TEST_PLAN_WEIGHTS);

/** Target share (0..1) of an area: its test-plan midpoint. */
export const targetShare = (area: ClientNeed): number => TARGET.get(area)!;

/** All eight areas at zero. */
export const emptyCounts = (): AreaCounts => Object.fromEntries(CLIENT_NEEDS.map((a) => [a, 0])) as AreaCounts;

/**
 * The area the next item should come from. `available` limits the choice,
 * e.g. to areas that still have unseen items (default: all eight).
 */
export function nextArea(counts: Readonly<AreaCounts>, available: readonly ClientNeed[] = CLIENT_NEEDS): ClientNeed {
  if (available.length === 0) throw new Error("no area available");
  const next = CLIENT_NEEDS.reduce((s, a) => s + counts[a], 0) + 1;
  let best = available[0];
  let bestDeficit = -Infinity;
  for (const area of CLIENT_NEEDS) {
    if (!available.includes(area)) continue;
    const deficit = targetShare(area) * next - counts[area];
    if (deficit > bestDeficit + 1e-12) [best, bestDeficit] = [area, deficit];
  }
  return best;
}

/** Share of each area, in percent of all items so far (0 when none). */
export function areaShares(counts: Readonly<AreaCounts>): Record<ClientNeed, number> {
  const total = CLIENT_NEEDS.reduce((s, a) => s + counts[a], 0);
  return Object.fromEntries(CLIENT_NEEDS.map((a) => [a, total ? (100 * counts[a]) / total : 0])) as Record<
    ClientNeed,
    number
  >;
}

/** Areas whose share is outside the test-plan [min, max] range (empty when balanced). */
export function outOfPlan(counts: Readonly<AreaCounts>): ClientNeed[] {
  const shares = areaShares(counts);
  return CLIENT_NEEDS.filter((a) => shares[a] < TEST_PLAN[a].min || shares[a] > TEST_PLAN[a].max);
}
