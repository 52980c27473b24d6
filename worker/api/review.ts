// Spaced review (FSRS cards, lib/review): GET /api/review/due (the due
// questions like a draw, each with dueAt, oldest due first, at most 25) and
// GET /api/review/summary ({ dueToday, total, nextDueAt }). Answers go through
// POST /api/answers, which moves the cards. Only the student's own cards.
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { requireUser } from "../middleware/auth";
import { dueQuestions, reviewSummary } from "../db/review";
import { now as serverNow } from "../clock";
import { drawnQuestions, newDrawKey } from "../items/drawn";

export const reviewRoutes = new Hono<AppEnv>()
  .use("/review/*", requireUser)
  .get("/review/due", async (c) =>
    c.json(
      await drawnQuestions(
        c.env,
        await dueQuestions(c.var.db, c.var.user!.id, serverNow(c), c.var.user!.timeZone),
        newDrawKey(),
      ),
    ),
  )
  .get("/review/summary", async (c) =>
    c.json(await reviewSummary(c.var.db, c.var.user!.id, serverNow(c), c.var.user!.timeZone)),
  );
