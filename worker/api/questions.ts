// GET /api/categories and GET /api/questions/random (spec section 7). A draw
// with `sessionId` is recorded for that session (db/session-questions.ts).
import { Hono } from "hono";
import { zValidator } from "@hono/zod-validator";
import { z } from "zod";
import type { AppContext, AppEnv } from "../env";
import { jsonError, validationHook } from "./errors";
import { drawPlan, overallAbility } from "../db/draw";
import { HTTPException } from "hono/http-exception";
import { signedInUser, userOfClaims, type SignedInRow } from "../db/signed-in-user";
import { dtosOf, loadQuestions, sessionQuestionRows, type LoadedQuestionRow } from "../db/questions";
import { knownCategory, listCategories } from "../db/categories";
import { recordDraw, sessionForDraw, type DrawnSession } from "../db/session-questions";
import { noRows } from "../db/columns";
import { caseSlotIn, casesInTimedTest, DIFFICULTIES } from "../../lib/practice";
import { timedTestCaseItems, type TimedTestCaseItem } from "../db/case-studies";
import { STEP_NAMES } from "../../lib/cases/steps";
import { drawStepItems } from "../db/step-draw";
import { toPosterior } from "../learning/ability";
import { emptyPosterior, summarize } from "../../lib/irt/posterior";
import { now as serverNow } from "../clock";
import { drawnQuestions, newDrawKey, sessionDrawKey } from "../items/drawn";
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
  .get("/categories", async (c) => c.json(await listCategories(c.var.db)))
  .get("/questions/random", zValidator("query", randomQuery, validationHook), async (c) => {
    const query = c.req.valid("query");
    const claims = c.var.claims;
    const db = c.var.db;
    const now = serverNow(c);
    if (query.sessionId === undefined && query.step === undefined) return c.json(await plainDraw(c, query));
    // A session draw or a step drill: the user (when the cookie names one) and the session with what it holds, in one round trip.
    const sessionId = claims && query.sessionId;
    const [[userRow], [session], recorded] = await db.batch([
      claims ? signedInUser(db, claims, now) : db.orm.all<SignedInRow>(noRows),
      sessionId ? sessionForDraw(db, claims.userId, sessionId) : db.orm.all<DrawnSession>(noRows),
      sessionId ? sessionQuestionRows(db, sessionId) : db.orm.all<LoadedQuestionRow>(noRows),
    ] as const);
    const user = claims && userOfClaims(claims, userRow);
    if (query.step !== undefined) {
      if (query.sessionId !== undefined)
        return jsonError(c, 400, "A step drill is practice without a session draw: leave out sessionId");
      const items = await loadQuestions(db, await drawStepItems(db, query.step, query.count, query.categoryId ?? null));
      return c.json(await drawnQuestions(c.env, items, newDrawKey()));
    }
    if (!user || !session) return jsonError(c, 404, "Session not found");
    if (session.finishedAt) return jsonError(c, 409, "This session is already finished");
    // Element ids are the session's own (a timed test's keys stay on the server until its review).
    const shown = (dtos: Awaited<ReturnType<typeof dtosOf>>) =>
      drawnQuestions(c.env, dtos, sessionDrawKey(session.id), session.sessionType === "timed");
    if (recorded.length) return c.json(await shown(await dtosOf(db, recorded))); // the same questions again, never a new set
    if (session.answered > 0)
      return jsonError(c, 409, "This session already has answers; its questions cannot be drawn again");
    const count = Math.min(session.total, 150);
    const mode = session.sessionType === "timed" ? "timed" : query.mode;
    const withCase = session.sessionType === "timed" && casesInTimedTest(count) > 0; // a Full Test holds one practice case study
    const plan = drawPlan(db, {
      count: count - (withCase ? STEP_NAMES.length : 0),
      categoryId: session.categoryId,
      levels: DIFFICULTIES[query.difficulty],
      userId: user.id,
      now,
      formats: formatFilter(query.type),
    });
    const [ability, caseItems, ...seeks] = await db.batch([
      overallAbility(db, mode === "practice" && query.difficulty === "mixed" ? user.id : 0),
      withCase ? timedTestCaseItems(db, user.id) : db.orm.all<TimedTestCaseItem>(noRows),
      ...plan.queries,
    ] as const);
    const ids = plan.choose(seeks, thetaOf(ability));
    // The case's six items stay together, in step order.
    if (caseItems.length) ids.splice(caseSlotIn(ids.length), 0, ...caseItems.map((r) => r.id));
    return c.json(
      ids.length ? await shown(await recordDraw(db, session.id, ids, now, caseItems[0]?.caseId ?? null)) : [],
    );
  });

/** The student's ability for adaptive practice: undefined when it was not read (not adaptive). */
const thetaOf = (rows: { loglik: string; responses: number }[]) =>
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
  const now = serverNow(c);
  const adaptive = !!claims && query.difficulty === "mixed" && mode === "practice";
  const plan = drawPlan(db, {
    count,
    categoryId: categoryId ?? null,
    levels: DIFFICULTIES[query.difficulty],
    userId: claims?.userId ?? null,
    now,
    formats: formatFilter(query.type),
  });
  const [[userRow], category, ability, ...seeks] = await db.batch([
    claims ? signedInUser(db, claims, now) : db.orm.all<SignedInRow>(noRows),
    knownCategory(db, categoryId ?? 0),
    overallAbility(db, adaptive ? claims.userId : 0),
    ...plan.queries,
  ] as const);
  if (categoryId !== undefined && !category.length) throw new HTTPException(404, { message: "Unknown category" });
  const user = claims && userOfClaims(claims, userRow);
  // A cookie whose session was revoked draws as a visitor: its history neither orders nor filters the draw.
  const theta = adaptive && user ? (thetaOf(ability) ?? summarize(emptyPosterior()).theta) : undefined;
  const ids = user
    ? plan.choose(seeks, theta)
    : plan.choose(seeks.map((rows) => rows.map((r) => ({ ...r, recent: 0 }))));
  // A signed-in student's timed draw carries no key; a visitor's is graded in the browser, so keeps its keys.
  return drawnQuestions(c.env, await loadQuestions(db, ids), newDrawKey(), mode === "timed" && !!user);
}
