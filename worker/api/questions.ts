// GET /api/categories and GET /api/questions/random (spec section 7).
import { Hono } from "hono";
import { zValidator } from "@hono/zod-validator";
import { z } from "zod";
import type { AppEnv } from "../env";
import { validationHook } from "./errors";
import { drawQuestionIds } from "../db/draw";
import { loadQuestions } from "../db/questions";
import { DIFFICULTIES } from "../../lib/practice";

const randomQuery = z.strictObject({
  categoryId: z.coerce.number({ error: "categoryId must be a number" }).int().positive().optional(),
  count: z.coerce.number({ error: "count must be a number" }).int("count must be a whole number").min(1, "count must be between 1 and 100").max(100, "count must be between 1 and 100").default(10),
  difficulty: z.enum(["easy", "medium", "hard", "mixed"], { error: "difficulty must be easy, medium, hard or mixed" }).default("mixed"),
});

export const questionRoutes = new Hono<AppEnv>()
  .get("/categories", async (c) => {
    const rows = await c.var.db.all<{ id: number; name: string; questionCount: number }>("SELECT id, name, question_count AS questionCount FROM categories ORDER BY id");
    return c.json(rows);
  })
  .get("/questions/random", zValidator("query", randomQuery, validationHook), async (c) => {
    const { categoryId, count, difficulty } = c.req.valid("query");
    if (categoryId !== undefined && !(await c.var.db.first("SELECT 1 FROM categories WHERE id = ?", categoryId)))
      return c.json({ message: "Unknown category" }, 404);
    const ids = await drawQuestionIds(c.var.db, { count, categoryId: categoryId ?? null, levels: DIFFICULTIES[difficulty], userId: c.var.user?.id ?? null });
    return c.json(await loadQuestions(c.var.db, ids));
  });
