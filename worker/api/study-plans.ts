// Study plans: list, create (validated against the sliders' ranges and steps),
// and complete (only the owner's plan, only once its target is reached; the
// final score is frozen at that moment).
import { Hono } from "hono";
import { zValidator } from "@hono/zod-validator";
import { z } from "zod";
import type { AppEnv } from "../env";
import { jsonError, validationHook } from "./errors";
import { requireUser } from "../middleware/auth";
import { completeStudyPlan, createStudyPlan, listStudyPlans } from "../db/study-plans";
import { now } from "../clock";
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
  .get("/study-plans", async (c) => c.json(await listStudyPlans(c.var.db, c.var.user!, now(c))))
  .post("/study-plans", zValidator("json", createSchema, validationHook), async (c) => {
    const { categoryId, targetScore, questionsPerDay } = c.req.valid("json");
    const user = c.var.user!;
    const { categoryName, planId } = await createStudyPlan(c.var.db, {
      userId: user.id,
      categoryId,
      targetScore,
      questionsPerDay,
    });
    if (!categoryName) return jsonError(c, 400, `Unknown category ${categoryId}`);
    if (!planId)
      return jsonError(
        c,
        409,
        `You already have an active study plan for ${categoryName}. Complete it before creating another.`,
      );
    const [plan] = await listStudyPlans(c.var.db, user, now(c), planId);
    return c.json(plan, 201);
  })
  .patch(
    "/study-plans/:id",
    zValidator("param", idParam, validationHook),
    zValidator("json", patchSchema, validationHook),
    async (c) => {
      const { id } = c.req.valid("param");
      const user = c.var.user!;
      const [plan] = await listStudyPlans(c.var.db, user, now(c), id);
      if (!plan) return jsonError(c, 404, "Study plan not found");
      if (plan.completed) return c.json(plan); // completing twice changes nothing
      if (plan.progress < 100)
        return jsonError(
          c,
          409,
          `This plan can be completed once your ${plan.category?.name ?? "category"} average reaches ${plan.targetScore}%. It is ${plan.currentScore}% now.`,
        );
      await completeStudyPlan(c.var.db, user.id, id, plan.currentScore, now(c));
      const [updated] = await listStudyPlans(c.var.db, user, now(c), id);
      return c.json(updated);
    },
  );
