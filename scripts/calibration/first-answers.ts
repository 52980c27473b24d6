// SQL for the offline jobs (calibration, ability rebuilds, the benchmark's
// data) that read a student's first answers over a local or remote D1 file
// (@libsql/client or wrangler), not through the worker's typed layer.

/** An item's difficulty in logits: calibrated, else the prior of its level (worker/db/pool-access.ts itemDifficulty). */
export const ITEM_DIFFICULTY_SQL = "coalesce(irt_difficulty, difficulty - 3)";

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
