// Gates for the statements that record an answer (record-answer.ts). A gate
// is a SELECT that yields one row, `spent` (the study seconds the server
// allows), when the answer may be stored and no row when it may not. Every
// statement of the answer's batch selects from it, so the check and the
// writes are one atomic step: parallel answers cannot slip past a check made
// before the batch. The session rules mirror lib/session-rules.ts.
import type { Param } from "./query";
import { DEADLINE_GRACE_MS, UNSESSIONED_CAP_SECONDS } from "../../lib/session-rules";

export interface AnswerGate {
  sql: string;
  params: Param[];
}

// Seconds since a reference time, never before the student's previous stored
// answer: answers cannot claim the same minutes twice, so the stored study
// time never exceeds wall-clock time, whatever the client claims.
// (Times may be stored as REAL milliseconds, hence the cast to whole seconds.)
const spentSince = (reference: string) =>
  `max(0, CAST((? - max(coalesce(u.last_answer_at, 0), ${reference})) / 1000 AS INTEGER))`;

/** SQL (params: now, question id) true while session `s` can take an answer to that question (a timed test or a case: only its own questions). */
export const SESSION_OPEN_SQL = `s.finished_at IS NULL AND s.answered_count < s.total_questions
  AND (s.session_type <> 'timed' OR ? <= s.started_at + s.time_limit * 60000 + ${DEADLINE_GRACE_MS})
  AND ((s.session_type <> 'timed' AND s.case_id IS NULL) OR EXISTS (SELECT 1 FROM session_questions sq WHERE sq.session_id = s.id AND sq.question_id = ?))`;

/** An answer inside a practice session or timed test: the session's rules, time since it started. */
export const sessionGate = (
  userId: number,
  sessionId: number,
  questionId: number,
  claimed: number,
  now: number,
): AnswerGate => ({
  sql: `SELECT min(?, ${spentSince("s.started_at")}) AS spent FROM users u JOIN sessions s ON s.user_id = u.id WHERE u.id = ? AND s.id = ? AND ${SESSION_OPEN_SQL}`,
  params: [claimed, now, userId, sessionId, now, questionId],
});

/** A single question outside a session: at most UNSESSIONED_CAP_SECONDS. */
export const unsessionedGate = (userId: number, claimed: number, now: number): AnswerGate => ({
  sql: `SELECT min(?, ${UNSESSIONED_CAP_SECONDS}, ${spentSince("0")}) AS spent FROM users u WHERE u.id = ?`,
  params: [claimed, now, userId],
});

/** A readiness-exam item: the time since the server showed it. */
export const examItemGate = (userId: number, shownAt: number, now: number): AnswerGate => ({
  sql: `SELECT ${spentSince("?")} AS spent FROM users u WHERE u.id = ?`,
  params: [now, shownAt, userId],
});
