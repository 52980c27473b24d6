// Which item to show next, given a student's ability estimate θ and the
// calibrated difficulties b of the candidate items (filtered by the caller:
// area, not yet seen, ...).
import type { Rng } from "./random";
import { logit, pCorrect } from "./rasch";

/** Adaptive practice ("Mixed"): desirable difficulty, a 60-75% chance of success. */
export const PRACTICE_MIN_P = 0.6;
export const PRACTICE_MAX_P = 0.75;
export const PRACTICE_TARGET_P = (PRACTICE_MIN_P + PRACTICE_MAX_P) / 2; // 0.675
/** Readiness exam: p = 0.5 is where a Rasch item is most informative. */
export const EXAM_TARGET_P = 0.5;
/** Exam: pick at random among this many best items, to limit item exposure. */
export const EXPOSURE_TOP_K = 5;

export interface CalibratedItem {
  b: number; // difficulty, logits
}

/** The difficulty an item must have for a student at θ to succeed with probability p: θ - logit(p). */
export const targetDifficulty = (theta: number, pSuccess: number): number => theta - logit(pSuccess);

/** Is this item in the practice window [PRACTICE_MIN_P, PRACTICE_MAX_P] for a student at θ? */
export function inPracticeWindow(theta: number, b: number): boolean {
  const p = pCorrect(theta, b);
  return p >= PRACTICE_MIN_P && p <= PRACTICE_MAX_P;
}

/** Items ordered by |p - target| (stable: ties keep input order). */
function rankBy<T extends CalibratedItem>(theta: number, items: readonly T[], target: number): T[] {
  return items
    .map((item, index) => ({ item, index, gap: Math.abs(pCorrect(theta, item.b) - target) }))
    .sort((x, y) => x.gap - y.gap || x.index - y.index)
    .map((x) => x.item);
}

/**
 * Practice items best first: by distance of the predicted success from 0.675.
 * The window is symmetric about 0.675, so every in-window item ranks ahead of
 * every out-of-window one, and the out-of-window ones follow nearest first.
 */
export const rankForPractice = <T extends CalibratedItem>(theta: number, items: readonly T[]): T[] =>
  rankBy(theta, items, PRACTICE_TARGET_P);

/**
 * Next practice item. Without `rng`: the in-window item closest to 0.675.
 * With `rng`: uniformly among the `k` closest in-window items. When no item
 * is in the window: the nearest one. Undefined only for an empty list.
 */
export function selectPracticeItem<T extends CalibratedItem>(
  theta: number,
  items: readonly T[],
  rng?: Rng,
  k = 1,
): T | undefined {
  const ranked = rankForPractice(theta, items);
  const pool = ranked.filter((item) => inPracticeWindow(theta, item.b)).slice(0, Math.max(1, k));
  if (pool.length === 0) return ranked[0];
  return rng ? pool[Math.min(pool.length - 1, Math.floor(rng() * pool.length))] : pool[0];
}

/**
 * Next exam item: uniformly at random among the `k` items whose predicted
 * success is closest to 0.5 (maximum information). k = 1 is pure
 * maximum-information selection. Undefined only for an empty list.
 */
export function selectExamItem<T extends CalibratedItem>(
  theta: number,
  items: readonly T[],
  rng: Rng,
  k = EXPOSURE_TOP_K,
): T | undefined {
  const best = topK(items, Math.max(1, k), (item) => Math.abs(item.b - theta)); // |p - 0.5| grows with |b - θ|
  return best.length ? best[Math.min(best.length - 1, Math.floor(rng() * best.length))] : undefined;
}

/** The k items with the smallest key, smallest first (ties keep input order); O(n·k), no full sort. */
function topK<T>(items: readonly T[], k: number, key: (item: T) => number): T[] {
  const best: { item: T; key: number }[] = [];
  for (const item of items) {
    const v = key(item);
    if (best.length === k && v >= best[k - 1].key) continue;
    let at = best.length;
    while (at > 0 && best[at - 1].key > v) at--;
    best.splice(at, 0, { item, key: v });
    if (best.length > k) best.pop();
  }
  return best.map((x) => x.item);
}
