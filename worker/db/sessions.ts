// Practice sessions and timed tests: creating one (a case-study session with
// its six items recorded in step order), reading the student's own, and
// finishing one with its score.
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Query } from "./query";
import { answers, caseStudies, categories, questions, sessionQuestions, sessions } from "./schema";

type SessionType = (typeof sessions.$inferSelect)["sessionType"];

const sessionFields = {
  id: sessions.id,
  sessionType: sessions.sessionType,
  categoryId: sessions.categoryId,
  category: categories.name,
  totalQuestions: sessions.totalQuestions,
  answeredCount: sessions.answeredCount,
  correctAnswers: sessions.correctAnswers,
  timeSpent: sessions.timeSpent,
  timeLimit: sessions.timeLimit,
  score: sessions.score,
  startedAt: sessions.startedAt,
  finishedAt: sessions.finishedAt,
  createdAt: sessions.createdAt,
};

export const sessionRows = (db: Query) =>
  db.orm.select(sessionFields).from(sessions).leftJoin(categories, eq(categories.id, sessions.categoryId));

export type SessionRow = Awaited<ReturnType<typeof sessionRows>>[number];

const iso = (ms: number | null) => (ms == null ? null : new Date(ms).toISOString());
export const toSessionDto = (r: SessionRow) => ({
  ...r,
  startedAt: iso(r.startedAt),
  createdAt: iso(r.createdAt),
  finishedAt: iso(r.finishedAt),
});

/** The student's newest sessions (of one type, if given). */
export const listSessions = (db: Query, userId: number, limit: number, type?: SessionType) =>
  db.one(
    sessionRows(db)
      .where(and(eq(sessions.userId, userId), type ? eq(sessions.sessionType, type) : undefined))
      .orderBy(desc(sessions.createdAt))
      .limit(limit),
  );

/** One of the student's sessions (none when it is another student's). */
export async function ownSession(db: Query, userId: number, id: number) {
  const [row] = await db.one(sessionRows(db).where(and(eq(sessions.id, id), eq(sessions.userId, userId))));
  return row;
}

export async function categoryExists(db: Query, categoryId: number) {
  const rows = await db.one(
    db.orm
      .select({ yes: sql<number>`1`.as("yes") })
      .from(categories)
      .where(eq(categories.id, categoryId)),
  );
  return rows.length > 0;
}

export interface NewSession {
  userId: number;
  sessionType: SessionType;
  categoryId: number | null;
  totalQuestions: number;
  timeLimit: number | null;
  now: number;
  /** The test builder's filters as JSON (lib/study-filters.ts), or null. */
  filters?: string | null;
}

/** The new session's id. */
export async function createSession(db: Query, s: NewSession): Promise<number> {
  const [row] = await db.one(
    db.orm
      .insert(sessions)
      .values({
        userId: s.userId,
        sessionType: s.sessionType,
        categoryId: s.categoryId,
        totalQuestions: s.totalQuestions,
        timeLimit: s.timeLimit,
        startedAt: s.now,
        createdAt: s.now,
        filters: s.filters ?? null,
      })
      .returning({ id: sessions.id }),
  );
  return row.id;
}

/** A practice case the student may open as a session: its category and number of items. */
export async function practiceCase(db: Query, caseId: number) {
  const [row] = await db.one(
    db.orm
      .select({ categoryId: caseStudies.categoryId, itemCount: caseStudies.itemCount })
      .from(caseStudies)
      .where(and(eq(caseStudies.id, caseId), eq(caseStudies.active, 1), eq(caseStudies.pool, "practice"))),
  );
  return row;
}

/**
 * A session over one case, with its active items recorded in step order (the
 * only questions it accepts), in one round trip: the second statement finds
 * the session just inserted as the student's newest.
 */
export async function createCaseSession(
  db: Query,
  s: Omit<NewSession, "totalQuestions"> & { caseId: number; itemCount: number },
): Promise<number> {
  const newest = sql<number>`(SELECT max(${sessions.id}) FROM ${sessions} WHERE ${sessions.userId} = ${s.userId})`;
  const [[row]] = await db.batch([
    db.orm
      .insert(sessions)
      .values({
        userId: s.userId,
        sessionType: s.sessionType,
        categoryId: s.categoryId,
        totalQuestions: s.itemCount,
        timeLimit: s.timeLimit,
        startedAt: s.now,
        createdAt: s.now,
        caseId: s.caseId,
      })
      .returning({ id: sessions.id }),
    db.orm.insert(sessionQuestions).select(
      db.orm
        .select({
          sessionId: newest.as("session_id"),
          questionId: questions.id,
          position: sql<number>`${questions.caseStep}`.as("position"),
        })
        .from(questions)
        .where(and(eq(questions.caseId, s.caseId), eq(questions.active, 1))),
    ),
  ] as const);
  return row.id;
}

// Correlated with the session being finished: a drawn question it has no answer to.
const notAnswered = sql`NOT EXISTS (SELECT 1 FROM ${answers}
  WHERE ${answers.sessionId} = ${sessions.id} AND ${answers.questionId} = ${sessionQuestions.questionId})`;
const unansweredDrawnPoints = sql`coalesce((SELECT sum(${questions.maxPoints}) FROM ${sessionQuestions}
  JOIN ${questions} ON ${questions.id} = ${sessionQuestions.questionId}
  WHERE ${sessionQuestions.sessionId} = ${sessions.id} AND ${notAnswered}), 0)`;
const unansweredDrawn = sql`(SELECT count(*) FROM ${sessionQuestions}
  WHERE ${sessionQuestions.sessionId} = ${sessions.id} AND ${notAnswered})`;

/**
 * Finishes the session (once: finishing again changes nothing). Timed tests
 * count unanswered questions as wrong (also when finished after the deadline);
 * a practice session counts what was answered. The score is points of points
 * possible: an unanswered drawn question adds its max points (1 per question
 * not drawn by the server). Computed in SQL from the row as it is at this
 * moment; points <= possible, so at most 100.
 */
export function finishSession(db: Query, userId: number, id: number, now: number) {
  const timed = sql`${sessions.sessionType} = 'timed'`;
  const unanswered = sql`${unansweredDrawnPoints}
    + max(0, ${sessions.totalQuestions} - ${sessions.answeredCount} - ${unansweredDrawn})`;
  const possible = sql`${sessions.maxPoints} + CASE WHEN ${timed} THEN ${unanswered} ELSE 0 END`;
  return db.one(
    db.orm
      .update(sessions)
      .set({
        totalQuestions: sql`CASE WHEN ${timed} THEN ${sessions.totalQuestions} ELSE ${sessions.answeredCount} END`,
        score: sql`CASE WHEN ${possible} > 0 THEN round(min(${sessions.points}, ${possible}) * 1000.0 / (${possible})) / 10.0 END`,
        finishedAt: now,
      })
      .where(and(eq(sessions.id, id), eq(sessions.userId, userId), isNull(sessions.finishedAt))),
  );
}
