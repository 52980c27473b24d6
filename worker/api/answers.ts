// POST /api/answers: the server grades the answer itself (a client-sent
// isCorrect is ignored), stores it and updates the per-user aggregates, the
// session and the student's ability estimate in one D1 batch, so stats never
// drift from the raw answers. The session's rules (time limit, question count,
// drawn questions) are enforced inside that batch (db/answer-gate.ts), so
// parallel answers cannot get past them.
// Two round trips: the reads (the signed-in user, the question, the session,
// a replay of the same clientAnswerId, the question's review card), then the writes. This route is mounted
// before loadUser, so the session cookie's row is checked in the first batch.
import { Hono } from "hono";
import { zValidator } from "@hono/zod-validator";
import { z } from "zod";
import type { AppEnv } from "../env";
import { jsonError, validationHook } from "./errors";
import { requireClaims, SIGN_IN_MESSAGE } from "../middleware/auth";
import { localDay } from "../../lib/dates";
import { answeredAtProblem } from "../../lib/answer-time";
import { now as serverNow } from "../clock";
import { gradedReply, gradeSubmission, type StoredQuestion, type Submission } from "../../lib/formats/submission";
import type { Query } from "../db/query";
import { answerStatements } from "../db/record-answer";
import { sessionAnswerStatements } from "../db/session-answer";
import { sessionGate, unsessionedGate } from "../db/answer-gate";
import { isClientIdConflict, storedAnswerStatement, storedResponse, type StoredAnswer } from "../db/answer-replay";
import { sessionUserOf, sessionUserStatement, type SessionUserRow } from "../auth/session";
import { ITEM_DIFFICULTY_SQL } from "../learning/ability";
import { cardAfterAnswer, cardStatement } from "../db/review-cards";
import { daysUntilDue, type CardState } from "../../lib/review/schedule";
import { POOL_OPEN_SQL, poolOpenParams, SEALED_MESSAGE } from "../learning/readiness-pool";
import { sessionRefusal, type SessionState } from "../../lib/session-rules";

const id = (name: string) =>
  z
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .positive(`${name} must be positive`)
    .max(Number.MAX_SAFE_INTEGER);

const answerSchema = z.strictObject({
  questionId: id("questionId"),
  // Single-answer items: the spec's selectedAnswer ("A"), or response. Every other format: response,
  // checked against the item's format (lib/formats); its shape is in the README.
  selectedAnswer: z.string({ error: "selectedAnswer must be an option label" }).min(1).max(8).optional(),
  response: z.unknown().optional(),
  isCorrect: z.boolean().optional(), // accepted for compatibility, never trusted
  // What the client measured; the server stores at most the time it observed itself.
  timeSpent: z
    .number({ error: "timeSpent must be a number of seconds" })
    .int()
    .min(0, "timeSpent cannot be negative")
    .max(86_400, "timeSpent is too large")
    .default(0),
  sessionId: id("sessionId").nullish(),
  // The offline outbox: the client's id for this answer (repeats return the stored answer), and when it was answered.
  clientAnswerId: z.uuid({ error: "clientAnswerId must be a UUID" }).optional(),
  answeredAt: z
    .number({ error: "answeredAt must be a time in epoch milliseconds" })
    .int("answeredAt must be a whole number of milliseconds")
    .positive("answeredAt must be a time in epoch milliseconds")
    .optional(),
});

interface QuestionRow extends StoredQuestion {
  categoryId: number;
  clientNeed: string;
  b: number;
  open: number;
  caseId: number | null;
  caseStep: number | null;
}
interface SessionRow extends SessionState {
  userId: number;
  inSession: number;
}

const SESSION_SQL = `SELECT user_id AS userId, session_type AS sessionType, finished_at AS finishedAt, started_at AS startedAt, time_limit AS timeLimit,
  total_questions AS total, answered_count AS answered, EXISTS (SELECT 1 FROM session_questions WHERE session_id = s.id) AS drawn,
  EXISTS (SELECT 1 FROM session_questions WHERE session_id = s.id AND question_id = ?) AS inSession, case_id IS NOT NULL AS isCase FROM sessions s WHERE id = ?`;

const asState = (s: SessionRow): SessionRow => ({ ...s, drawn: !!s.drawn, isCase: !!s.isCase }); // SQLite gives 0/1

const readSession = async (db: Query, sessionId: number, questionId: number) => {
  const s = await db.rawFirst<SessionRow>(SESSION_SQL, questionId, sessionId);
  return s && asState(s);
};

/** The reply: the spec's fields for single-answer items (selectedAnswer, correctAnswer, options) plus, for every format, the graded parts. */
function answerReply(q: QuestionRow, answerId: number, questionId: number, graded: Extract<Submission, { ok: true }>) {
  const spec =
    q.type === "single"
      ? {
          selectedAnswer: graded.selectedAnswer,
          correctAnswer: q.correctAnswer,
          options: (graded.body as { options: unknown }).options,
        }
      : {};
  return { id: answerId, questionId, ...spec, ...gradedReply(q, graded.body, graded.response, graded.score) };
}

