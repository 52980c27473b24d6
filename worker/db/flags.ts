// Flags (issue 27): a student's marks on questions to come back to. A flag is
// set and read only on a question open to the student (worker/db/pool-access.ts:
// a readiness-pool question stays sealed until an ended exam showed its key).
// Setting one is idempotent: the first flag's time stays.
import { and, desc, eq, sql } from "drizzle-orm";
import type { Query } from "./query";
import { categories, flags, questions } from "./schema";
import { poolOpen } from "./pool-access";
import { previewFields, previewOf } from "./question-preview";

const flagRows = (db: Query, userId: number, now: number, questionId?: number) =>
  db.orm
    .select({ flaggedAt: flags.createdAt, ...previewFields })
    .from(flags)
    .innerJoin(questions, eq(questions.id, flags.questionId))
    .innerJoin(categories, eq(categories.id, questions.categoryId))
    .where(
      and(
        eq(flags.userId, userId),
        questionId === undefined ? undefined : eq(flags.questionId, questionId),
        poolOpen(userId, now),
      ),
    )
    .orderBy(desc(flags.createdAt), desc(flags.questionId));

const toFlag = ({ flaggedAt, ...q }: Awaited<ReturnType<typeof flagRows>>[number]) => ({
  questionId: q.questionId,
  createdAt: new Date(flaggedAt).toISOString(),
  question: previewOf(q),
});

/** The student's flags, newest first (at most one per question: bounded by the bank). */
export async function listFlags(db: Query, userId: number, now: number) {
  return (await db.one(flagRows(db, userId, now))).map(toFlag);
}

/** Flags the question (a repeat keeps the first time) and returns the flag; undefined for an unknown or sealed question. */
export async function setFlag(db: Query, userId: number, questionId: number, now: number) {
  const [, [row]] = await db.batch([
    db.orm
      .insert(flags)
      .select(
        db.orm
          .select({
            userId: sql<number>`${userId}`.as("user_id"),
            questionId: questions.id,
            createdAt: sql<number>`${now}`.as("created_at"),
          })
          .from(questions)
          .where(and(eq(questions.id, questionId), poolOpen(userId, now))),
      )
      .onConflictDoNothing(),
    flagRows(db, userId, now, questionId),
  ] as const);
  return row && toFlag(row);
}

/** Removes the student's flag; false when there was none (or the question is sealed now). */
export async function removeFlag(db: Query, userId: number, questionId: number, now: number) {
  const result = await db.one(
    db.orm
      .delete(flags)
      .where(
        and(
          eq(flags.userId, userId),
          eq(flags.questionId, questionId),
          sql`EXISTS (SELECT 1 FROM ${questions} WHERE ${questions.id} = ${questionId} AND ${poolOpen(userId, now)})`,
        ),
      ),
  );
  return result.meta.changes > 0;
}
