// The Timed Tests page's reads, in one round trip: the student's five newest
// finished timed tests, the count, average and best of all of them, and their
// latest readiness exam.
import { and, count, desc, eq, isNotNull, max, sql } from "drizzle-orm";
import type { Query } from "./query";
import { readinessExams, sessions } from "./schema";

export async function timedTestResults(db: Query, userId: number) {
  const finishedTimed = and(
    eq(sessions.userId, userId),
    eq(sessions.sessionType, "timed"),
    isNotNull(sessions.finishedAt),
  );
  const [recent, [agg], [lastExam]] = await db.batch([
    db.orm
      .select({
        id: sessions.id,
        total: sessions.totalQuestions,
        correct: sessions.correctAnswers,
        score: sessions.score,
        timeLimit: sessions.timeLimit,
        createdAt: sessions.createdAt,
        startedAt: sessions.startedAt,
        // Finished tests only (finishedTimed), so never null.
        finishedAt: sql<number>`${sessions.finishedAt}`.as("finishedAt"),
      })
      .from(sessions)
      .where(finishedTimed)
      .orderBy(desc(sessions.createdAt))
      .limit(5),
    db.orm
      .select({
        taken: count().as("taken"),
        avg: sql<number | null>`avg(${sessions.score})`.as("avg"),
        best: max(sessions.score).as("best"),
      })
      .from(sessions)
      .where(finishedTimed),
    db.orm
      .select({
        id: readinessExams.id,
        status: readinessExams.status,
        scored: readinessExams.scored,
        answered: readinessExams.answered,
        startedAt: readinessExams.startedAt,
        deadline: readinessExams.deadline,
      })
      .from(readinessExams)
      .where(eq(readinessExams.userId, userId))
      .orderBy(desc(readinessExams.startedAt))
      .limit(1),
  ] as const);
  return { recent, taken: agg?.taken ?? 0, avg: agg?.avg ?? null, best: agg?.best ?? null, lastExam: lastExam ?? null };
}
