// GET /api/categories and GET /api/questions/random (spec section 7). A draw
// with `sessionId` is recorded for that session (db/session-questions.ts).
import { Hono } from "hono";
import { zValidator } from "@hono/zod-validator";
import { z } from "zod";
import type { AppContext, AppEnv } from "../env";
import { jsonError, validationHook } from "./errors";
import { drawPlan } from "../db/draw";
import type { Statement } from "../db/query";
import { HTTPException } from "hono/http-exception";
import { sessionUserOf, sessionUserStatement, type SessionUserRow } from "../auth/session";
import { dtosOf, loadQuestions } from "../db/questions";
import { recordDraw, sessionForDrawStatements, type DrawnSession } from "../db/session-questions";
import { caseSlotIn, casesInTimedTest, DIFFICULTIES } from "../../lib/practice";
import { caseForTimedTestStatement } from "../db/case-studies";
import { STEP_NAMES } from "../../lib/cases/steps";
import { drawStepItems } from "../db/step-draw";
import { OVERALL, toPosterior } from "../learning/ability";
import { emptyPosterior, summarize } from "../../lib/irt/posterior";
import { now as serverNow } from "../clock";
import { formatFilter, TYPE_FILTERS } from "../../lib/format-mix";

const randomQuery = z.strictObject({
  categoryId: z.coerce.number({ error: "categoryId must be a number" }).int().positive().optional(),
  count: z.coerce
    .number({ error: "count must be a number" })
    .int("count must be a whole number")
    .min(1, "count must be between 1 and 100")
    .max(100, "count must be between 1 and 100")
    .default(10),
  difficulty: z
    .enum(["easy", "medium", "hard", "mixed"], { error: "difficulty must be easy, medium, hard or mixed" })
    .default("mixed"),
  // Timed tests sample the bank as it is; practice at 'mixed' adapts to the student.
  mode: z.enum(["practice", "timed"], { error: "mode must be practice or timed" }).default("practice"),
  // One format, or `ngn` for every Next Generation format; without it, the realistic mix (lib/format-mix.ts).
  type: z.enum(TYPE_FILTERS, { error: `type must be one of ${TYPE_FILTERS.join(", ")}` }).optional(),
  // The session these questions are for: its size, category and type decide the draw, and the server records it.
  sessionId: z.coerce
    .number({ error: "sessionId must be a number" })
    .int()
    .positive()
    .max(Number.MAX_SAFE_INTEGER)
    .optional(),
  // A clinical-judgment drill: case items of this step (1..6), each with its case's chart at that step.
  step: z.coerce
    .number({ error: "step must be a number from 1 to 6" })
    .int("step must be a number from 1 to 6")
    .min(1, "step must be a number from 1 to 6")
    .max(6, "step must be a number from 1 to 6")
    .optional(),
});

