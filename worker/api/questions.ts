// GET /api/categories and GET /api/questions/random (spec section 7). A draw
// with `sessionId` is recorded for that session (db/session-questions.ts).
import { Hono } from "hono";
import { zValidator } from "@hono/zod-validator";
import { z } from "zod";
import type { AppEnv } from "../env";
import { jsonError, validationHook } from "./errors";
import { drawQuestionIds } from "../db/draw";
import { loadQuestions } from "../db/questions";
import { ownSessionForDraw, recordDraw, recordedQuestionIds } from "../db/session-questions";
import { caseSlotIn, casesInTimedTest, DIFFICULTIES } from "../../lib/practice";
import { caseForTimedTest } from "../db/case-studies";
import { drawStepItems } from "../db/step-draw";
import { OVERALL, toPosterior } from "../learning/ability";
import { emptyPosterior, summarize } from "../../lib/irt/posterior";
import { now as serverNow } from "../clock";
import { formatFilter, TYPE_FILTERS } from "../../lib/format-mix";

const randomQuery = z.strictObject({
  categoryId: z.coerce.number({ error: "categoryId must be a number" }).int().positive().optional(),
  count: z.coerce.number({ error: "count must be a number" }).int("count must be a whole number").min(1, "count must be between 1 and 100").max(100, "count must be between 1 and 100").default(10),
  difficulty: z.enum(["easy", "medium", "hard", "mixed"], { error: "difficulty must be easy, medium, hard or mixed" }).default("mixed"),
  // Timed tests sample the bank as it is; practice at 'mixed' adapts to the student.
  mode: z.enum(["practice", "timed"], { error: "mode must be practice or timed" }).default("practice"),
  // One format, or `ngn` for every Next Generation format; without it, the realistic mix (lib/format-mix.ts).
  type: z.enum(TYPE_FILTERS, { error: `type must be one of ${TYPE_FILTERS.join(", ")}` }).optional(),
  // The session these questions are for: its size, category and type decide the draw, and the server records it.
  sessionId: z.coerce.number({ error: "sessionId must be a number" }).int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  // A clinical-judgment drill: case items of this step (1..6), each with its case's chart at that step.
  step: z.coerce.number({ error: "step must be a number from 1 to 6" }).int("step must be a number from 1 to 6").min(1, "step must be a number from 1 to 6").max(6, "step must be a number from 1 to 6").optional(),
});

export const questionRoutes = new Hono<AppEnv>()
  .get("/categories", async (c) => {
    const rows = await c.var.db.all<{ id: number; name: string; questionCount: number }>("SELECT id, name, question_count AS questionCount FROM categories ORDER BY id");
    return c.json(rows);
  })
  .get("/questions/random", zValidator("query", randomQuery, validationHook), async (c) => {
    const query = c.req.valid("query");
    const user = c.var.user;
    const db = c.var.db;
    let { categoryId, count, mode } = query;
    const session = query.sessionId === undefined ? null : user ? await ownSessionForDraw(db, user.id, query.sessionId) : null;
    if (query.sessionId !== undefined) {
      if (!session) return jsonError(c, 404, "Session not found");
      if (session.finishedAt) return jsonError(c, 409, "This session is already finished");
      const recorded = await recordedQuestionIds(db, session.id);
      if (recorded.length) return c.json(await loadQuestions(db, recorded)); // the same questions again, never a new set
      if (session.answered > 0) return jsonError(c, 409, "This session already has answers; its questions cannot be drawn again");
      [categoryId, count, mode] = [session.categoryId ?? undefined, Math.min(session.total, 150), session.sessionType === "timed" ? "timed" : mode];
    }
    if (query.step !== undefined) {
      if (session) return jsonError(c, 400, "A step drill is practice without a session draw: leave out sessionId");
      return c.json(await loadQuestions(db, await drawStepItems(db, query.step, count, categoryId ?? null)));
    }
    const adaptive = !!user && query.difficulty === "mixed" && mode === "practice";
    // The category check and the student's ability in one round trip (D1 is remote in production).
    const [category, ability] = (await db.batch([
      ["SELECT 1 AS ok FROM categories WHERE id = ?", categoryId ?? 0],
      ["SELECT loglik, responses FROM user_ability WHERE user_id = ? AND area = ?", adaptive ? user.id : 0, OVERALL],
    ])) as [unknown[], { loglik: string; responses: number }[]];
    if (categoryId !== undefined && !category.length) return c.json({ message: "Unknown category" }, 404);
    const theta = adaptive ? summarize(ability[0] ? toPosterior(ability[0].loglik, ability[0].responses) : emptyPosterior()).theta : undefined;
    // A Full Test holds one practice case study, its six items together in step order.
    const caseItems = session?.sessionType === "timed" && casesInTimedTest(count) ? await caseForTimedTest(db, user!.id) : [];
    let ids = await drawQuestionIds(db, { count: count - caseItems.length, categoryId: categoryId ?? null, levels: DIFFICULTIES[query.difficulty], userId: user?.id ?? null, theta, formats: formatFilter(query.type) });
    if (caseItems.length) ids.splice(caseSlotIn(ids.length), 0, ...caseItems);
    if (session && ids.length) ids = await recordDraw(db, session.id, ids, serverNow(c));
    return c.json(await loadQuestions(db, ids));
  });
