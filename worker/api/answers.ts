// POST /api/answers: the server grades the answer itself (a client-sent
// isCorrect is ignored), stores it and updates the per-user aggregates, the
// session and the student's ability estimate in one D1 batch, so stats never
// drift from the raw answers. The session's rules (time limit, question count,
// drawn questions) are enforced inside that batch (db/answers/gate.ts), so
// parallel answers cannot get past them.
// Two round trips: the reads (the signed-in user, the question, the session,
// a replay of the same clientAnswerId, the question's review card), then the writes. This route is mounted
// before loadUser, so the session cookie's row is checked in the first batch.
import { Hono } from "hono";
import { zValidator } from "@hono/zod-validator";
import { z } from "zod";
import type { AppEnv } from "../env";
import { jsonError, validationHook } from "./errors";
import { cookieTimeZone, requireClaims, SIGN_IN_MESSAGE } from "../middleware/auth";
import { timeZoneUpdate } from "../db/auth";
import { localDay } from "../../lib/dates";
import { answeredAtProblem } from "../../lib/answer-time";
import { now as serverNow } from "../clock";
import { bodyOfStored, gradedReply, gradeSubmission, type Submission } from "../../lib/formats/submission";
import { relabels } from "../../lib/formats/relabel";
import { caseDrawKey, drawnBody, PLAIN_DRAW_KEY, sessionDrawKey } from "../items/drawn";
import type { Query } from "../db/query";
import { answerWrites } from "../db/answers/record";
import { sessionAnswerWrites } from "../db/answers/session";
import { sessionGate, unsessionedGate } from "../db/answers/gate";
import { isClientIdConflict, storedAnswer, storedResponse, type StoredAnswer } from "../db/answers/replay";
import { questionToGrade, sessionToAnswer, type SessionToAnswer } from "../db/answers/reads";
import { abilityRows, answerAbilityUpdates, answeredBefore } from "../db/answers/ability";
import { signedInUser, userOfClaims } from "../db/signed-in-user";
import { cardAfterAnswer, reviewCard } from "../db/review-cards";
import { daysUntilDue } from "../../lib/review/schedule";
import { SEALED_MESSAGE } from "../learning/readiness-pool";
import { sessionRefusal } from "../../lib/session-rules";

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
  // The drawKey the question came with (a plain draw's; a session's and a case's are the server's own).
  drawKey: z.string().regex(PLAIN_DRAW_KEY, "drawKey must be the one the question was drawn with").optional(),
  answeredAt: z
    .number({ error: "answeredAt must be a time in epoch milliseconds" })
    .int("answeredAt must be a whole number of milliseconds")
    .positive("answeredAt must be a time in epoch milliseconds")
    .optional(),
});

type QuestionToGrade = Awaited<ReturnType<typeof questionToGrade>>[number];

const asState = (s: SessionToAnswer) => ({ ...s, drawn: !!s.drawn, isCase: !!s.isCase }); // SQLite gives 0/1

const readSession = async (db: Query, sessionId: number, questionId: number) => {
  const [s] = await db.one(sessionToAnswer(db, sessionId, questionId));
  return s && asState(s);
};

