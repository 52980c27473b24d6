// GET /api/categories and GET /api/questions/random (spec section 7). A draw
// with `sessionId` is recorded for that session (db/session-questions.ts).
import { Hono } from "hono";
import { zValidator } from "@hono/zod-validator";
import type { z } from "zod";
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
import { formatFilter } from "../../lib/format-mix";
import { bankFilterOf, randomQuery, studyFiltersOf } from "./draw-query";
import { filteredDrawPlan } from "../db/filtered-draw";
import { hasStudyFilters, storedFilters, type StudyFilters } from "../../lib/study-filters";
import { SIGN_IN_MESSAGE } from "../middleware/auth";

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
      claims ? signedInUser(claims, now) : db.orm.all<SignedInRow>(noRows),
      sessionId ? sessionForDraw(db, claims.userId, sessionId) : db.orm.all<DrawnSession>(noRows),
      sessionId ? sessionQuestionRows(db, sessionId) : db.orm.all<LoadedQuestionRow>(noRows),
    ] as const);
    const user = claims && userOfClaims(claims, userRow);
    if (query.step !== undefined) {
      if (query.sessionId !== undefined)
        return jsonError(c, 400, "A step drill is practice without a session draw: leave out sessionId");
      const filters = studyFiltersOf(query);
      if (filters.status && !user) return jsonError(c, 401, SIGN_IN_MESSAGE);
      const ids = hasStudyFilters(filters)
        ? await filteredIds(c, query, query.categoryId ?? null, filters, user?.id ?? 0, query.count)
        : await drawStepItems(db, query.step, query.count, query.categoryId ?? null);
      return c.json(await drawnQuestions(c.env, await loadQuestions(db, ids), newDrawKey()));
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
    // The filters the session was created with; a session without any takes the query's.
    const filters = session.filters ? storedFilters(session.filters) : studyFiltersOf(query);
    if (filters.status) {
      const ids = await filteredIds(c, query, session.categoryId, filters, user.id, count);
      return c.json(ids.length ? await shown(await recordDraw(db, session.id, ids, now)) : []);
    }
    // A Full Test holds one practice case study (not when the builder narrowed it by need or system).
    const withCase = session.sessionType === "timed" && casesInTimedTest(count) > 0 && !hasStudyFilters(filters);
    const plan = drawPlan(db, {
      count: count - (withCase ? STEP_NAMES.length : 0),
      categoryId: session.categoryId,
      levels: DIFFICULTIES[query.difficulty],
      userId: user.id,
      now,
      formats: formatFilter(query.type),
      clientNeed: filters.clientNeed,
      system: filters.system,
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

/** A draw by question mode (or a step drill by need or system): its reads in one round trip, then the chosen ids. */
async function filteredIds(
  c: AppContext,
  query: z.infer<typeof randomQuery>,
  categoryId: number | null,
  filters: StudyFilters,
  userId: number,
  count: number,
) {
  const plan = filteredDrawPlan(c.var.db, {
    filter: bankFilterOf(query, categoryId, filters),
    statuses: filters.status,
    userId,
    count,
  });
  return plan.choose([...(await c.var.db.batch(plan.queries))]);
}

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
  if (query.status) return statusDraw(c, query);
  const adaptive = !!claims && query.difficulty === "mixed" && mode === "practice";
  const plan = drawPlan(db, {
    count,
    categoryId: categoryId ?? null,
    levels: DIFFICULTIES[query.difficulty],
    userId: claims?.userId ?? null,
    now,
    formats: formatFilter(query.type),
    clientNeed: query.clientNeed,
    system: query.system,
  });
  const [[userRow], category, ability, ...seeks] = await db.batch([
    claims ? signedInUser(claims, now) : db.orm.all<SignedInRow>(noRows),
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

/** A plain draw by question mode: the student's own history decides, so a visitor (or a revoked cookie) gets 401. */
async function statusDraw(c: AppContext, query: z.infer<typeof randomQuery>) {
  const claims = c.var.claims;
  const db = c.var.db;
  const now = serverNow(c);
  if (!claims) throw new HTTPException(401, { message: SIGN_IN_MESSAGE });
  const plan = filteredDrawPlan(db, {
    filter: bankFilterOf(query, query.categoryId ?? null, studyFiltersOf(query)),
    statuses: query.status,
    userId: claims.userId,
    count: query.count,
  });
  const [[userRow], category, ...found] = await db.batch([
    signedInUser(claims, now),
    knownCategory(db, query.categoryId ?? 0),
    ...plan.queries,
  ] as const);
  if (!userOfClaims(claims, userRow)) throw new HTTPException(401, { message: SIGN_IN_MESSAGE });
  if (query.categoryId !== undefined && !category.length) throw new HTTPException(404, { message: "Unknown category" });
  const ids = plan.choose(found);
  return drawnQuestions(c.env, await loadQuestions(db, ids), newDrawKey(), query.mode === "timed");
}
