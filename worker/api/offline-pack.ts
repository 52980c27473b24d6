// GET /api/offline-pack?size=25..200[&categoryId=]: questions with their keys
// and rationales for practice without a connection (db/offline-pack.ts). For
// signed-in students only: their answers sync later through POST /api/answers.
import { Hono } from "hono";
import { zValidator } from "@hono/zod-validator";
import { z } from "zod";
import type { AppEnv } from "../env";
import { jsonError, validationHook } from "./errors";
import { requireUser } from "../middleware/auth";
import { buildPack, PACK_SIZE } from "../db/offline-pack";
import { knownCategory } from "../db/categories";
import { now as serverNow } from "../clock";

const sizeMessage = `size must be a whole number from ${PACK_SIZE.min} to ${PACK_SIZE.max}`;
const packQuery = z.strictObject({
  size: z.coerce
    .number({ error: sizeMessage })
    .int(sizeMessage)
    .min(PACK_SIZE.min, sizeMessage)
    .max(PACK_SIZE.max, sizeMessage)
    .default(50),
  categoryId: z.coerce
    .number({ error: "categoryId must be a number" })
    .int("categoryId must be a whole number")
    .positive("categoryId must be positive")
    .max(Number.MAX_SAFE_INTEGER)
    .optional(),
});

export const offlinePackRoutes = new Hono<AppEnv>().get(
  "/offline-pack",
  requireUser,
  zValidator("query", packQuery, validationHook),
  async (c) => {
    const { size, categoryId } = c.req.valid("query");
    const db = c.var.db;
    const now = serverNow(c);
    if (categoryId !== undefined && !(await db.one(knownCategory(db, categoryId))).length)
      return jsonError(c, 404, "Unknown category");
    const questions = await buildPack(db, c.var.user!.id, size, categoryId ?? null, now);
    return c.json({ createdAt: serverNow(c), categoryId: categoryId ?? null, size: questions.length, questions });
  },
);