export const questionRoutes = new Hono<AppEnv>()
  .get("/categories", async (c) => {
    const rows = await c.var.db.rawAll<{ id: number; name: string; questionCount: number }>(
      "SELECT id, name, question_count AS questionCount FROM categories ORDER BY id",
    );
    return c.json(rows);
  })
  .get("/questions/random", zValidator("query", randomQuery, validationHook), async (c) => {
    const query = c.req.valid("query");
    const claims = c.var.claims;
    const db = c.var.db;
    if (query.sessionId === undefined && query.step === undefined) return c.json(await plainDraw(c, query));
    // A session draw or a step drill: the user (when the cookie names one) and the session with what it holds, in one round trip.
    const [[userRow], sessionRows = [], recorded = []] = (await db.rawBatch([
      claims ? sessionUserStatement(claims) : NO_ROWS,
      ...(query.sessionId !== undefined && claims ? sessionForDrawStatements(claims.userId, query.sessionId) : []),
    ])) as [[SessionUserRow?], DrawnSession[]?, unknown[]?];
    const session = sessionRows[0];
    const user = claims && sessionUserOf(claims, userRow);
    if (query.step !== undefined) {
      if (query.sessionId !== undefined)
        return jsonError(c, 400, "A step drill is practice without a session draw: leave out sessionId");
      return c.json(
        await loadQuestions(db, await drawStepItems(db, query.step, query.count, query.categoryId ?? null)),
      );
    }
    if (!user || !session) return jsonError(c, 404, "Session not found");
    if (session.finishedAt) return jsonError(c, 409, "This session is already finished");
    if (recorded?.length) return c.json(await dtosOf(db, recorded)); // the same questions again, never a new set
    if (session.answered > 0)
      return jsonError(c, 409, "This session already has answers; its questions cannot be drawn again");
    const count = Math.min(session.total, 150);
    const mode = session.sessionType === "timed" ? "timed" : query.mode;
    const withCase = session.sessionType === "timed" && casesInTimedTest(count) > 0; // a Full Test holds one practice case study
    const plan = drawPlan({
      count: count - (withCase ? STEP_NAMES.length : 0),
      categoryId: session.categoryId,
      levels: DIFFICULTIES[query.difficulty],
      userId: user.id,
      formats: formatFilter(query.type),
    });
    const [ability, caseItems, ...seeks] = (await db.rawBatch([
      abilityStatement(mode === "practice" && query.difficulty === "mixed" ? user.id : 0),
      withCase ? caseForTimedTestStatement(user.id) : NO_ROWS,
      ...plan.statements,
    ])) as [AbilityRow[], { id: number; caseId: number }[], ...unknown[][]];
    const ids = plan.choose(seeks, thetaOf(ability));
    // The case's six items stay together, in step order.
    if (caseItems.length) ids.splice(caseSlotIn(ids.length), 0, ...caseItems.map((r) => r.id));
    return c.json(ids.length ? await recordDraw(db, session.id, ids, serverNow(c), caseItems[0]?.caseId ?? null) : []);
  });

type AbilityRow = { loglik: string; responses: number };
const NO_ROWS: Statement = ["SELECT NULL WHERE 0"];
const abilityStatement = (userId: number): Statement => [
  "SELECT loglik, responses FROM user_ability WHERE user_id = ? AND area = ?",
  userId,
  OVERALL,
];
/** The student's ability for adaptive practice: undefined when it was not read (not adaptive). */
const thetaOf = (rows: AbilityRow[]) =>
  rows.length ? summarize(toPosterior(rows[0].loglik, rows[0].responses)).theta : undefined;

/**
 * A plain draw (no session, no step) in two round trips: the user, the
 * category check, the student's ability and the draw's seeks together, then
 * the chosen questions.
 */
async function plainDraw(c: AppContext, query: z.infer<typeof randomQuery>) {
  const { categoryId, count, mode } = query;
  const claims = c.var.claims;
  const db = c.var.db;
  const adaptive = !!claims && query.difficulty === "mixed" && mode === "practice";
  const plan = drawPlan({
    count,
    categoryId: categoryId ?? null,
    levels: DIFFICULTIES[query.difficulty],
    userId: claims?.userId ?? null,
    formats: formatFilter(query.type),
  });
  const [[userRow], category, ability, ...seeks] = (await db.rawBatch([
    claims ? sessionUserStatement(claims) : NO_ROWS,
    ["SELECT 1 AS ok FROM categories WHERE id = ?", categoryId ?? 0],
    abilityStatement(adaptive ? claims.userId : 0),
    ...plan.statements,
  ])) as [[SessionUserRow?], unknown[], AbilityRow[], ...unknown[][]];
  if (categoryId !== undefined && !category.length) throw new HTTPException(404, { message: "Unknown category" });
  const user = claims && sessionUserOf(claims, userRow);
  // A cookie whose session was revoked draws as a visitor: its history neither orders nor filters the draw.
  const theta = adaptive && user ? (thetaOf(ability) ?? summarize(emptyPosterior()).theta) : undefined;
  const ids = user
    ? plan.choose(seeks, theta)
    : plan.choose(seeks.map((rows) => (rows as { recent: number }[]).map((r) => ({ ...r, recent: 0 }))));
  return loadQuestions(db, ids);
}
