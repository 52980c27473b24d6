// Practice and timed sessions: create, list, recent, finish (spec section 7).
// A timed test's clock starts when its questions are drawn (db/session-questions.ts).
import { Hono, type Context } from "hono";
import { zValidator } from "@hono/zod-validator";
import { z } from "zod";
import type { AppEnv } from "../env";
import { jsonError, validationHook } from "./errors";
import { requireUser } from "../middleware/auth";
import type { Query } from "../db/query";
import { now as serverNow } from "../clock";

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
});

const idParam = z.object({
  id: z.coerce.number({ error: "Session id must be a number" }).int().positive().max(Number.MAX_SAFE_INTEGER),
});

interface SessionRow {
  id: number;
  sessionType: "timed" | "practice";
  categoryId: number | null;
  category: string | null;
  totalQuestions: number;
  answeredCount: number;
  correctAnswers: number;
  timeSpent: number;
  timeLimit: number | null;
  score: number | null;
  startedAt: number;
  finishedAt: number | null;
  createdAt: number;
}

const COLUMNS = `s.id, s.session_type AS sessionType, s.category_id AS categoryId, c.name AS category, s.total_questions AS totalQuestions,
  s.answered_count AS answeredCount, s.correct_answers AS correctAnswers, s.time_spent AS timeSpent, s.time_limit AS timeLimit, s.score,
  s.started_at AS startedAt, s.finished_at AS finishedAt, s.created_at AS createdAt`;

const iso = (ms: number | null) => (ms == null ? null : new Date(ms).toISOString());
export const toSessionDto = (r: SessionRow) => ({
  ...r,
  startedAt: iso(r.startedAt),
  createdAt: iso(r.createdAt),
  finishedAt: iso(r.finishedAt),
});

export const listSessions = (db: Query, userId: number, limit: number, type?: "timed" | "practice") =>
  db.rawAll<SessionRow>(
    `SELECT ${COLUMNS} FROM sessions s LEFT JOIN categories c ON c.id = s.category_id WHERE s.user_id = ?${type ? " AND s.session_type = ?" : ""} ORDER BY s.created_at DESC LIMIT ?`,
    ...(type ? [userId, type, limit] : [userId, limit]),
  );

const getOwn = (db: Query, userId: number, id: number) =>
  db.rawFirst<SessionRow>(
    `SELECT ${COLUMNS} FROM sessions s LEFT JOIN categories c ON c.id = s.category_id WHERE s.id = ? AND s.user_id = ?`,
    id,
    userId,
  );

/** A session over one practice case: created with its items recorded in step order, so answers are accepted for those six only. */
async function createCaseSession(
  c: Context<AppEnv>,
  sessionType: "timed" | "practice",
  caseId: number,
  timeLimit: number | null,
) {
  const db = c.var.db;
  const userId = c.var.user!.id;
  const found = await db.rawFirst<{ categoryId: number; itemCount: number }>(
    "SELECT category_id AS categoryId, item_count AS itemCount FROM case_studies WHERE id = ? AND active = 1 AND pool = 'practice'",
    caseId,
  );
  if (!found) return jsonError(c, 404, "Case study not found");
  const now = serverNow(c);
  const limit = sessionType === "timed" ? (timeLimit ?? found.itemCount * 2) : timeLimit;
  const [[row]] = await db.rawBatch<{ id: number }>([
    [
      "INSERT INTO sessions (user_id, session_type, category_id, total_questions, time_limit, started_at, created_at, case_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
      userId,
      sessionType,
      found.categoryId,
      found.itemCount,
      limit,
      now,
      now,
      caseId,
    ],
    [
      "INSERT INTO session_questions (session_id, question_id, position) SELECT (SELECT max(id) FROM sessions WHERE user_id = ?), id, case_step FROM questions WHERE case_id = ? AND active = 1",
      userId,
      caseId,
    ],
  ]);
  return c.json(toSessionDto((await getOwn(db, userId, row.id))!), 201);
}

export const sessionRoutes = new Hono<AppEnv>()
  .use("/sessions/*", requireUser)
  .use("/sessions", requireUser)
  .post("/sessions", zValidator("json", createSchema, validationHook), async (c) => {
    const { sessionType, totalQuestions, timeLimit, categoryId, caseId } = c.req.valid("json");
    if (caseId != null) return createCaseSession(c, sessionType, caseId, timeLimit ?? null);
    if (categoryId != null && !(await c.var.db.rawFirst("SELECT 1 FROM categories WHERE id = ?", categoryId)))
      return jsonError(c, 400, "Unknown category");
    const limit = sessionType === "timed" ? (timeLimit ?? totalQuestions) : (timeLimit ?? null);
    const now = serverNow(c);
    const row = await c.var.db.rawFirst<{ id: number }>(
      "INSERT INTO sessions (user_id, session_type, category_id, total_questions, time_limit, started_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id",
      c.var.user!.id,
      sessionType,
      categoryId ?? null,
      totalQuestions,
      limit,
      now,
      now,
    );
    return c.json(toSessionDto((await getOwn(c.var.db, c.var.user!.id, row!.id))!), 201);
  })
  .get("/sessions", async (c) => c.json((await listSessions(c.var.db, c.var.user!.id, 100)).map(toSessionDto)))
  .get("/sessions/recent", async (c) => c.json((await listSessions(c.var.db, c.var.user!.id, 5)).map(toSessionDto)))
  .post("/sessions/:id/finish", zValidator("param", idParam, validationHook), async (c) => {
    const { id } = c.req.valid("param");
    const s = await getOwn(c.var.db, c.var.user!.id, id);
    if (!s) return jsonError(c, 404, "Session not found");
    if (s.finishedAt) return c.json(toSessionDto(s)); // finishing twice is harmless
    // Timed tests count unanswered questions as wrong (also when finished after the
    // deadline); a practice session counts what was answered. The score is points of
    // points possible: an unanswered drawn question adds its max points (1 per question
    // not drawn by the server). Computed in SQL from the row as it is at this moment;
    // points <= possible, so at most 100.
    const counted = "CASE WHEN session_type = 'timed' THEN total_questions ELSE answered_count END";
    const unanswered = `coalesce((SELECT sum(q.max_points) FROM session_questions sq JOIN questions q ON q.id = sq.question_id
      WHERE sq.session_id = sessions.id AND NOT EXISTS (SELECT 1 FROM answers a WHERE a.session_id = sessions.id AND a.question_id = sq.question_id)), 0)
      + max(0, total_questions - answered_count - (SELECT count(*) FROM session_questions sq WHERE sq.session_id = sessions.id AND NOT EXISTS (SELECT 1 FROM answers a WHERE a.session_id = sessions.id AND a.question_id = sq.question_id)))`;
    const possible = `max_points + CASE WHEN session_type = 'timed' THEN ${unanswered} ELSE 0 END`;
    await c.var.db.rawRun(
      `UPDATE sessions SET total_questions = ${counted}, score = CASE WHEN ${possible} > 0 THEN round(min(points, ${possible}) * 1000.0 / (${possible})) / 10.0 END, finished_at = ?
        WHERE id = ? AND user_id = ? AND finished_at IS NULL`,
      serverNow(c),
      id,
      c.var.user!.id,
    );
    return c.json(toSessionDto((await getOwn(c.var.db, c.var.user!.id, id))!));
  });