/** The reply: the spec's fields for single-answer items (selectedAnswer, correctAnswer, options) plus, for every format, the graded parts. */
function answerReply(
  q: QuestionToGrade,
  answerId: number,
  questionId: number,
  graded: Extract<Submission, { ok: true }>,
) {
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
    const { questionId, timeSpent, sessionId, clientAnswerId, answeredAt, drawKey, ...submitted } = c.req.valid("json");
    const claims = c.var.claims!;
    const db = c.var.db;
    const now = serverNow(c);
    const late = answeredAt === undefined ? null : answeredAtProblem(answeredAt, now);
    if (late) return jsonError(c, 400, late);
    // One round trip: the user, the question (open: not a readiness-pool item whose key this student may not
    // see yet), the session, a replay of the same clientAnswerId, the review card, and what the ability update
    // needs (the student's overall and area rows, and whether this question was answered before).
    const [[userRow], [q], [s], [replayed], [card], ability, before] = await db.batch([
      signedInUser(claims, now),
      questionToGrade(db, questionId, claims.userId, now),
      sessionToAnswer(db, sessionId ?? 0, questionId),
      storedAnswer(db, claims.userId, clientAnswerId),
      reviewCard(db, claims.userId, questionId),
      abilityRows(db, claims.userId, questionId),
      answeredBefore(db, claims.userId, questionId),
    ] as const);
    const user = userOfClaims(claims, userRow);
    if (!user) return jsonError(c, 401, SIGN_IN_MESSAGE);
    // The browser's zone files the answer's day (a zone changed since the last page is stored in this batch).
    const zone = cookieTimeZone(c) ?? user.timeZone;
    if (!q) return jsonError(c, 404, "Question not found");
    // Another student's session is refused before the answer is read, whatever its format.
    const mine = sessionId == null || (!!s && s.userId === user.id);
    // The item as the student's draw showed it (opaque element ids): a session's or a case's own draw key, else the
    // plain draw's key the question came with. Element ids say nothing, so only that draw's ids are accepted.
    const key =
      s && mine && s.isCase
        ? caseDrawKey(s.caseId!, user.id)
        : s && mine && s.drawn
          ? sessionDrawKey(sessionId!)
          : drawKey;
    const drawn = await drawnBody(c.env, q.type, bodyOfStored(q), key ?? "", questionId);
    const replay = (a: StoredAnswer) => {
      if (a.questionId !== questionId)
        return jsonError(c, 409, "This clientAnswerId was already used for another question");
      const stored = gradeSubmission(q, { response: drawn.toDrawn(storedResponse(a)) }, drawn.body);
      return stored.ok ? c.json(answerReply(q, a.id, questionId, stored), 200) : jsonError(c, 409, stored.message);
    };
    if (replayed) return replay(replayed);
    if (!q.open) return jsonError(c, 409, SEALED_MESSAGE);
    if (!mine) return jsonError(c, 404, "Session not found");
    if (!key && relabels(q.type))
      return jsonError(c, 400, "drawKey is required: send the one the question was drawn with");
    const graded = gradeSubmission(q, submitted, drawn.body);
    if (!graded.ok) return jsonError(c, 400, graded.message);
    const { score } = graded;
    if (sessionId != null) {
      const refusal = sessionRefusal(asState(s!), now, !!s!.inSession);
      if (refusal) return jsonError(c, 409, refusal);
      if (answeredAt !== undefined && answeredAt < s!.startedAt)
        return jsonError(c, 409, "This answer was given before its session started");
    }
    // Stored in content ids, so every later review reads it whatever draw it came from.
    const stored = drawn.toContent(graded.response);
    const selectedAnswer = q.type === "single" ? graded.selectedAnswer : JSON.stringify(stored);
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
      sessionId: sessionId ?? null,
      selectedAnswer,
      response: JSON.stringify(stored),
      isCorrect,
      points: score.points,
      maxPoints: score.maxPoints,
      at,
      day: localDay(at, zone),
      mode,
      type: q.type,
      caseId: q.caseId,
      caseStep: q.caseStep,
      clientAnswerId: clientAnswerId ?? null,
    } as const;
    // The learning engine: a first answer to the question adds its term to the overall and area grids.
    const marks = { points: score.points, maxPoints: score.maxPoints };
    const grids = before.length ? null : answerAbilityUpdates(ability, q.clientNeed, q.b, marks);
    // Spaced review: this answer creates or moves the question's card (lib/review), in the same batch.
    const review = cardAfterAnswer(
      db,
      user.id,
      questionId,
      card ?? null,
      { type: q.type, points: score.points, maxPoints: score.maxPoints, seconds: timeSpent },
      at,
      gate,
    );
    const writes = answerWrites(db, answer, gate, grids);
    let inserted: { id: number }[];
    try {
      [inserted] = await db.batch([
        writes.insert,
        ...writes.rest,
        ...(review ? [review.write] : []),
        ...(zone !== user.timeZone ? [timeZoneUpdate(db, user.id, zone)] : []),
        ...(sessionId != null
          ? sessionAnswerWrites(
              db,
              { userId: user.id, sessionId, questionId, isCorrect, points: score.points, maxPoints: score.maxPoints },
              now,
            )
          : []),
      ] as const);
    } catch (e) {
      // A parallel request with the same clientAnswerId stored it first (the batch rolled back): that stored answer is the reply.
      if (isClientIdConflict(e)) {
        const [first] = await db.one(storedAnswer(db, user.id, clientAnswerId));
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
