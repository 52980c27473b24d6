// The learning engine's storage: per student and area ('all' + the 8
// client-needs areas) the summed log-likelihood on the θ grid of the
// student's first answer to each question. Such an answer adds its own term
// with one SQL upsert (element-wise JSON addition), so concurrent answers never
// lose an update and no request ever re-reads the history. The prior is added only when a posterior is read
// (worker/db/ability.ts reads them).
import { emptyPosterior, type Posterior } from "../../lib/irt/posterior";
import { priorDifficulty } from "../../lib/irt/rasch";
import { passProbability, MIN_ANSWERS_FOR_ESTIMATE, PASSING_STANDARD } from "../../lib/irt/readiness";
import { summarize } from "../../lib/irt/posterior";

import { OVERALL, termValues } from "../../lib/irt/term";
import type { Outcome } from "../../lib/irt/posterior";

export { OVERALL };

/** One response's term as the JSON the ability sums add (offline rebuilds and calibration). */
export const responseTerm = (b: number, outcome: Outcome) => JSON.stringify(termValues(b, outcome));

/** SQL for an item's difficulty in logits: calibrated, else the prior of its level (priorDifficulty(l) = l - 3). */
export const ITEM_DIFFICULTY_SQL = "coalesce(irt_difficulty, difficulty - 3)";

export const itemDifficulty = (q: { difficulty: number; irtDifficulty: number | null }) =>
  q.irtDifficulty ?? priorDifficulty(q.difficulty);

/** Each student's first answer (lowest id) to each question: user_id, question_id, ok (points), m (max points). SQLite returns the bare columns of the min(id) row. */
export const firstAnswersSql = (where: string) =>
  `SELECT user_id, question_id, coalesce(points, is_correct) AS ok, max_points AS m, min(id) FROM answers WHERE ${where} GROUP BY user_id, question_id`;

/**
 * For rebuilding ability sums offline: per student matched by `where` (a
 * condition on answers.user_id, e.g. "user_id = ?"), their first answer (lowest
 * id) to each question, grouped by (area, current difficulty b, correct) with
 * a count n (ok: points earned, m: points possible).
 */
export const firstAnswerGroupsSql = (
  where: string,
) => `SELECT f.user_id, q.client_need AS area, ${ITEM_DIFFICULTY_SQL} AS b, f.ok, f.m, count(*) AS n
  FROM (${firstAnswersSql(where)}) f
  JOIN questions q ON q.id = f.question_id GROUP BY 1, 2, 3, 4, 5`;

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
