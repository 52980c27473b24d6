// Flags (issue 27): PUT /api/flags/{questionId} (idempotent), DELETE it, and
// GET /api/flags (the student's, newest first). Owner only; 404 for an unknown
// question or one of the readiness pool still sealed to the student.
import { Hono } from "hono";
import { zValidator } from "@hono/zod-validator";
import { z } from "zod";
import type { AppEnv } from "../env";
import { now as serverNow } from "../clock";
import { jsonError, validationHook } from "./errors";
import { requireUser } from "../middleware/auth";
import { listFlags, removeFlag, setFlag } from "../db/flags";

export const questionIdParam = z.object({
  questionId: z.coerce.number({ error: "questionId must be a number" }).int().positive().max(Number.MAX_SAFE_INTEGER),
});

export const flagRoutes = new Hono<AppEnv>()
  .use("/flags/*", requireUser)
  .use("/flags", requireUser)
  .get("/flags", async (c) => c.json(await listFlags(c.var.db, c.var.user!.id, serverNow(c))))
  .put("/flags/:questionId", zValidator("param", questionIdParam, validationHook), async (c) => {
    const flag = await setFlag(c.var.db, c.var.user!.id, c.req.valid("param").questionId, serverNow(c));
    return flag ? c.json(flag) : jsonError(c, 404, "Question not found");
  })
  .delete("/flags/:questionId", zValidator("param", questionIdParam, validationHook), async (c) => {
    const removed = await removeFlag(c.var.db, c.var.user!.id, c.req.valid("param").questionId, serverNow(c));
    return removed ? c.body(null, 204) : jsonError(c, 404, "Flag not found");
  });
