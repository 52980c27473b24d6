// Item difficulty calibration with shrinkage toward the prior.
//
// Method (joint-MAP style, one item at a time): each respondent's ability is
// taken as fixed at their current EAP estimate θ_j (posterior.ts), and the
// item's difficulty b gets the prior N(b0, τ²), b0 from its content level
// (rasch.ts). We maximize
//     Σ_j [ y_j ln σ(θ_j − b) + (1 − y_j) ln(1 − σ(θ_j − b)) ] − (b − b0)² / (2τ²)
// by Newton's method. The objective is strictly concave, with
//     gradient  Σ_j (p_j − y_j) − (b − b0)/τ²,   p_j = σ(θ_j − b)
//     curvature −Σ_j p_j(1 − p_j) − 1/τ²,
// so it converges in a handful of steps; steps are capped at 1 logit and the
// result clamped to [B_MIN, B_MAX]. `se` is the curvature-based posterior SD.
// With no data the answer is the prior b0; with many answers it approaches
// the maximum-likelihood b; in between it is a precision-weighted compromise.
//
// Treating θ_j as known ignores their uncertainty (slight shrinkage of the
// spread of b). This is an offline command (a batch job over the answers
// table), never run inside a request.
//
// Sufficient statistics: the likelihood depends on the data only through
// Σ y_j and the multiset of θ_j, so a job can aggregate answers into
// ItemStats (correct count + θ rounded to a bin → count), e.g. with
// GROUP BY question, ROUND(theta, 1), and merge partial batches.
//
// Multi-point items (partial credit, partial-credit.ts) calibrate their
// location b the same way with y_j the points earned: the gradient is
// Σ E_j[X] − Σ x_j and the curvature Σ Var_j(X), which for m = 1 are the
// Rasch p_j and p_j(1 − p_j). Their step shape stays the model's.
import { PRIOR_DIFFICULTY_SD } from "./rasch";
import { expectedAndInformation } from "./partial-credit";

export const B_MIN = -4;
export const B_MAX = 4;
export const THETA_BIN = 0.1;

export interface CalibrationResponse {
  theta: number; // respondent's EAP ability at calibration time
  correct: boolean;
}

export interface ItemStats {
  correct: number; // Σ y_j (points, for multi-point items)
  maxPoints?: number; // m, 1 unless the item earns partial credit
  groups: readonly { theta: number; count: number }[]; // θ_j (binned) → how many responses
}

export interface Calibration {
  b: number; // MAP difficulty, logits, in [B_MIN, B_MAX]
  se: number; // posterior SD of b
  n: number; // responses used
}

const round = (x: number, width: number) => (width > 0 ? Math.round(Math.round(x / width) * width * 1e9) / 1e9 : x);

/** Aggregate responses; binWidth 0 keeps every distinct θ exactly. */
export function itemStats(responses: readonly CalibrationResponse[], binWidth = THETA_BIN): ItemStats {
  const counts = new Map<number, number>();
  let correct = 0;
  for (const r of responses) {
    const key = round(r.theta, binWidth);
    counts.set(key, (counts.get(key) ?? 0) + 1);
    if (r.correct) correct++;
  }
  return { correct, groups: [...counts].map(([theta, count]) => ({ theta, count })) };
}

/** Combine two batches of statistics for the same item. */
export function mergeStats(a: ItemStats, b: ItemStats): ItemStats {
  const counts = new Map<number, number>();
  for (const g of [...a.groups, ...b.groups]) counts.set(g.theta, (counts.get(g.theta) ?? 0) + g.count);
  return { correct: a.correct + b.correct, groups: [...counts].map(([theta, count]) => ({ theta, count })) };
}

/** MAP difficulty of one item from its prior (b0, τ) and its responses or their statistics. */
export function calibrateItem(
  prior: { b0: number; tau?: number },
  data: readonly CalibrationResponse[] | ItemStats,
  maxIterations = 25,
): Calibration {
  const stats = Array.isArray(data) ? itemStats(data as readonly CalibrationResponse[], 0) : (data as ItemStats);
  const precision = 1 / (prior.tau ?? PRIOR_DIFFICULTY_SD) ** 2;
  const n = stats.groups.reduce((s, g) => s + g.count, 0);
  const m = stats.maxPoints ?? 1;
  let b = prior.b0;
  let curvature = precision;
  for (let it = 0; it < maxIterations; it++) {
    let expected = 0; // Σ E_j[X] (Σ p_j for 0/1 items)
    let info = 0; // Σ Var_j(X) (Σ p_j (1 - p_j))
    for (const g of stats.groups) {
      const e = expectedAndInformation(g.theta, b, m);
      expected += g.count * e.expected;
      info += g.count * e.information;
    }
    const gradient = expected - stats.correct - (b - prior.b0) * precision;
    curvature = info + precision;
    const step = Math.max(-1, Math.min(1, gradient / curvature));
    b = Math.max(B_MIN, Math.min(B_MAX, b + step));
    if (Math.abs(step) < 1e-10) break;
  }
  return { b, se: 1 / Math.sqrt(curvature), n };
}
