// Gates for the statements that record an answer (record.ts). A gate is a
// SELECT that yields one row, `spent` (the study seconds the server allows),
// when the answer may be stored and no row when it may not. Every statement of
// the answer's batch selects from it, so the check and the writes are one
// atomic step: parallel answers cannot slip past a check made before the
// batch. The session rules mirror lib/session-rules.ts. Hand-written SQL: a
// gate is a subquery every write of the batch selects from, which drizzle's
// builder cannot share between statements.
import { sql, type SQL } from "drizzle-orm";
import { sessionQuestions, sessions, users } from "../schema";
import { DEADLINE_GRACE_MS, UNSESSIONED_CAP_SECONDS } from "../../../lib/session-rules";

/** A gate: a one-row subquery with the column `spent`, or no row. */
export type AnswerGate = SQL;

// Seconds since a reference time, never before the student's previous stored
// answer: answers cannot claim the same minutes twice, so the stored study
// time never exceeds wall-clock time, whatever the client claims.
// (Times may be stored as REAL milliseconds, hence the cast to whole seconds.)
const spentSince = (now: number, reference: SQL) =>
  sql`max(0, CAST((${now} - max(coalesce(${users.lastAnswerAt}, 0), ${reference})) / 1000 AS INTEGER))`;

/** True while the session can take an answer to this question (a timed test or a case: only its own questions). */
export const sessionOpen = (now: number, questionId: number) =>
  sql`${sessions.finishedAt} IS NULL AND ${sessions.answeredCount} < ${sessions.totalQuestions}
  AND (${sessions.sessionType} <> 'timed' OR ${now} <= ${sessions.startedAt} + ${sessions.timeLimit} * 60000 + ${DEADLINE_GRACE_MS})
  AND ((${sessions.sessionType} <> 'timed' AND ${sessions.caseId} IS NULL)
    OR EXISTS (SELECT 1 FROM ${sessionQuestions} WHERE ${sessionQuestions.sessionId} = ${sessions.id} AND ${sessionQuestions.questionId} = ${questionId}))`;

/** An answer inside a practice session or timed test: the session's rules, time since it started. */
export const sessionGate = (
  userId: number,
  sessionId: number,
  questionId: number,
  claimed: number,
  now: number,
): AnswerGate =>
  sql`SELECT min(${claimed}, ${spentSince(now, sql`${sessions.startedAt}`)}) AS spent FROM ${users}
    JOIN ${sessions} ON ${sessions.userId} = ${users.id}
    WHERE ${users.id} = ${userId} AND ${sessions.id} = ${sessionId} AND ${sessionOpen(now, questionId)}`;

/** A single question outside a session: at most UNSESSIONED_CAP_SECONDS. */
export const unsessionedGate = (userId: number, claimed: number, now: number): AnswerGate =>
  sql`SELECT min(${claimed}, ${UNSESSIONED_CAP_SECONDS}, ${spentSince(now, sql`0`)}) AS spent FROM ${users} WHERE ${users.id} = ${userId}`;

/** A readiness-exam item: the time since the server showed it. */
export const examItemGate = (userId: number, shownAt: number, now: number): AnswerGate =>
  sql`SELECT ${spentSince(now, sql`${shownAt}`)} AS spent FROM ${users} WHERE ${users.id} = ${userId}`;
