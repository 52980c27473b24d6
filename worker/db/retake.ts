// A tutor (practice) session over a previous test's questions below full
// marks: read what the test held in one round trip, then create the session
// with exactly those questions recorded in one more, so its draw
// (GET /api/questions/random?sessionId=…) returns them and nothing else.
import { and, asc, eq, sql } from "drizzle-orm";
import type { Query } from "./query";
import { answers, questions, sessionQuestions, sessions } from "./schema";
import { bareList } from "./columns";
import { sessionRows, type SessionRow } from "./sessions";

/** The student's test (none when it is another's), its drawn questions in order and its answers. */
export const retakeReads = (db: Query, userId: number, sessionId: number) =>
  [
    sessionRows(db).where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId))),
    db.orm
      .select({ questionId: sessionQuestions.questionId })
      .from(sessionQuestions)
      .innerJoin(sessions, eq(sessions.id, sessionQuestions.sessionId))
      // Only questions a practice draw may still show: active, never the readiness pool.
      .innerJoin(questions, eq(questions.id, sessionQuestions.questionId))
      .where(
        and(
          eq(sessionQuestions.sessionId, sessionId),
          eq(sessions.userId, userId),
          eq(questions.active, 1),
          eq(questions.pool, "practice"),
        ),
      )
      .orderBy(asc(sessionQuestions.position)),
    db.orm
      .select({ questionId: answers.questionId, isCorrect: answers.isCorrect })
      .from(answers)
      .innerJoin(questions, eq(questions.id, answers.questionId))
      .where(
        and(
          eq(answers.sessionId, sessionId),
          eq(answers.userId, userId),
          eq(questions.active, 1),
          eq(questions.pool, "practice"),
        ),
      )
      .orderBy(asc(answers.answeredAt), asc(answers.id)),
  ] as const;

/** The new practice session's id, its questions recorded in order, in one round trip. */
export async function createRetakeSession(
  db: Query,
  userId: number,
  source: Pick<SessionRow, "categoryId">,
  ids: number[],
  now: number,
): Promise<number> {
  const newest = sql`(SELECT max(${sessions.id}) FROM ${sessions} WHERE ${sessions.userId} = ${userId})`;
  const [[row]] = await db.batch([
    db.orm
      .insert(sessions)
      .values({
        userId,
        sessionType: "practice",
        categoryId: source.categoryId,
        totalQuestions: ids.length,
        timeLimit: null,
        startedAt: now,
        createdAt: now,
      })
      .returning({ id: sessions.id }),
    // Hand-written: an INSERT … SELECT over json_each (the ids in order) into the session just inserted.
    db.orm.run(sql`
      INSERT INTO ${sessionQuestions} (${bareList(sessionQuestions.sessionId, sessionQuestions.questionId, sessionQuestions.position)})
      SELECT ${newest}, value, key + 1 FROM json_each(${JSON.stringify(ids)})`),
  ] as const);
  return row.id;
}
