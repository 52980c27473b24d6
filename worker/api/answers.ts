// POST /api/answers: the server grades the answer itself (a client-sent
// isCorrect is ignored), stores it and updates the per-user aggregates and the
// session and the student's ability estimate in one D1 batch, so stats never
// drift from the raw answers.
import { Hono } from "hono";
import { zValidator } from "@hono/zod-validator";
import { z } from "zod";
import type { AppEnv } from "../env";
import { jsonError, validationHook } from "./errors";
import { requireUser } from "../middleware/auth";
import { localDay } from "../../lib/dates";
import { now as serverNow } from "../clock";
import type { QuestionOption } from "../db/questions";
import type { Statement } from "../db/query";
import { answerStatements } from "../db/record-answer";
import { ITEM_DIFFICULTY_SQL } from "../learning/ability";
import { IN_RUNNING_EXAM_SQL } from "../learning/readiness-store";

const id = (name: string) => z.number({ error: `${name} must be a number` }).int(`${name} must be a whole number`).positive(`${name} must be positive`).max(Number.MAX_SAFE_INTEGER);

const answerSchema = z.strictObject({
  questionId: id("questionId"),
  selectedAnswer: z.string({ error: "selectedAnswer is required" }).min(1).max(8),
  isCorrect: z.boolean().optional(), // accepted for compatibility, never trusted
  timeSpent: z.number({ error: "timeSpent must be a number of seconds" }).int().min(0, "timeSpent cannot be negative").max(86_400, "timeSpent is too large").default(0),
  sessionId: id("sessionId").nullish(),
});

export const answerRoutes = new Hono<AppEnv>().post("/answers", requireUser, zValidator("json", answerSchema, validationHook), async (c) => {
  const { questionId, selectedAnswer, timeSpent, sessionId } = c.req.valid("json");
  const user = c.var.user!;
  const db = c.var.db;
  // The question and the session in one round trip. inExam: the question is the
  // current (or an answered) item of the caller's running readiness exam, whose
  // key must not be revealed before the exam ends (a few index probes).
  const [[q], [s]] = await db.batch<Record<string, unknown>>([
    [`SELECT category_id AS categoryId, client_need AS clientNeed, ${ITEM_DIFFICULTY_SQL} AS b, options, correct_answer AS correctAnswer, explanation, ${IN_RUNNING_EXAM_SQL} AS inExam FROM questions q WHERE id = ?`, user.id, Date.now(), questionId],
    ["SELECT user_id AS userId, session_type AS sessionType, finished_at AS finishedAt, total_questions AS total, answered_count AS answered FROM sessions WHERE id = ?", sessionId ?? 0],
  ]) as [[{ categoryId: number; clientNeed: string; b: number; options: string; correctAnswer: string; explanation: string; inExam: number }?], [{ userId: number; sessionType: string; finishedAt: number | null; total: number; answered: number }?]];
  if (!q) return jsonError(c, 404, "Question not found");
  if (q.inExam) return jsonError(c, 409, "This question is part of your readiness exam in progress; answer it there. Its key and rationale are shown in the review when the exam ends.");
  const options = JSON.parse(q.options) as QuestionOption[];
  const labels = options.map((o) => o.label);
  if (!labels.includes(selectedAnswer)) return jsonError(c, 400, `selectedAnswer must be one of ${labels.join(", ")}`);
  if (sessionId != null) {
    if (!s || s.userId !== user.id) return jsonError(c, 404, "Session not found");
    if (s.finishedAt) return jsonError(c, 409, "This session is already finished");
    if (s.answered >= s.total) return jsonError(c, 409, "Every question in this session is already answered");
  }
  const isCorrect: 0 | 1 = selectedAnswer === q.correctAnswer ? 1 : 0;
  const now = serverNow(c);
  const day = localDay(now, user.timeZone);
  try {
    const [inserted] = await db.batch<{ id: number }>([
      ...answerStatements({ userId: user.id, questionId, categoryId: q.categoryId, clientNeed: q.clientNeed, b: q.b, sessionId: sessionId ?? null, selectedAnswer, isCorrect, timeSpent, at: now, day, mode: !s || sessionId == null ? "review" : s.sessionType === "timed" ? "timed" : "practice" }),
      ...(sessionId != null
        ? [["UPDATE sessions SET answered_count = answered_count + 1, correct_answers = correct_answers + ?, time_spent = time_spent + ? WHERE id = ? AND user_id = ?", isCorrect, timeSpent, sessionId, user.id] as Statement]
        : []),
    ]);
    return c.json({ id: inserted[0].id, questionId, selectedAnswer, isCorrect: isCorrect === 1, correctAnswer: q.correctAnswer, explanation: q.explanation, options }, 201);
  } catch (e) {
    if (String(e).includes("UNIQUE constraint failed: answers.session_id")) return jsonError(c, 409, "This question is already answered in this session");
    throw e;
  }
});
