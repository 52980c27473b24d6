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
import { packWait, PACK_LIMIT } from "../auth/pack-limit";
import { drawnBody, drawnQuestions, newDrawKey } from "../items/drawn";
import { relabels } from "../../lib/formats/relabel";

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
    const wait = await packWait(db, c.var.user!.id, now);
    if (wait) {
      c.header("Retry-After", String(wait));
      return jsonError(
        c,
        429,
        `You can download ${PACK_LIMIT} offline packs an hour. Try again in ${Math.ceil(wait / 60)} minutes.`,
      );
    }
    // The pack's own draw key: its element ids, and the keys kept on the device for grading, are that draw's.
    const drawKey = newDrawKey();
    const built = await buildPack(db, c.var.user!.id, size, categoryId ?? null, now);
    const shown = await drawnQuestions(c.env, built, drawKey);
    const questions = await Promise.all(
      shown.map(async (q) => {
        if (!relabels(q.type)) return q;
        const drawn = await drawnBody(c.env, q.type, JSON.parse(q.stored.body ?? "{}"), drawKey, q.id);
        return { ...q, stored: { ...q.stored, body: JSON.stringify(drawn.body) } };
      }),
    );
    return c.json({ createdAt: now, categoryId: categoryId ?? null, size: questions.length, questions, drawKey });
  },
);
