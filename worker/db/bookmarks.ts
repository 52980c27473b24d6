// Bookmarks: the student's list (the newest first, or one question's), their
// count and question ids, adding one (with its review card) and removing one.
// A readiness-pool question is listed, counted and bookmarkable only while it
// is open to the student (worker/db/pool-access.ts).
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Query } from "./query";
import { bookmarks, categories, questions } from "./schema";
import { poolOpen } from "./pool-access";
import { bookmarkCard } from "./review-cards";
import { questionFields, toQuestionDto } from "./question-dto";

export async function countBookmarks(db: Query, userId: number, now: number) {
  const [row] = await db.one(
    db.orm
      .select({ n: count().as("n") })
      .from(bookmarks)
      .innerJoin(questions, eq(questions.id, bookmarks.questionId))
      .where(and(eq(bookmarks.userId, userId), poolOpen(userId, now))),
  );
  return row?.n ?? 0;
}

/** The student's bookmarks, newest first (only `questionId`'s, if given), each with its question. */
export async function listBookmarks(db: Query, userId: number, limit: number, now: number, questionId?: number) {
  const rows = await db.one(
    db.orm
      .select({
        bookmarkId: sql<number>`${bookmarks.id}`.as("bookmark_id"),
        bookmarkedAt: sql<number>`${bookmarks.createdAt}`.as("bookmarked_at"),
        ...questionFields,
      })
      .from(bookmarks)
      .innerJoin(questions, eq(questions.id, bookmarks.questionId))
      .innerJoin(categories, eq(categories.id, questions.categoryId))
      .where(
        and(
          eq(bookmarks.userId, userId),
          questionId ? eq(bookmarks.questionId, questionId) : undefined,
          poolOpen(userId, now),
        ),
      )
      .orderBy(desc(bookmarks.createdAt), desc(bookmarks.id))
      .limit(limit),
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

/** Every bookmarked question id: one row each from the (user_id, question_id) index, at most the bank's size. */
export async function bookmarkedIds(db: Query, userId: number) {
  const rows = await db.one(
    db.orm.select({ id: bookmarks.questionId }).from(bookmarks).where(eq(bookmarks.userId, userId)),
  );
  return rows.map((r) => r.id);
}

/** Whether the question may be bookmarked by this student (undefined: no such question). */
export async function questionOpenToBookmark(db: Query, userId: number, questionId: number, now: number) {
  const [row] = await db.one(
    db.orm
      .select({ open: poolOpen(userId, now) })
      .from(questions)
      .where(eq(questions.id, questionId)),
  );
  return row && !!row.open;
}

/** Adds the bookmark (a repeat changes nothing) and its review card, new and due at once; true when it was new. */
export async function addBookmark(db: Query, userId: number, questionId: number, now: number) {
  const [inserted] = await db.batch([
    db.orm.insert(bookmarks).values({ userId, questionId }).onConflictDoNothing().returning({ id: bookmarks.id }),
    bookmarkCard(db, userId, questionId, now), // a bookmarked question comes back in review
  ] as const);
  return inserted.length > 0;
}

/** Removes the bookmark; false when there was none. */
export async function removeBookmark(db: Query, userId: number, questionId: number) {
  const result = await db.one(
    db.orm.delete(bookmarks).where(and(eq(bookmarks.userId, userId), eq(bookmarks.questionId, questionId))),
  );
  return result.meta.changes > 0;
}
