// POST /api/sessions/:id/retake ("Retake incorrect" on a previous test): a new
// tutor session of that test's questions below full marks, in the test's
// order. Owner only (404 for anyone else); a timed test still running cannot
// be retaken (its keys stay on the server until it ends), and a test without a
// question below full marks has nothing to retake (409 for both).
import { Hono } from "hono";
import { zValidator } from "@hono/zod-validator";
import type { AppEnv } from "../env";
import { jsonError, validationHook } from "./errors";
import { requireUser } from "../middleware/auth";
import { now as serverNow } from "../clock";
import { ownSession, toSessionDto } from "../db/sessions";
import { createRetakeSession, retakeReads } from "../db/retake";
import { retakeQuestionIds } from "../../lib/retake";
import { answerDeadline } from "../../lib/session-rules";
import { sessionIdParam } from "./session-review";

export const sessionRetakeRoutes = new Hono<AppEnv>().post(
  "/sessions/:id/retake",
  requireUser,
  zValidator("param", sessionIdParam, validationHook),
  async (c) => {
    const db = c.var.db;
    const userId = c.var.user!.id;
    const now = serverNow(c);
    const [[test], drawn, answered] = await db.batch(retakeReads(db, userId, c.req.valid("param").id));
    if (!test) return jsonError(c, 404, "Session not found");
    const deadline = answerDeadline({ ...test, timeLimit: test.timeLimit });
    const ended = !!test.finishedAt || (deadline !== null && now > deadline);
    if (!ended && test.sessionType === "timed")
      return jsonError(c, 409, "This timed test is still running: retake it once it ends");
    const ids = retakeQuestionIds({
      drawn: drawn.map((d) => d.questionId),
      answered: answered.map((a) => ({ questionId: a.questionId, isCorrect: a.isCorrect === 1 })),
      ended,
    });
    if (!ids.length) return jsonError(c, 409, "Every question of this test is at full marks: nothing to retake");
    const id = await createRetakeSession(db, userId, test, ids, now);
    return c.json(toSessionDto((await ownSession(db, userId, id))!), 201);
  },
);
