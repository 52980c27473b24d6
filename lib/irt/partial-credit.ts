// The Rasch partial-credit model for items worth m > 1 points (NGN partial
// credit): P(X = k | θ) ∝ exp(Σ_{j≤k} (θ − δ_j)), k = 0..m. A 0/1 item
// (m = 1) is plain Rasch, so one set of functions serves every item.
//
// Step difficulties δ_j = b + τ_j. Until `npm run calibrate` has data for an
// item, τ follows the binomial shape τ_j = ln(j / (m + 1 − j)) — the
// partial-credit form of m equally hard, independent steps at difficulty b —
// spread by STEP_SPREAD ≥ 1 because the elements of one item depend on one
// another (one misread stem costs several points), so an m-point item carries
// less information than m separate items. b stays the item's location: a
// student at θ = b expects half the points.
import { sigmoid } from "./rasch";

export interface Mark {
  points: number;
  maxPoints: number;
}

/** How much wider than binomial the steps are (local dependence among an item's elements). */
export const STEP_SPREAD = 1.5;

const stepShape = new Map<number, number[]>();
/** τ_1..τ_m for an m-point item (symmetric, summing to 0). */
export function stepOffsets(m: number): number[] {
  let t = stepShape.get(m);
  if (!t)
    stepShape.set(
      m,
      (t = Array.from({ length: m }, (_, i) => (m === 1 ? 0 : STEP_SPREAD * Math.log((i + 1) / (m - i))))),
    );
  return t;
}

/** log P(X = k) for k = 0..m, stable for large |θ − b|. */
export function logCategoryProbabilities(theta: number, b: number, m: number): number[] {
  const tau = stepOffsets(m);
  const cum = [0];
  for (let j = 0; j < m; j++) cum.push(cum[j] + theta - b - tau[j]);
  let max = -Infinity;
  for (const v of cum) if (v > max) max = v;
  let sum = 0;
  for (const v of cum) sum += Math.exp(v - max);
  const logZ = max + Math.log(sum);
  return cum.map((v) => v - logZ);
}

/** log P(X = points | θ, b) for an item worth maxPoints. */
export function markLogLikelihood(theta: number, b: number, mark: Mark): number {
  if (mark.maxPoints === 1) return mark.points >= 1 ? -softplus(b - theta) : -softplus(theta - b);
  return logCategoryProbabilities(theta, b, mark.maxPoints)[
    Math.max(0, Math.min(mark.maxPoints, Math.round(mark.points)))
  ];
}
const softplus = (x: number): number => (x > 0 ? x + Math.log1p(Math.exp(-x)) : Math.log1p(Math.exp(x)));

/** Expected points and Fisher information (the variance of X) at θ. */
export function expectedAndInformation(theta: number, b: number, m: number): { expected: number; information: number } {
  if (m === 1) {
    const p = sigmoid(theta - b);
    return { expected: p, information: p * (1 - p) };
  }
  const probs = logCategoryProbabilities(theta, b, m).map(Math.exp);
  let e = 0,
    e2 = 0;
  probs.forEach((p, k) => ((e += k * p), (e2 += k * k * p)));
  return { expected: e, information: e2 - e * e };
}

/** Draws a score 0..m for a simulated student (u uniform in [0, 1)). */
export function sampleMark(theta: number, b: number, m: number, u: number): Mark {
  if (m === 1) return { points: u < sigmoid(theta - b) ? 1 : 0, maxPoints: 1 }; // as a Rasch draw: u < p is a right answer
  const probs = logCategoryProbabilities(theta, b, m).map(Math.exp);
  let acc = 0;
  for (let k = 0; k <= m; k++) if (u < (acc += probs[k])) return { points: k, maxPoints: m };
  return { points: m, maxPoints: m };
}
