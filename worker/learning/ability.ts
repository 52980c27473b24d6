// The learning engine's stored state as the worker reads it: per student and
// area ('all' + the 8 client-needs areas) the summed log-likelihood, on the θ
// grid, of the student's first answer to each question (written on the answer
// path, worker/db/answers/ability.ts; read by worker/db/ability.ts). The prior
// is added only when a posterior is read; the pass estimate is derived here.
import { emptyPosterior, type Posterior } from "../../lib/irt/posterior";
import { passProbability, MIN_ANSWERS_FOR_ESTIMATE, PASSING_STANDARD } from "../../lib/irt/readiness";
import { summarize } from "../../lib/irt/posterior";
import { OVERALL, termValues } from "../../lib/irt/term";
import type { Outcome } from "../../lib/irt/posterior";

export { OVERALL };

/** One response's term as the JSON the ability sums add (offline rebuilds and calibration). */
export const responseTerm = (b: number, outcome: Outcome) => JSON.stringify(termValues(b, outcome));

/** Stored sums → posterior (prior included). */
export function toPosterior(loglik: string, responses: number): Posterior {
  const prior = emptyPosterior();
  const values = JSON.parse(loglik) as number[];
  return { n: responses, logPost: prior.logPost.map((p, i) => p + (values[i] ?? 0)) };
}

export type PassEstimate =
  | { status: "insufficient"; answered: number; minimum: number }
  | {
      status: "ok";
      answered: number;
      minimum: number;
      percent: number;
      low: number;
      high: number;
      theta: number;
      se: number;
      standard: number;
    };

/** The pass probability the dashboard and Analytics show, or why there is none yet. */
export function passEstimate(post: Posterior): PassEstimate {
  const base = { answered: post.n, minimum: MIN_ANSWERS_FOR_ESTIMATE };
  if (post.n < MIN_ANSWERS_FOR_ESTIMATE) return { status: "insufficient", ...base };
  const { theta, se } = summarize(post);
  const round2 = (x: number) => Math.round(x * 100) / 100;
  return {
    status: "ok",
    ...base,
    ...passProbability(post),
    theta: round2(theta),
    se: round2(se),
    standard: PASSING_STANDARD,
  };
}
