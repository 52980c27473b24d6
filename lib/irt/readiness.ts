// The adaptive readiness exam, modelled on the NCLEX-RN CAT rules: between
// MIN_ITEMS and MAX_ITEMS items, stop as soon as the 95% interval of the
// ability estimate lies wholly on one side of the passing standard.
import { CLIENT_NEEDS, type ClientNeed } from "../categories";
import { probabilityAbove, summarize, type Posterior } from "./posterior";

export const MIN_ITEMS = 85;
export const MAX_ITEMS = 150;
export const TIME_LIMIT_MINUTES = 300;
/**
 * Passing standard in logits on OUR bank's scale (anchored by the prior item
 * difficulties: a content-level-3 item is 0). It is not NCSBN's published
 * standard and not comparable with it; it should be re-set once the bank is
 * calibrated against real pass/fail outcomes.
 */
export const PASSING_STANDARD = 0.0;
export const CONFIDENCE = 0.95;
/** Two-sided normal quantile for CONFIDENCE: θ ± 1.96·se. */
export const Z_CONFIDENCE = 1.96;
/** Below this many answers callers show "Not enough data yet" instead of an estimate. */
export const MIN_ANSWERS_FOR_ESTIMATE = 20;

export interface ExamState {
  answered: number; // items answered so far
  theta: number; // EAP ability estimate (summarize)
  se: number; // posterior SD
  elapsedMinutes: number;
}

/** "bank-exhausted*": the server found no unused item (a small or mostly inactive bank), not a CAT rule. */
export type StopReason = "confidence" | "max-items" | "time" | "bank-exhausted" | "bank-exhausted-below-minimum";
export type Decision = { done: false } | { done: true; passed: boolean; reason: StopReason };

/**
 * Whether the exam is over, checked after every answer:
 *  - confidence: from MIN_ITEMS on, θ - 1.96·se > standard → pass, θ + 1.96·se < standard → fail;
 *  - max-items: at MAX_ITEMS, pass iff the final θ > standard;
 *  - time: at TIME_LIMIT_MINUTES, fewer than MIN_ITEMS answered → fail, else pass iff θ > standard.
 * The confidence rule is checked first (it agrees with the estimate rule whenever both apply).
 */
export function decide(state: ExamState, standard = PASSING_STANDARD): Decision {
  const { answered, theta, se, elapsedMinutes } = state;
  if (answered >= MIN_ITEMS) {
    if (theta - Z_CONFIDENCE * se > standard) return { done: true, passed: true, reason: "confidence" };
    if (theta + Z_CONFIDENCE * se < standard) return { done: true, passed: false, reason: "confidence" };
  }
  if (answered >= MAX_ITEMS) return { done: true, passed: theta > standard, reason: "max-items" };
  if (elapsedMinutes >= TIME_LIMIT_MINUTES)
    return { done: true, passed: answered >= MIN_ITEMS && theta > standard, reason: "time" };
  return { done: false };
}

export type AreaLevel = "Above" | "Near" | "Below";

/**
 * One area against the standard, like the NCLEX candidate performance report:
 * Above when the whole 95% interval θ ± 1.96·se of the area's posterior lies
 * above the standard, Below when it lies wholly below, Near otherwise
 * (including when there are too few answers in the area to tell: with the
 * N(0, 1) prior and a standard at 0, an area needs real evidence to leave Near).
 */
export function areaLevel(post: Posterior, standard = PASSING_STANDARD): AreaLevel {
  const { theta, se } = summarize(post);
  if (theta - Z_CONFIDENCE * se > standard) return "Above";
  if (theta + Z_CONFIDENCE * se < standard) return "Below";
  return "Near";
}

/** areaLevel for each of the 8 client-needs areas. */
export function areaReport(
  perArea: Readonly<Record<ClientNeed, Posterior>>,
  standard = PASSING_STANDARD,
): Record<ClientNeed, AreaLevel> {
  return Object.fromEntries(CLIENT_NEEDS.map((a) => [a, areaLevel(perArea[a], standard)])) as Record<
    ClientNeed,
    AreaLevel
  >;
}

export interface PassProbability {
  percent: number; // 100 · P(θ > standard | answers), rounded
  low: number; // the same with the estimate one posterior SD lower, rounded
  high: number; // ... one posterior SD higher
}

/**
 * Chance of being above the passing standard, P(θ > standard | answers), from
 * the whole posterior (not a normal approximation).
 *
 * The range: a posterior probability is already an expectation over all the
 * uncertainty about θ, so a "credible interval" for it is degenerate. What a
 * student can use is how far the figure may move as more answers come in. We
 * report the probability recomputed with the posterior shifted one posterior
 * SD down (low) and up (high), i.e. P(θ > standard + se) and
 * P(θ > standard - se). For a near-normal posterior this is Φ(z ∓ 1) with
 * z = (θ̂ - standard)/se: wide while se is large, narrow as evidence accumulates.
 * It is a sensitivity band, not a coverage interval.
 */
export function passProbability(post: Posterior, standard = PASSING_STANDARD): PassProbability {
  const { se } = summarize(post);
  const pct = (p: number) => Math.round(100 * p);
  return {
    percent: pct(probabilityAbove(post, standard)),
    low: pct(probabilityAbove(post, standard + se)),
    high: pct(probabilityAbove(post, standard - se)),
  };
}
