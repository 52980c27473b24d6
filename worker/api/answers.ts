// POST /api/answers: the server grades the answer itself (a client-sent
// isCorrect is ignored), stores it and updates the per-user aggregates, the
// session and the student's ability estimate in one D1 batch, so stats never
// drift from the raw answers. The session's rules (time limit, question count,
// drawn questions) are enforced inside that batch (db/answer-gate.ts), so
// parallel answers cannot get past them.
import { Hono } from "hono";
import { zValidator } from "@hono/zod-validator";
import { z } from "zod";
import type { AppEnv } from "../env";
import { jsonError, validationHook } from "./errors";
import { requireUser } from "../middleware/auth";
import { localDay } from "../../lib/dates";
import { now as serverNow } from "../clock";
import { gradedReply, gradeSubmission, type StoredQuestion } from "../../lib/formats/submission";
import type { Query } from "../db/query";
import { answerStatements } from "../db/record-answer";
import { SESSION_OPEN_SQL, sessionGate, unsessionedGate } from "../db/answer-gate";
import { ITEM_DIFFICULTY_SQL } from "../learning/ability";
import { POOL_OPEN_SQL, poolOpenParams, SEALED_MESSAGE } from "../learning/readiness-pool";
import { sessionRefusal, type SessionState } from "../../lib/session-rules";

const id = (name: string) => z.number({ error: `${name} must be a number` }).int(`${name} must be a whole number`).positive(`${name} must be positive`).max(Number.MAX_SAFE_INTEGER);

const answerSchema = z.strictObject({
  questionId: id("questionId"),
  // Single-answer items: the spec's selectedAnswer ("A"), or response. Every other format: response,
  // checked against the item's format (lib/formats); its shape is in the README.
  selectedAnswer: z.string({ error: "selectedAnswer must be an option label" }).min(1).max(8).optional(),
  response: z.unknown().optional(),
  isCorrect: z.boolean().optional(), // accepted for compatibility, never trusted
  // What the client measured; the server stores at most the time it observed itself.
  timeSpent: z.number({ error: "timeSpent must be a number of seconds" }).int().min(0, "timeSpent cannot be negative").max(86_400, "timeSpent is too large").default(0),
  sessionId: id("sessionId").nullish(),
});

interface QuestionRow extends StoredQuestion { categoryId: number; clientNeed: string; b: number; open: number; caseId: number | null; caseStep: number | null }
interface SessionRow extends SessionState { userId: number; inSession: number }

const SESSION_SQL = `SELECT user_id AS userId, session_type AS sessionType, finished_at AS finishedAt, started_at AS startedAt, time_limit AS timeLimit,
  total_questions AS total, answered_count AS answered, EXISTS (SELECT 1 FROM session_questions WHERE session_id = s.id) AS drawn,
  EXISTS (SELECT 1 FROM session_questions WHERE session_id = s.id AND question_id = ?) AS inSession, case_id IS NOT NULL AS isCase FROM sessions s WHERE id = ?`;

const asState = (s: SessionRow): SessionRow => ({ ...s, drawn: !!s.drawn, isCase: !!s.isCase }); // SQLite gives 0/1

const readSession = async (db: Query, sessionId: number, questionId: number) => {
  const s = await db.first<SessionRow>(SESSION_SQL, questionId, sessionId);
  return s && asState(s);
};

export const answerRoutes = new Hono<AppEnv>().post("/answers", requireUser, zValidator("json", answerSchema, validationHook), async (c) => {
  const { questionId, timeSpent, sessionId, ...submitted } = c.req.valid("json");
  const user = c.var.user!;
  const db = c.var.db;
  const now = serverNow(c);
  // The question and the session in one round trip. open: the question is not
  // a readiness-pool item whose key this student may not see yet.
  const [[q], [s]] = (await db.batch<Record<string, unknown>>([
    [`SELECT type, category_id AS categoryId, client_need AS clientNeed, ${ITEM_DIFFICULTY_SQL} AS b, options, correct_answer AS correctAnswer, explanation, body, case_id AS caseId, case_step AS caseStep, ${POOL_OPEN_SQL} AS open FROM questions q WHERE id = ?`, ...poolOpenParams(user.id, now), questionId],
    [SESSION_SQL, questionId, sessionId ?? 0],
  ])) as unknown as [[QuestionRow?], [SessionRow?]];
  if (!q) return jsonError(c, 404, "Question not found");
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
  const mode = sessionId == null ? "review" : s!.sessionType === "timed" ? "timed" : "practice";
  const gate = sessionId == null ? unsessionedGate(user.id, timeSpent, now) : sessionGate(user.id, sessionId, questionId, timeSpent, now);
  const answer = { userId: user.id, questionId, categoryId: q.categoryId, clientNeed: q.clientNeed, b: q.b, sessionId: sessionId ?? null, selectedAnswer, response: JSON.stringify(graded.response), isCorrect, points: score.points, maxPoints: score.maxPoints, at: now, day: localDay(now, user.timeZone), mode, type: q.type, caseId: q.caseId, caseStep: q.caseStep } as const;
  let inserted: { id: number }[];
  try {
    [inserted] = (await db.batch([
      ...answerStatements(answer, gate),
      // After the gated statements (the gate must see the session as it was): the same rules, and the seconds just stored.
      ...(sessionId != null
        ? [[`UPDATE sessions AS s SET answered_count = answered_count + 1, correct_answers = correct_answers + ?, points = points + ?, max_points = max_points + ?,
              time_spent = time_spent + (SELECT time_spent FROM answers WHERE session_id = s.id AND question_id = ?) WHERE id = ? AND user_id = ? AND ${SESSION_OPEN_SQL}`,
            isCorrect, score.points, score.maxPoints, questionId, sessionId, user.id, now, questionId] as [string, ...number[]],
          // A case-study session: the student's best on that case is at least what this attempt has earned so far.
          [`INSERT INTO case_bests (user_id, case_id, best_points, max_points, updated_at)
              SELECT s.user_id, s.case_id, s.points, cs.max_points, ? FROM sessions s JOIN case_studies cs ON cs.id = s.case_id WHERE s.id = ? AND s.user_id = ? AND true
              ON CONFLICT (user_id, case_id) DO UPDATE SET best_points = excluded.best_points, max_points = excluded.max_points, updated_at = excluded.updated_at
              WHERE excluded.best_points > case_bests.best_points OR excluded.max_points <> case_bests.max_points`, now, sessionId, user.id] as [string, ...number[]]]
        : []),
    ])) as [{ id: number }[]];
  } catch (e) {
    if (String(e).includes("UNIQUE constraint failed: answers.session_id")) return jsonError(c, 409, "This question is already answered in this session");
    throw e;
  }
  if (!inserted.length) {
    // The session changed between our read and the batch (a parallel answer, the deadline, finishing): say which rule held.
    const after = await readSession(db, sessionId!, questionId);
    return jsonError(c, 409, (after && sessionRefusal(after, now, !!after.inSession)) ?? "This answer could not be stored; please try again");
  }
  // The spec's reply for single-answer items (selectedAnswer, correctAnswer, options) plus, for every format, the graded parts.
  const spec = q.type === "single" ? { selectedAnswer, correctAnswer: q.correctAnswer, options: (graded.body as { options: unknown }).options } : {};
  return c.json({ id: inserted[0].id, questionId, ...spec, ...gradedReply(q, graded.body, graded.response, score) }, 201);
});