export const answerRoutes = new Hono<AppEnv>().post(
  "/answers",
  requireClaims,
  zValidator("json", answerSchema, validationHook),
  async (c) => {
    const { questionId, timeSpent, sessionId, clientAnswerId, answeredAt, ...submitted } = c.req.valid("json");
    const claims = c.var.claims!;
    const db = c.var.db;
    const now = serverNow(c);
    const late = answeredAt === undefined ? null : answeredAtProblem(answeredAt, now);
    if (late) return jsonError(c, 400, late);
    // The user, the question, the session and a replay in one round trip. open: the question
    // is not a readiness-pool item whose key this student may not see yet.
    const [[userRow], [q], [s], [replayed], [card]] = (await db.rawBatch<Record<string, unknown>>([
      sessionUserStatement(claims, now),
      [
        `SELECT type, category_id AS categoryId, client_need AS clientNeed, ${ITEM_DIFFICULTY_SQL} AS b, options, correct_answer AS correctAnswer, explanation, body, case_id AS caseId, case_step AS caseStep, ${POOL_OPEN_SQL} AS open FROM questions q WHERE id = ?`,
        ...poolOpenParams(claims.userId, now),
        questionId,
      ],
      [SESSION_SQL, questionId, sessionId ?? 0],
      storedAnswerStatement(claims.userId, clientAnswerId),
      cardStatement(claims.userId, questionId),
    ])) as unknown as [[SessionUserRow?], [QuestionRow?], [SessionRow?], [StoredAnswer?], [CardState?]];
    const user = sessionUserOf(claims, userRow);
    if (!user) return jsonError(c, 401, SIGN_IN_MESSAGE);
    if (!q) return jsonError(c, 404, "Question not found");
    const replay = (a: StoredAnswer) => {
      if (a.questionId !== questionId)
        return jsonError(c, 409, "This clientAnswerId was already used for another question");
      const stored = gradeSubmission(q, { response: storedResponse(a) });
      return stored.ok ? c.json(answerReply(q, a.id, questionId, stored), 200) : jsonError(c, 409, stored.message);
    };
    if (replayed) return replay(replayed);
    if (!q.open) return jsonError(c, 409, SEALED_MESSAGE);
    // Another student's session is refused before the answer is read, whatever its format.
    if (sessionId != null && (!s || s.userId !== user.id)) return jsonError(c, 404, "Session not found");
    const graded = gradeSubmission(q, submitted);
    if (!graded.ok) return jsonError(c, 400, graded.message);
    const { score, selectedAnswer } = graded;
    if (sessionId != null) {
      const refusal = sessionRefusal(asState(s!), now, !!s!.inSession);
      if (refusal) return jsonError(c, 409, refusal);
    }
    const isCorrect: 0 | 1 = score.isCorrect ? 1 : 0;
    const at = answeredAt ?? now; // the day, streak and trend follow when the student answered
    const mode = sessionId == null ? "review" : s!.sessionType === "timed" ? "timed" : "practice";
    const gate =
      sessionId == null
        ? unsessionedGate(user.id, timeSpent, at)
        : sessionGate(user.id, sessionId, questionId, timeSpent, now);
    const answer = {
      userId: user.id,
      questionId,
      categoryId: q.categoryId,
      clientNeed: q.clientNeed,
      b: q.b,
      sessionId: sessionId ?? null,
      selectedAnswer,
      response: JSON.stringify(graded.response),
      isCorrect,
      points: score.points,
      maxPoints: score.maxPoints,
      at,
      day: localDay(at, user.timeZone),
      mode,
      type: q.type,
      caseId: q.caseId,
      caseStep: q.caseStep,
      clientAnswerId: clientAnswerId ?? null,
    } as const;
    // Spaced review: this answer creates or moves the question's card (lib/review), in the same batch.
    const review = cardAfterAnswer(
      user.id,
      questionId,
      card ?? null,
      { type: q.type, points: score.points, maxPoints: score.maxPoints, seconds: timeSpent },
      at,
      gate,
    );
    let inserted: { id: number }[];
    try {
      [inserted] = (await db.rawBatch([
        ...answerStatements(answer, gate),
        ...(review ? [review.statement] : []),
        ...(sessionId != null
          ? sessionAnswerStatements(
              { userId: user.id, sessionId, questionId, isCorrect, points: score.points, maxPoints: score.maxPoints },
              now,
            )
          : []),
      ])) as [{ id: number }[]];
    } catch (e) {
      // A parallel request with the same clientAnswerId stored it first (the batch rolled back): that stored answer is the reply.
      if (isClientIdConflict(e)) {
        const [sql, ...params] = storedAnswerStatement(user.id, clientAnswerId);
        const first = await db.rawFirst<StoredAnswer>(sql, ...params);
        if (first) return replay(first);
      }
      if (String(e).includes("UNIQUE constraint failed: answers.session_id"))
        return jsonError(c, 409, "This question is already answered in this session");
      throw e;
    }
    if (!inserted.length) {
      // The session changed between our read and the batch (a parallel answer, the deadline, finishing): say which rule held.
      const after = await readSession(db, sessionId!, questionId);
      return jsonError(
        c,
        409,
        (after && sessionRefusal(after, now, !!after.inSession)) ?? "This answer could not be stored; please try again",
      );
    }
    // When the question comes back in review ("Back in 3 days").
    const next = review && { dueAt: review.card.dueAt, days: daysUntilDue(review.card.dueAt, at) };
    return c.json({ ...answerReply(q, inserted[0].id, questionId, graded), ...(next ? { review: next } : {}) }, 201);
  },
);
