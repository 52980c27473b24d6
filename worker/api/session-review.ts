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
import { loadSessionReview } from "../db/session-review";
import { toSessionDto } from "../db/sessions";

export const sessionIdParam = z.object({
  id: z.coerce.number({ error: "Session id must be a number" }).int().positive().max(Number.MAX_SAFE_INTEGER),
});

export const sessionReviewRoutes = new Hono<AppEnv>().get(
  "/sessions/:id/review",
  requireUser,
  zValidator("param", sessionIdParam, validationHook),
  async (c) => {
    const review = await loadSessionReview(c.var.db, c.var.user!.id, c.req.valid("param").id, serverNow(c));
    if (!review) return jsonError(c, 404, "Session not found");
    if (!review.entries) return jsonError(c, 409, "This timed test is still running: its review opens when it ends");
    return c.json({ session: { ...toSessionDto(review.session), running: review.running }, entries: review.entries });
  },
);
