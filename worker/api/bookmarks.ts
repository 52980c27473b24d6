// Bookmarks: list (the newest 500, or one question's), the ids of all of them
// (what the session dialog's Bookmark button needs), recent, add
// (idempotent), remove by question id. A readiness-pool question can be
// bookmarked only once an exam that showed it has ended, and is left out of
// every list while another exam runs (learning/readiness-pool.ts).
import { Hono } from "hono";
import { zValidator } from "@hono/zod-validator";
import { z } from "zod";
import type { AppEnv } from "../env";
import { now as serverNow } from "../clock";
import { drawnQuestions, newDrawKey } from "../items/drawn";
import { jsonError, validationHook } from "./errors";
import { requireUser } from "../middleware/auth";
import { addBookmark, bookmarkedIds, listBookmarks, questionOpenToBookmark, removeBookmark } from "../db/bookmarks";
import { BOOKMARK_LIST_LIMIT } from "../../lib/bookmark-card";
import { SEALED_MESSAGE } from "../learning/readiness-pool";

const questionId = z.number({ error: "questionId must be a number" }).int().positive().max(Number.MAX_SAFE_INTEGER);
const questionIdText = z.coerce
  .number({ error: "questionId must be a number" })
  .int()
  .positive()
  .max(Number.MAX_SAFE_INTEGER);

export const bookmarkRoutes = new Hono<AppEnv>()
  .use("/bookmarks/*", requireUser)
  .use("/bookmarks", requireUser)
  .get(
    "/bookmarks",
    zValidator("query", z.object({ questionId: questionIdText.optional() }), validationHook),
    async (c) => {
      const { questionId: qid } = c.req.valid("query");
      const found = await listBookmarks(c.var.db, c.var.user!.id, qid ? 1 : BOOKMARK_LIST_LIMIT, serverNow(c), qid);
      if (!qid) return c.json(found);
      // View opens the question to answer: as a draw of its own.
      const drawKey = newDrawKey();
      return c.json(
        await Promise.all(
          found.map(async (b) => ({ ...b, question: (await drawnQuestions(c.env, [b.question], drawKey))[0] })),
        ),
      );
    },
  )
  // Every bookmarked question id: one row each from the (user_id, question_id) index, at most the bank's size.
  .get("/bookmarks/ids", async (c) => c.json(await bookmarkedIds(c.var.db, c.var.user!.id)))
  .get("/bookmarks/recent", async (c) => c.json(await listBookmarks(c.var.db, c.var.user!.id, 5, serverNow(c))))
  .post("/bookmarks", zValidator("json", z.strictObject({ questionId }), validationHook), async (c) => {
    const { questionId: qid } = c.req.valid("json");
    const db = c.var.db;
    const userId = c.var.user!.id;
    const now = serverNow(c);
    const open = await questionOpenToBookmark(db, userId, qid, now);
    if (open === undefined) return jsonError(c, 404, "Question not found");
    if (!open) return jsonError(c, 409, SEALED_MESSAGE);
    const added = await addBookmark(db, userId, qid, now);
    const [bookmark] = await listBookmarks(db, userId, 1, now, qid);
    return c.json(bookmark, added ? 201 : 200);
  })
  .delete(
    "/bookmarks/:questionId",
    zValidator("param", z.object({ questionId: questionIdText }), validationHook),
    async (c) => {
      const { questionId: qid } = c.req.valid("param");
      const removed = await removeBookmark(c.var.db, c.var.user!.id, qid);
      return removed ? c.body(null, 204) : jsonError(c, 404, "Bookmark not found");
    },
  );
