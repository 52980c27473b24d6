// GET /api/sessions/:id/review: a session question by question, for its owner
// only (404 for anyone else). A timed test still running gets 409 and no key;
// a practice session still running shows keys only for what is answered.
import { Hono } from "hono";
import { zValidator } from "@hono/zod-validator";
import { z } from "zod";
import type { AppEnv } from "../env";
import { jsonError, validationHook } from "./errors";
import { requireUser } from "../middleware/auth";
import { now as serverNow } from "../clock";
import { sessionReviewReads } from "../db/session-review";
import { toSessionDto } from "../db/sessions";
import { reviewEntry } from "../../lib/session-review";
import { answerDeadline } from "../../lib/session-rules";

const idParam = z.object({
  id: z.coerce.number({ error: "Session id must be a number" }).int().positive().max(Number.MAX_SAFE_INTEGER),
});

export const sessionReviewRoutes = new Hono<AppEnv>().get(
  "/sessions/:id/review",
  requireUser,
  zValidator("param", idParam, validationHook),
  async (c) => {
    const db = c.var.db;
    const userId = c.var.user!.id;
    const [[session], drawn, answered] = await db.batch(sessionReviewReads(db, userId, c.req.valid("param").id));
    if (!session) return jsonError(c, 404, "Session not found");
    const deadline = answerDeadline({ ...session, timeLimit: session.timeLimit });
    const running = !session.finishedAt && (deadline === null || serverNow(c) <= deadline);
    if (running && session.sessionType === "timed")
      return jsonError(c, 409, "This timed test is still running: its review opens when it ends");
    const byQuestion = new Map(
      answered.map((a) => [a.questionId, { ...a, maxPoints: a.answerMaxPoints, questionMaxPoints: a.maxPoints }]),
    );
    const questions = drawn.length ? drawn : answered.map((a) => ({ ...a, position: 0 }));
    const entries = questions.map((q, i) => {
      const a = byQuestion.get(q.id);
      return reviewEntry(i + 1, q, a, !running);
    });
    return c.json({ session: { ...toSessionDto(session), running }, entries });
  },
);
