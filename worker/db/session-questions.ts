// The questions the server drew for a session, recorded once: a timed test
// accepts answers only to these (answers/gate.ts), and drawing again for the
// same session returns the same questions instead of a fresh set to pick from.
import { and, eq, sql } from "drizzle-orm";
import type { Query } from "./query";
import { sessionQuestions, sessions } from "./schema";
import { bare, bareList } from "./columns";
import { dtosOf, sessionQuestionRows } from "./questions";
import { caseRow } from "./case-studies";

/** The student's session (none if it is another's), to batch with the questions already recorded for it (sessionQuestionRows). */
export const sessionForDraw = (db: Query, userId: number, sessionId: number) =>
  db.orm
    .select({
      id: sessions.id,
      sessionType: sessions.sessionType,
      categoryId: sessions.categoryId,
      total: sessions.totalQuestions,
      answered: sessions.answeredCount,
      finishedAt: sessions.finishedAt,
      filters: sessions.filters, // the test builder's (lib/study-filters.ts): the draw keeps them
    })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)));
export type DrawnSession = Awaited<ReturnType<typeof sessionForDraw>>[number];

/**
 * Records `ids` for the session unless a parallel draw recorded its own first,
 * and starts the session's clock now with its size set to what was drawn
 * (only for the draw that won). Returns the questions the session holds, read
 * in the same round trip.
 */
export async function recordDraw(
  db: Query,
  sessionId: number,
  ids: number[],
  now: number,
  caseId: number | null = null,
) {
  // The session's recorded ids in order, compared with this draw's: an aggregate over an ordered subquery,
  // which the builder cannot say.
  const recordedInOrder = sql`(SELECT group_concat(${bare(sessionQuestions.questionId)}) FROM (
    SELECT ${sessionQuestions.questionId} FROM ${sessionQuestions} WHERE ${sessionQuestions.sessionId} = ${sessionId}
     ORDER BY ${sessionQuestions.position}))`;
  const [, , recorded, caseRows] = await db.batch([
    // Hand-written: an INSERT … SELECT over json_each with a guard. SQLite computes the SELECT (and its
    // count) before inserting, so a second draw inserts nothing.
    db.orm.run(sql`
      INSERT INTO ${sessionQuestions} (${bareList(sessionQuestions.sessionId, sessionQuestions.questionId, sessionQuestions.position)})
      SELECT ${sessionId}, value, key + 1 FROM json_each(${JSON.stringify(ids)})
       WHERE (SELECT count(*) FROM ${sessionQuestions} WHERE ${sessionQuestions.sessionId} = ${sessionId}) = 0`),
    db.orm
      .update(sessions)
      .set({ startedAt: now, totalQuestions: ids.length })
      .where(and(eq(sessions.id, sessionId), eq(sessions.answeredCount, 0), eq(recordedInOrder, ids.join(",")))),
    sessionQuestionRows(db, sessionId),
    // A Full Test's case: its row for the items' context, in the same round trip.
    ...(caseId === null ? [] : [caseRow(db, caseId)]),
  ] as const);
  return dtosOf(db, recorded, caseRows);
}
