// The Rasch (one-parameter logistic) model: the probability that a student of
// ability θ answers an item of difficulty b correctly is 1 / (1 + e^-(θ-b)).
// θ and b are on one logit scale, anchored by the prior difficulties below.

/** Logistic function, 1 / (1 + e^-x). */
export const sigmoid = (x: number): number => (x >= 0 ? 1 / (1 + Math.exp(-x)) : Math.exp(x) / (1 + Math.exp(x)));

/** Log-odds, ln(p / (1 - p)); inverse of sigmoid. */
export const logit = (p: number): number => Math.log(p / (1 - p));

/** P(correct | θ, b). */
export const pCorrect = (theta: number, b: number): number => sigmoid(theta - b);

/** Fisher information of one item at θ: p(1 - p), at most 0.25 (when θ = b). */
export function information(theta: number, b: number): number {
  const p = pCorrect(theta, b);
  return p * (1 - p);
}

/** ln(1 + e^x) without overflow. */
const softplus = (x: number): number => (x > 0 ? x + Math.log1p(Math.exp(-x)) : Math.log1p(Math.exp(x)));

/** Log-likelihood of one response: ln p if correct, ln(1 - p) if wrong (stable for large |θ - b|). */
export const logLikelihood = (theta: number, b: number, correct: boolean): number =>
  correct ? -softplus(b - theta) : -softplus(theta - b);

/**
 * Prior difficulty (logits) of content levels 1..5: -2, -1, 0, +1, +2.
 * Equal spacing of one logit, level 3 at 0, which is also where the passing
 * standard sits (readiness.ts). So a student exactly at the standard gets a
 * level-3 item right 50% of the time, a level-1 item 88% and a level-5 item
 * 12%: a spread writers can hit by judgement. This only seeds the scale;
 * calibrate.ts moves each item away from it as answers accumulate.
 */
export const LEVEL_DIFFICULTY: readonly number[] = [-2, -1, 0, 1, 2];

/**
 * Prior SD (logits) of an item's true difficulty around its level's value.
 * 1.0: writer-assigned levels are coarse and neighbouring levels should be
 * allowed to overlap and reorder. 1/τ² = 1 equals the information of four
 * responses at p = 0.5, so after ~40 answers the data carry ~90% of the weight.
 */
export const PRIOR_DIFFICULTY_SD = 1.0;

/** Prior mean difficulty (logits) of an item of content level 1..5. */
export function priorDifficulty(level: number): number {
  if (!Number.isInteger(level) || level < 1 || level > 5)
    throw new RangeError(`difficulty level must be 1..5, got ${level}`);
  return LEVEL_DIFFICULTY[level - 1];
}
