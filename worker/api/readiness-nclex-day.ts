// The NCLEX-day run's own steps (issue 28): "begin" ends the tutorial and
// starts the 5-hour clock; a break offer is answered (take or decline: the
// clock keeps running either way); "resume" ends a break at the same item.
// Each replies with the exam's view; a step that does not apply is 409.
import { Hono, type Context } from "hono";
import { zValidator } from "@hono/zod-validator";
import { z } from "zod";
import type { AppEnv } from "../env";
import { jsonError, validationHook } from "./errors";
import { TIME_LIMIT_MINUTES } from "../../lib/irt/readiness";
import { breakOffered } from "../../lib/readiness-nclex-day";
import { now as serverNow } from "../clock";
import { loadExam } from "../db/readiness/exams";
import { answerBreakOffer, beginExam, resumeExam } from "../db/readiness/nclex-day";
import { elapsedMinutes, settleExpired } from "../learning/readiness-store";
import { examView } from "../learning/readiness-report";

const idParam = z.object({
  id: z.coerce.number({ error: "The exam id must be a number" }).int().positive().max(Number.MAX_SAFE_INTEGER),
});
const breakSchema = z.strictObject({ take: z.boolean({ error: "take must be true or false" }) });

/** The caller's running exam, settled if its time ran out; a reply when it is missing or over. */
async function running(c: Context<AppEnv>, id: number) {
  const now = serverNow(c);
  const loaded = await loadExam(c.var.db, c.var.user!.id, id);
  if (!loaded) return { error: jsonError(c, 404, "Readiness exam not found") } as const;
  const exam = await settleExpired(c.var.db, loaded.exam, loaded.items, now);
  if (exam.status !== "active") return { error: jsonError(c, 409, "This exam has already ended") } as const;
  return { exam, now } as const;
}

async function reply(c: Context<AppEnv>, id: number, now: number) {
  const loaded = (await loadExam(c.var.db, c.var.user!.id, id))!;
  return c.json(await examView(c.var.db, loaded.exam, loaded.items, now, c.env));
}

export const nclexDayRoutes = new Hono<AppEnv>()
  .post("/readiness-exams/:id/begin", zValidator("param", idParam, validationHook), async (c) => {
    const { id } = c.req.valid("param");
    const r = await running(c, id);
    if (r.error) return r.error;
    const [begun] = await c.var.db.one(beginExam(c.var.db, id, r.now, TIME_LIMIT_MINUTES * 60_000));
    if (!begun) return jsonError(c, 409, "This exam has already begun");
    return reply(c, id, r.now);
  })
  .post(
    "/readiness-exams/:id/break",
    zValidator("param", idParam, validationHook),
    zValidator("json", breakSchema, validationHook),
    async (c) => {
      const { id } = c.req.valid("param");
      const r = await running(c, id);
      if (r.error) return r.error;
      const { exam, now } = r;
      if (
        exam.mode !== "nclex-day" ||
        exam.inTutorial ||
        exam.breakStartedAt !== null ||
        !breakOffered(elapsedMinutes(exam, now), exam.breakOffers)
      )
        return jsonError(c, 409, "No break is offered now");
      const [answered] = await c.var.db.one(
        answerBreakOffer(c.var.db, id, exam.breakOffers, c.req.valid("json").take, now),
      );
      if (!answered) return jsonError(c, 409, "No break is offered now");
      return reply(c, id, now);
    },
  )
  .post("/readiness-exams/:id/resume", zValidator("param", idParam, validationHook), async (c) => {
    const { id } = c.req.valid("param");
    const r = await running(c, id);
    if (r.error) return r.error;
    const [resumed] = await c.var.db.one(resumeExam(c.var.db, id, r.now));
    if (!resumed) return jsonError(c, 409, "This exam is not on a break");
    return reply(c, id, r.now);
  });
