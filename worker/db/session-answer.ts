// The statements a session answer adds to its batch, after the gated ones
// (the gate must see the session as it was): the session's counts under the
// same rules with the seconds just stored, and for a case-study session the
// student's best on that case.
import type { Statement } from "./query";
import { SESSION_OPEN_SQL } from "./answer-gate";

export interface SessionMarks {
  userId: number;
  sessionId: number;
  questionId: number;
  isCorrect: 0 | 1;
  points: number;
  maxPoints: number;
}

export const sessionAnswerStatements = (m: SessionMarks, now: number): Statement[] => [
  [
    `UPDATE sessions AS s SET answered_count = answered_count + 1, correct_answers = correct_answers + ?, points = points + ?, max_points = max_points + ?,
       time_spent = time_spent + (SELECT time_spent FROM answers WHERE session_id = s.id AND question_id = ?) WHERE id = ? AND user_id = ? AND ${SESSION_OPEN_SQL}`,
    m.isCorrect,
    m.points,
    m.maxPoints,
    m.questionId,
    m.sessionId,
    m.userId,
    now,
    m.questionId,
  ],
  // A case-study session: the student's best on that case is at least what this attempt has earned so far.
  [
    `INSERT INTO case_bests (user_id, case_id, best_points, max_points, updated_at)
       SELECT s.user_id, s.case_id, s.points, cs.max_points, ? FROM sessions s JOIN case_studies cs ON cs.id = s.case_id WHERE s.id = ? AND s.user_id = ? AND true
       ON CONFLICT (user_id, case_id) DO UPDATE SET best_points = excluded.best_points, max_points = excluded.max_points, updated_at = excluded.updated_at
       WHERE excluded.best_points > case_bests.best_points OR excluded.max_points <> case_bests.max_points`,
    now,
    m.sessionId,
    m.userId,
  ],
];
