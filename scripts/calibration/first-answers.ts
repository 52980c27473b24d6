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

/**
 * The NCLEX-day run's unscored pretest answers (readiness_pretest), for the
 * calibration only: a student's first pretest answer to each question, and
 * only when they have no stored answer to it (then their first answer counts,
 * as in firstAnswersSql). `userWhere` is a condition on the exam's user_id.
 * Columns as firstAnswersSql: user_id, question_id, ok (points), m (max points).
 */
export const pretestAnswersSql = (userWhere: string) =>
  `SELECT e.user_id AS user_id, p.question_id AS question_id, p.points AS ok, p.max_points AS m, min(p.answered_at)
  FROM readiness_pretest p JOIN readiness_exams e ON e.id = p.exam_id
  WHERE ${userWhere.replaceAll("user_id", "e.user_id")}
    AND NOT EXISTS (SELECT 1 FROM answers a WHERE a.user_id = e.user_id AND a.question_id = p.question_id)
  GROUP BY e.user_id, p.question_id`;
