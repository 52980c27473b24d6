// Recent activity (spec section 9: up to 2 sessions plus the latest bookmark),
// the full history, and the category for Continue Last Session.
import { and, desc, eq, gt, isNotNull, lt, sql, type SQL } from "drizzle-orm";
import { reads, type Query } from "./query";
import { prebuilt, type Orm, type RowOf } from "./prepared";
import { bookmarks, categories, questions, sessionQuestions, sessions } from "./schema";
import { CATEGORIES } from "../../lib/categories";
import { continueCategory as pickContinueCategory } from "../../lib/activity";

// An unfinished practice session (not a case) whose questions the server recorded, some still unanswered: it
// can be resumed at its first unanswered question. EXISTS reads at most one session_questions row.
const resumable = sql<number>`(${sessions.sessionType} = 'practice' AND ${sessions.finishedAt} IS NULL
  AND ${sessions.caseId} IS NULL AND ${sessions.answeredCount} < ${sessions.totalQuestions}
  AND EXISTS (SELECT 1 FROM ${sessionQuestions} WHERE ${sessionQuestions.sessionId} = ${sessions.id}))`;

/** Sessions matching `where`, newest first. */
const sessionItems = (orm: Orm, where: SQL | undefined, limit: number) =>
  orm
    .select({
      id: sessions.id,
      sessionType: sessions.sessionType,
      categoryName: categories.name,
      totalQuestions: sessions.totalQuestions,
      answered: sessions.answeredCount,
      correctAnswers: sessions.correctAnswers,
      score: sessions.score,
      timeLimit: sessions.timeLimit,
      createdAt: sessions.createdAt,
      // Points earned and possible over the answered questions (NGN partial credit); correctAnswers counts full marks.
      points: sessions.points,
      maxPoints: sessions.maxPoints,
      resumable: resumable.as("resumable"),
    })
    .from(sessions)
    .leftJoin(categories, eq(categories.id, sessions.categoryId))
    .where(where)
    .orderBy(desc(sessions.createdAt))
    .limit(limit);

export type SessionItem = Awaited<ReturnType<typeof sessionItems>>[number];

const latestBookmark = prebuilt(["userId"], (orm, v) =>
  orm
    .select({
      questionId: bookmarks.questionId,
      categoryName: categories.name,
      content: questions.content,
      createdAt: bookmarks.createdAt,
    })
    .from(bookmarks)
    .innerJoin(questions, eq(questions.id, bookmarks.questionId))
    .innerJoin(categories, eq(categories.id, questions.categoryId))
    .where(eq(bookmarks.userId, v.userId))
    .orderBy(desc(bookmarks.createdAt))
    .limit(1),
);

export type BookmarkItem = RowOf<typeof latestBookmark>;

const lastPracticeCategory = prebuilt(["userId"], (orm, v) =>
  orm
    .select({ categoryId: sessions.categoryId })
    .from(sessions)
    .where(and(eq(sessions.userId, v.userId), eq(sessions.sessionType, "practice"), isNotNull(sessions.categoryId)))
    .orderBy(desc(sessions.createdAt))
    .limit(1),
);

/** The dashboard's two most recent sessions with answers. */
const recentSessions = prebuilt(["userId"], (orm, v) =>
  sessionItems(orm, and(eq(sessions.userId, v.userId), gt(sessions.answeredCount, 0)), 2),
);

export const recentActivityReads = (userId: number) =>
  reads(
    [recentSessions({ userId }), latestBookmark({ userId }), lastPracticeCategory({ userId })] as const,
    ([recent, bookmark, last]) => ({
      sessions: recent,
      bookmark: bookmark[0] ?? null,
      lastCategoryId: last[0]?.categoryId ?? null,
    }),
  );

export const recentActivity = (db: Query, userId: number) => db.read(recentActivityReads(userId));

/** Continue Last Session's category (the rule lives in lib/activity.ts). */
export const continueCategory = (lastCategoryId: number | null) => pickContinueCategory(lastCategoryId, CATEGORIES);

export const HISTORY_PAGE = 50;

/** Every session with answers, newest first, a page at a time (`before`: a createdAt cursor). */
export const sessionHistory = (db: Query, userId: number, before = Number.MAX_SAFE_INTEGER, limit = HISTORY_PAGE) =>
  db.one(
    sessionItems(
      db.orm,
      and(eq(sessions.userId, userId), lt(sessions.createdAt, before), gt(sessions.answeredCount, 0)),
      limit,
    ),
  );
