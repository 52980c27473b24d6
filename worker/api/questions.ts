// GET /api/categories and GET /api/questions/random (spec section 7).
import { Hono } from "hono";
import { zValidator } from "@hono/zod-validator";
import { z } from "zod";
import type { AppEnv } from "../env";
import { validationHook } from "./errors";
import { drawQuestionIds } from "../db/draw";
import { loadQuestions } from "../db/questions";
import { DIFFICULTIES } from "../../lib/practice";
import { OVERALL, toPosterior } from "../learning/ability";
import { emptyPosterior, summarize } from "../../lib/irt/posterior";

const randomQuery = z.strictObject({
  categoryId: z.coerce.number({ error: "categoryId must be a number" }).int().positive().optional(),
  count: z.coerce.number({ error: "count must be a number" }).int("count must be a whole number").min(1, "count must be between 1 and 100").max(100, "count must be between 1 and 100").default(10),
  difficulty: z.enum(["easy", "medium", "hard", "mixed"], { error: "difficulty must be easy, medium, hard or mixed" }).default("mixed"),
  // Timed tests sample the bank as it is; practice at 'mixed' adapts to the student.
  mode: z.enum(["practice", "timed"], { error: "mode must be practice or timed" }).default("practice"),
});

export const questionRoutes = new Hono<AppEnv>()
  .get("/categories", async (c) => {
    const rows = await c.var.db.all<{ id: number; name: string; questionCount: number }>("SELECT id, name, question_count AS questionCount FROM categories ORDER BY id");
    return c.json(rows);
  })
  .get("/questions/random", zValidator("query", randomQuery, validationHook), async (c) => {
    const { categoryId, count, difficulty, mode } = c.req.valid("query");
    const user = c.var.user;
    const adaptive = !!user && difficulty === "mixed" && mode === "practice";
    // The category check and the student's ability in one round trip (D1 is remote in production).
    const [category, ability] = (await c.var.db.batch([
      ["SELECT 1 AS ok FROM categories WHERE id = ?", categoryId ?? 0],
      ["SELECT loglik, responses FROM user_ability WHERE user_id = ? AND area = ?", adaptive ? user.id : 0, OVERALL],
    ])) as [unknown[], { loglik: string; responses: number }[]];
    if (categoryId !== undefined && !category.length) return c.json({ message: "Unknown category" }, 404);
    const theta = adaptive ? summarize(ability[0] ? toPosterior(ability[0].loglik, ability[0].responses) : emptyPosterior()).theta : undefined;
    const ids = await drawQuestionIds(c.var.db, { count, categoryId: categoryId ?? null, levels: DIFFICULTIES[difficulty], userId: user?.id ?? null, theta });
    return c.json(await loadQuestions(c.var.db, ids));
  });
