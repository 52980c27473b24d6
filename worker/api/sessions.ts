// Practice and timed sessions: create, list, recent, finish (spec section 7).
// A timed test's clock starts when its questions are drawn (db/session-questions.ts).
import { Hono, type Context } from "hono";
import { zValidator } from "@hono/zod-validator";
import { z } from "zod";
import type { AppEnv } from "../env";
import { jsonError, validationHook } from "./errors";
import { requireUser } from "../middleware/auth";
import {
  categoryExists,
  createCaseSession,
  createSession,
  finishSession,
  listSessions,
  ownSession,
  practiceCase,
  toSessionDto,
} from "../db/sessions";
import { now as serverNow } from "../clock";
import { filtersToStore, studyFilterFields } from "../../lib/study-filters";

const createSchema = z.strictObject({
  sessionType: z.enum(["timed", "practice"], { error: "sessionType must be 'timed' or 'practice'" }),
  totalQuestions: z
    .number({ error: "totalQuestions must be a number" })
    .int()
    .min(1, "totalQuestions must be between 1 and 150")
    .max(150, "totalQuestions must be between 1 and 150"),
  correctAnswers: z.literal(0, { error: "correctAnswers must be 0 when a session starts" }).optional(),
  timeLimit: z
    .number({ error: "timeLimit must be a number of minutes" })
    .int()
    .min(1)
    .max(300, "timeLimit must be at most 300 minutes")
    .nullish(),
  categoryId: z
    .number({ error: "categoryId must be a number" })
    .int()
    .positive()
    .max(Number.MAX_SAFE_INTEGER)
    .nullish(),
  // A case-study session: its six items, in step order, are the session's questions (its size and category follow the case).
  caseId: z.number({ error: "caseId must be a number" }).int().positive().max(Number.MAX_SAFE_INTEGER).nullish(),
  // The test builder's filters (issue 27), lists or comma-separated text: the session's draw keeps them.
  ...studyFilterFields,
});

const idParam = z.object({
  id: z.coerce.number({ error: "Session id must be a number" }).int().positive().max(Number.MAX_SAFE_INTEGER),
});

/** A session over one practice case: created with its items recorded in step order, so answers are accepted for those six only. */
async function openCaseSession(
  c: Context<AppEnv>,
  sessionType: "timed" | "practice",
  caseId: number,
  timeLimit: number | null,
) {
  const db = c.var.db;
  const userId = c.var.user!.id;
  const found = await practiceCase(db, caseId);
  if (!found) return jsonError(c, 404, "Case study not found");
  const limit = sessionType === "timed" ? (timeLimit ?? found.itemCount * 2) : timeLimit;
  const id = await createCaseSession(db, {
    userId,
    sessionType,
    categoryId: found.categoryId,
    itemCount: found.itemCount,
    timeLimit: limit,
    caseId,
    now: serverNow(c),
  });
  return c.json(toSessionDto((await ownSession(db, userId, id))!), 201);
}

export const sessionRoutes = new Hono<AppEnv>()
  .use("/sessions/*", requireUser)
  .use("/sessions", requireUser)
  .post("/sessions", zValidator("json", createSchema, validationHook), async (c) => {
    const { sessionType, totalQuestions, timeLimit, categoryId, caseId, status, clientNeed, system } =
      c.req.valid("json");
    if (caseId != null) return openCaseSession(c, sessionType, caseId, timeLimit ?? null);
    const db = c.var.db;
    if (categoryId != null && !(await categoryExists(db, categoryId))) return jsonError(c, 400, "Unknown category");
    const limit = sessionType === "timed" ? (timeLimit ?? totalQuestions) : (timeLimit ?? null);
    const id = await createSession(db, {
      userId: c.var.user!.id,
      sessionType,
      categoryId: categoryId ?? null,
      totalQuestions,
      timeLimit: limit,
      now: serverNow(c),
      filters: filtersToStore({ status, clientNeed, system }),
    });
    return c.json(toSessionDto((await ownSession(db, c.var.user!.id, id))!), 201);
  })
  .get("/sessions", async (c) => c.json((await listSessions(c.var.db, c.var.user!.id, 100)).map(toSessionDto)))
  .get("/sessions/recent", async (c) => c.json((await listSessions(c.var.db, c.var.user!.id, 5)).map(toSessionDto)))
  .post("/sessions/:id/finish", zValidator("param", idParam, validationHook), async (c) => {
    const { id } = c.req.valid("param");
    const s = await ownSession(c.var.db, c.var.user!.id, id);
    if (!s) return jsonError(c, 404, "Session not found");
    if (s.finishedAt) return c.json(toSessionDto(s)); // finishing twice is harmless
    await finishSession(c.var.db, c.var.user!.id, id, serverNow(c));
    return c.json(toSessionDto((await ownSession(c.var.db, c.var.user!.id, id))!));
  });
