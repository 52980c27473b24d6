// Who may see what of the readiness pool (lib/readiness-pool.ts). A pool
// question is open to a student only when no readiness exam of theirs is
// running and they have already seen its key (readiness_seen: the review of
// an ended exam, or practice before the pool existed). Everything else about
// a pool question (key, rationale, correctness) stays sealed.

/** SQL (params: user id, now): the student has a readiness exam running. */
export const RUNNING_EXAM_SQL =
  "EXISTS (SELECT 1 FROM readiness_exams e WHERE e.user_id = ? AND e.status = 'active' AND e.deadline > ?)";

/** SQL (params: user id, now, user id): question `q` may be shown with its key to this student (practice items and practice-case items always; readiness items, stand-alone or in a case, once seen). */
export const POOL_OPEN_SQL = `(q.pool IN ('practice', 'case') OR (NOT ${RUNNING_EXAM_SQL} AND EXISTS (SELECT 1 FROM readiness_seen s WHERE s.user_id = ? AND s.question_id = q.id)))`;

export const poolOpenParams = (userId: number, now: number) => [userId, now, userId];

export const SEALED_MESSAGE =
  "This question belongs to the readiness exam pool. Its key and rationale are shown in the review when the exam that showed it has ended; until then it cannot be answered or bookmarked here.";

export interface PoolSize {
  size: number;
  seen: number;
}

/** SQL (param: user id): the pool's size and how many of its questions the student has seen. */
export const POOL_SIZE_SQL = `SELECT count(*) AS size, (SELECT count(*) FROM readiness_seen s JOIN questions q ON q.id = s.question_id
  WHERE s.user_id = ? AND q.active = 1 AND q.pool = 'readiness') AS seen FROM questions WHERE active = 1 AND pool = 'readiness'`;

/** SQL recording that the student has seen a pool question's key (params: user id, question id, area, now). */
export const MARK_SEEN_SQL =
  "INSERT INTO readiness_seen (user_id, question_id, area, seen_at) VALUES (?, ?, ?, ?) ON CONFLICT (user_id, question_id) DO UPDATE SET area = excluded.area, seen_at = excluded.seen_at";
