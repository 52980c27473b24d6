// GET /api/case-studies (the practice cases, optionally of one category) and
// GET /api/case-studies/:id (a case: client, items in step order, each with
// the chart as it stands at that item, no keys). Open to visitors like the
// question draw; answering goes through POST /api/answers and needs an account.
// Readiness-exam cases are not listed and not served here.
import { Hono } from "hono";
import { zValidator } from "@hono/zod-validator";
import { z } from "zod";
import type { AppEnv } from "../env";
import { jsonError, validationHook } from "./errors";
import { listCaseStudies, loadCaseStudy } from "../db/case-studies";
import { caseDrawKey, drawnQuestions } from "../items/drawn";

const listQuery = z.strictObject({
  categoryId: z.coerce
    .number({ error: "categoryId must be a number" })
    .int("categoryId must be a whole number")
    .positive()
    .max(1000, "Unknown category")
    .optional(),
});

// Any id that is not a practice case's number is "not found": the ids are the numbers the list gives.
const NOT_FOUND = "Case study not found";
const caseId = (raw: string) =>
  /^[1-9]\d{0,15}$/.test(raw) && Number(raw) <= Number.MAX_SAFE_INTEGER ? Number(raw) : null;

export const caseStudyRoutes = new Hono<AppEnv>()
  .get("/case-studies", zValidator("query", listQuery, validationHook), async (c) => {
    const { categoryId } = c.req.valid("query");
    return c.json(await listCaseStudies(c.var.db, categoryId));
  })
  .get("/case-studies/:id", async (c) => {
    const id = caseId(c.req.param("id"));
    const found = id === null ? null : await loadCaseStudy(c.var.db, id);
    if (!found) return jsonError(c, 404, NOT_FOUND);
    // Element ids are this student's draw of this case (a visitor's are a draw of their own, never answered).
    const items = await drawnQuestions(c.env, found.items, caseDrawKey(found.id, c.var.user?.id ?? 0));
    return c.json({ ...found, items });
  });
