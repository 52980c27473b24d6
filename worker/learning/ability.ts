// The learning engine's storage: per student and area ('all' + the 8
// client-needs areas) the summed log-likelihood on the θ grid of the
// student's first answer to each question. Such an answer adds its own term
// with one SQL upsert (element-wise JSON addition), so concurrent answers never
// lose an update and no request ever re-reads the history. The prior is added only when a posterior is read.
import { GRID, emptyPosterior, type Posterior } from "../../lib/irt/posterior";
import { priorDifficulty } from "../../lib/irt/rasch";
import { markLogLikelihood, type Mark } from "../../lib/irt/partial-credit";
import { asMark, type Outcome } from "../../lib/irt/posterior";
import { passProbability, MIN_ANSWERS_FOR_ESTIMATE, PASSING_STANDARD } from "../../lib/irt/readiness";
import { summarize } from "../../lib/irt/posterior";
import type { Query, Statement } from "../db/query";
import type { AnswerGate } from "../db/answer-gate";

export const OVERALL = "all";

/** SQL for an item's difficulty in logits: calibrated, else the prior of its level (priorDifficulty(l) = l - 3). */
export const ITEM_DIFFICULTY_SQL = "coalesce(irt_difficulty, difficulty - 3)";

export const itemDifficulty = (q: { difficulty: number; irtDifficulty: number | null }) =>
  q.irtDifficulty ?? priorDifficulty(q.difficulty);

/** One response's log-likelihood at every grid point (Rasch, or partial credit for multi-point items), as the JSON the upsert adds. */
export const responseTerm = (b: number, outcome: Outcome) =>
  JSON.stringify(GRID.map((t) => Math.round(markLogLikelihood(t, b, asMark(outcome)) * 1e4) / 1e4));

/**
 * The upserts folding one response into the student's overall and area
 * estimates, only if it is the student's first answer to this question: a
 * repeat (often after seeing the key) is not independent evidence. They must
 * run after the answer row's INSERT in the same batch, so a count of 1 means
 * "first" (at most 2 rows of answers_user_question; batches are serialized),
 * and the answer's gate must pass (else no row was inserted).
 */
export function abilityStatements(
  userId: number,
  questionId: number,
  area: string,
  b: number,
  mark: Mark,
  gate: AnswerGate,
): Statement[] {
  const term = responseTerm(b, mark);
  // json_extract by index, not a join of two json_each tables: D1 counts every
  // row a join visits (81 x 81 = 6,561); this reads one pass over the grid.
  const upsert = `INSERT INTO user_ability (user_id, area, loglik, responses)
    SELECT ?, ?, ?, 1 WHERE (SELECT count(*) FROM (SELECT 1 FROM answers WHERE user_id = ? AND question_id = ? LIMIT 2)) = 1 AND EXISTS (${gate.sql})
    ON CONFLICT (user_id, area) DO UPDATE SET responses = responses + 1, loglik = (
      SELECT json_group_array(v) FROM (
        SELECT round(cur.value + json_extract(excluded.loglik, '$[' || cur.key || ']'), 4) AS v FROM json_each(user_ability.loglik) AS cur ORDER BY cur.key))`;
  return [
    [upsert, userId, OVERALL, term, userId, questionId, ...gate.params],
    [upsert, userId, area, term, userId, questionId, ...gate.params],
  ];
}

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

export async function loadAbilities(db: Query, userId: number): Promise<Map<string, Posterior>> {
  const rows = await db.rawAll<{ area: string; loglik: string; responses: number }>(
    "SELECT area, loglik, responses FROM user_ability WHERE user_id = ?",
    userId,
  );
  return new Map(rows.map((r) => [r.area, toPosterior(r.loglik, r.responses)]));
}

export async function overallAbility(db: Query, userId: number): Promise<Posterior> {
  const row = await db.rawFirst<{ loglik: string; responses: number }>(
    "SELECT loglik, responses FROM user_ability WHERE user_id = ? AND area = ?",
    userId,
    OVERALL,
  );
  return row ? toPosterior(row.loglik, row.responses) : emptyPosterior();
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
