// GET /api/questions/counts (issue 27): for the test builder's filters, the
// signed-in student's { total, unused, incorrect, flagged, correct } in one
// round trip (the user check, the category check, the bank's index and the
// student's marks in one batch; worker/db/question-counts.ts says why). A hot
// route: it checks the cookie's row itself instead of through loadUser.
import { Hono } from "hono";
import { zValidator } from "@hono/zod-validator";
import type { AppEnv } from "../env";
import { jsonError, validationHook } from "./errors";
import { bankFilterOf, countsQuery, studyFiltersOf } from "./draw-query";
import { signedInUser, userOfClaims } from "../db/signed-in-user";
import { knownCategory } from "../db/categories";
import { bankIndexRows, marksPages, toCounts } from "../db/question-counts";
import { SIGN_IN_MESSAGE } from "../middleware/auth";
import { now as serverNow } from "../clock";

export const questionCountRoutes = new Hono<AppEnv>().get(
  "/questions/counts",
  zValidator("query", countsQuery, validationHook),
  async (c) => {
    const claims = c.var.claims;
    if (!claims) return jsonError(c, 401, SIGN_IN_MESSAGE);
    const query = c.req.valid("query");
    const db = c.var.db;
    const filters = studyFiltersOf(query);
    const bank = bankFilterOf(query, query.categoryId ?? null, filters);
    const [[userRow], category, index, pages] = await db.batch([
      signedInUser(claims, serverNow(c)),
      knownCategory(db, query.categoryId ?? 0),
      bankIndexRows(db, bank),
      marksPages(db, claims.userId),
    ] as const);
    if (!userOfClaims(claims, userRow)) return jsonError(c, 401, SIGN_IN_MESSAGE);
    if (query.categoryId !== undefined && !category.length) return jsonError(c, 404, "Unknown category");
    return c.json(toCounts(index, pages, bank, filters.status));
  },
);
