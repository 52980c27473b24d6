// The questions the server drew for a session, recorded once: a timed test
// accepts answers only to these (SESSION_OPEN_SQL), and drawing again for the
// same session returns the same questions instead of a fresh set to pick from.
import type { Query, Statement } from "./query";
import { dtosOf, sessionQuestionsStatement } from "./questions";
import { caseRowStatement } from "./case-studies";

export interface DrawnSession {
  id: number;
  sessionType: string;
  categoryId: number | null;
  total: number;
  answered: number;
  finishedAt: number | null;
}

/** The student's session (none if it is another's) and the questions already recorded for it, as statements for one batch. */
export const sessionForDrawStatements = (userId: number, sessionId: number): Statement[] => [
  [
    "SELECT id, session_type AS sessionType, category_id AS categoryId, total_questions AS total, answered_count AS answered, finished_at AS finishedAt FROM sessions WHERE id = ? AND user_id = ?",
    sessionId,
    userId,
  ],
  sessionQuestionsStatement(sessionId),
];

/**
 * Records `ids` for the session unless a parallel draw recorded its own first,
 * and starts the session's clock now with its size set to what was drawn
 * (only for the draw that won). Returns the questions the session holds, read
 * in the same round trip.
 */
export async function recordDraw(
  db: Query,
  sessionId: number,
  ids: number[],
  now: number,
  caseId: number | null = null,
) {
  const list = JSON.stringify(ids);
  const csv = ids.join(",");
  const [, , recorded, caseRows] = await db.rawBatch([
    // SQLite computes the SELECT (and its count) before inserting, so a second draw inserts nothing.
    [
      "INSERT INTO session_questions (session_id, question_id, position) SELECT ?, value, key + 1 FROM json_each(?) WHERE (SELECT count(*) FROM session_questions WHERE session_id = ?) = 0",
      sessionId,
      list,
      sessionId,
    ],
    [
      "UPDATE sessions SET started_at = ?, total_questions = ? WHERE id = ? AND answered_count = 0 AND (SELECT group_concat(question_id) FROM (SELECT question_id FROM session_questions WHERE session_id = ? ORDER BY position)) = ?",
      now,
      ids.length,
      sessionId,
      sessionId,
      csv,
    ],
    sessionQuestionsStatement(sessionId),
    // A Full Test's case: its row for the items' context, in the same round trip.
    ...(caseId === null ? [] : [caseRowStatement(caseId)]),
  ]);
  return dtosOf(db, recorded, caseRows);
}
