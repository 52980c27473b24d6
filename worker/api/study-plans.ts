// Study plans: list, create (validated against the sliders' ranges and steps),
// and complete (only the owner's plan, only once its target is reached; the
// final score is frozen at that moment).
import { Hono } from "hono";
import { zValidator } from "@hono/zod-validator";
import { z } from "zod";
import type { AppEnv } from "../env";
import { jsonError, validationHook } from "./errors";
import { requireUser } from "../middleware/auth";
import { listStudyPlans } from "../db/study-plans";
import { inRange, QUESTIONS_PER_DAY, TARGET_SCORE, type Range } from "../../lib/study-plan";

const slider = (name: string, r: Range) =>
  z
    .number({ error: `${name} must be a number` })
    .refine((n) => inRange(r, n), `${name} must be a whole number from ${r.min} to ${r.max} in steps of ${r.step}`);

const createSchema = z.strictObject({
  categoryId: z
    .number({ error: "categoryId must be a number" })
    .int("categoryId must be a whole number")
    .positive("categoryId must be positive")
    .max(Number.MAX_SAFE_INTEGER),
  targetScore: slider("targetScore", TARGET_SCORE),
  questionsPerDay: slider("questionsPerDay", QUESTIONS_PER_DAY),
});
const patchSchema = z.strictObject({
  completed: z.literal(true, { error: "completed must be true: a completed plan cannot be reopened" }),
});
const idParam = z.object({
  id: z.coerce.number({ error: "The plan id must be a number" }).int().positive().max(Number.MAX_SAFE_INTEGER),
});

export const studyPlanRoutes = new Hono<AppEnv>()
  .use("/study-plans", requireUser)
  .use("/study-plans/*", requireUser)
  .get("/study-plans", async (c) => c.json(await listStudyPlans(c.var.db, c.var.user!)))
  .post("/study-plans", zValidator("json", createSchema, validationHook), async (c) => {
    const { categoryId, targetScore, questionsPerDay } = c.req.valid("json");
    const user = c.var.user!;
    // One statement checks and inserts, so two concurrent creates for the same
    // category cannot both pass the one-active-plan check.
    const [[category], [created]] = (await c.var.db.rawBatch([
      ["SELECT name FROM categories WHERE id = ?", categoryId],
      [
        `INSERT INTO study_plans (user_id, category_id, target_score, questions_per_day)
         SELECT ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM categories WHERE id = ?)
            AND NOT EXISTS (SELECT 1 FROM study_plans WHERE user_id = ? AND category_id = ? AND completed = 0)
         RETURNING id`,
        user.id,
        categoryId,
        targetScore,
        questionsPerDay,
        categoryId,
        user.id,
        categoryId,
      ],
    ])) as [{ name: string }[], { id: number }[]];
    if (!category) return jsonError(c, 400, `Unknown category ${categoryId}`);
    if (!created)
      return jsonError(
        c,
        409,
        `You already have an active study plan for ${category.name}. Complete it before creating another.`,
      );
    const [plan] = await listStudyPlans(c.var.db, user, created.id);
    return c.json(plan, 201);
  })
  .patch(
    "/study-plans/:id",
    zValidator("param", idParam, validationHook),
    zValidator("json", patchSchema, validationHook),
    async (c) => {
      const { id } = c.req.valid("param");
      const user = c.var.user!;
      const [plan] = await listStudyPlans(c.var.db, user, id);
      if (!plan) return jsonError(c, 404, "Study plan not found");
      if (plan.completed) return c.json(plan); // completing twice changes nothing
      if (plan.progress < 100)
        return jsonError(
          c,
          409,
          `This plan can be completed once your ${plan.category?.name ?? "category"} average reaches ${plan.targetScore}%. It is ${plan.currentScore}% now.`,
        );
      // The guard in the WHERE clause makes a concurrent completion a no-op.
      await c.var.db.rawRun(
        "UPDATE study_plans SET completed = 1, current_score = ?, completed_at = ? WHERE id = ? AND user_id = ? AND completed = 0",
        plan.currentScore,
        Date.now(),
        id,
        user.id,
      );
      const [updated] = await listStudyPlans(c.var.db, user, id);
      return c.json(updated);
    },
  );
