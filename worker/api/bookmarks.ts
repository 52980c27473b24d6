// Bookmarks: list (the newest 500, or one question's), the ids of all of them
// (what the session dialog's Bookmark button needs), recent, add
// (idempotent), remove by question id. A readiness-pool question can be
// bookmarked only once an exam that showed it has ended, and is left out of
// every list while another exam runs (learning/readiness-pool.ts).
import { Hono } from "hono";
import { zValidator } from "@hono/zod-validator";
import { z } from "zod";
import type { AppEnv } from "../env";
import { bookmarkCard } from "../db/review-cards";
import { bookmarks } from "../db/schema";
import { now as serverNow } from "../clock";
import { jsonError, validationHook } from "./errors";
import { requireUser } from "../middleware/auth";
import { QUESTION_COLUMNS, toQuestionDto } from "../db/questions";
import { BOOKMARK_LIST_LIMIT } from "../../lib/bookmark-card";
import type { Query } from "../db/query";
import { POOL_OPEN_SQL, poolOpenParams, SEALED_MESSAGE } from "../learning/readiness-pool";

const questionId = z.number({ error: "questionId must be a number" }).int().positive().max(Number.MAX_SAFE_INTEGER);
const questionIdText = z.coerce
  .number({ error: "questionId must be a number" })
  .int()
  .positive()
  .max(Number.MAX_SAFE_INTEGER);

export const countBookmarks = async (db: Query, userId: number) =>
  (
    await db.rawFirst<{ n: number }>(
      `SELECT count(*) AS n FROM bookmarks b JOIN questions q ON q.id = b.question_id WHERE b.user_id = ? AND ${POOL_OPEN_SQL}`,
      userId,
      ...poolOpenParams(userId, Date.now()),
    )
  )?.n ?? 0;

export async function listBookmarks(db: Query, userId: number, limit: number, questionId?: number) {
  const rows = await db.rawAll<Parameters<typeof toQuestionDto>[0] & { bookmarkId: number; bookmarkedAt: number }>(
    `SELECT b.id AS bookmarkId, b.created_at AS bookmarkedAt, ${QUESTION_COLUMNS}
       FROM bookmarks b JOIN questions q ON q.id = b.question_id JOIN categories c ON c.id = q.category_id
      WHERE b.user_id = ?${questionId ? " AND b.question_id = ?" : ""} AND ${POOL_OPEN_SQL} ORDER BY b.created_at DESC, b.id DESC LIMIT ?`,
    ...(questionId ? [userId, questionId] : [userId]),
    ...poolOpenParams(userId, Date.now()),
    limit,
  );
  return rows.map(({ bookmarkId, bookmarkedAt, ...q }) => {
    const question = toQuestionDto(q);
    return {
      id: bookmarkId,
      createdAt: new Date(bookmarkedAt).toISOString(),
      questionId: question.id,
      category: { id: question.categoryId, name: question.category },
      question,
    };
  });
}

export const bookmarkRoutes = new Hono<AppEnv>()
  .use("/bookmarks/*", requireUser)
  .use("/bookmarks", requireUser)
  .get(
    "/bookmarks",
    zValidator("query", z.object({ questionId: questionIdText.optional() }), validationHook),
    async (c) => {
      const { questionId: qid } = c.req.valid("query");
      return c.json(await listBookmarks(c.var.db, c.var.user!.id, qid ? 1 : BOOKMARK_LIST_LIMIT, qid));
    },
  )
  // Every bookmarked question id: one row each from the (user_id, question_id) index, at most the bank's size.
  .get("/bookmarks/ids", async (c) =>
    c.json(
      (
        await c.var.db.rawAll<{ id: number }>(
          "SELECT question_id AS id FROM bookmarks WHERE user_id = ?",
          c.var.user!.id,
        )
      ).map((r) => r.id),
    ),
  )
  .get("/bookmarks/recent", async (c) => c.json(await listBookmarks(c.var.db, c.var.user!.id, 5)))
  .post("/bookmarks", zValidator("json", z.strictObject({ questionId }), validationHook), async (c) => {
    const { questionId: qid } = c.req.valid("json");
    const q = await c.var.db.rawFirst<{ open: number }>(
      `SELECT ${POOL_OPEN_SQL} AS open FROM questions q WHERE id = ?`,
      ...poolOpenParams(c.var.user!.id, Date.now()),
      qid,
    );
    if (!q) return jsonError(c, 404, "Question not found");
    if (!q.open) return jsonError(c, 409, SEALED_MESSAGE);
    const db = c.var.db;
    const [inserted] = await db.batch([
      db.orm
        .insert(bookmarks)
        .values({ userId: c.var.user!.id, questionId: qid })
        .onConflictDoNothing()
        .returning({ id: bookmarks.id }),
      bookmarkCard(db, c.var.user!.id, qid, serverNow(c)), // a bookmarked question comes back in review
    ] as const);
    const [bookmark] = await listBookmarks(c.var.db, c.var.user!.id, 1, qid);
    return c.json(bookmark, inserted.length ? 201 : 200);
  })
  .delete(
    "/bookmarks/:questionId",
    zValidator("param", z.object({ questionId: questionIdText }), validationHook),
    async (c) => {
      const { questionId: qid } = c.req.valid("param");
      const meta = await c.var.db.rawRun(
        "DELETE FROM bookmarks WHERE user_id = ? AND question_id = ?",
        c.var.user!.id,
        qid,
      );
      return meta.changes ? c.body(null, 204) : jsonError(c, 404, "Bookmark not found");
    },
  );
