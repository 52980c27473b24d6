// Notes (issue 27): a student's plain-text note on a question, one per
// question, written and read only while the question is open to them
// (worker/db/pool-access.ts). Searching looks in the note and the stem.
import { and, desc, eq, or, sql } from "drizzle-orm";
import type { Query } from "./query";
import { bare, bareList } from "./columns";
import { categories, notes, questions } from "./schema";
import { poolOpen } from "./pool-access";
import { previewFields, previewOf } from "./question-preview";

const NOTE_LIST_LIMIT = 500;

const noteRows = (db: Query, userId: number, now: number, questionId?: number, search?: string) =>
  db.orm
    .select({ text: notes.text, updatedAt: notes.updatedAt, ...previewFields })
    .from(notes)
    .innerJoin(questions, eq(questions.id, notes.questionId))
    .innerJoin(categories, eq(categories.id, questions.categoryId))
    .where(
      and(
        eq(notes.userId, userId),
        questionId === undefined ? undefined : eq(notes.questionId, questionId),
        // instr, not LIKE: a search for "50%" or "a_b" means those characters.
        search
          ? or(
              sql`instr(lower(${notes.text}), lower(${search})) > 0`,
              sql`instr(lower(${questions.content}), lower(${search})) > 0`,
            )
          : undefined,
        poolOpen(userId, now),
      ),
    )
    .orderBy(desc(notes.updatedAt), desc(notes.questionId))
    .limit(NOTE_LIST_LIMIT);

const toNote = ({ text, updatedAt, ...q }: Awaited<ReturnType<typeof noteRows>>[number]) => ({
  questionId: q.questionId,
  text,
  updatedAt: new Date(updatedAt).toISOString(),
  question: previewOf(q),
});

/** The student's notes, newest first, those matching `search` only when given. */
export async function listNotes(db: Query, userId: number, now: number, search?: string) {
  return (await db.one(noteRows(db, userId, now, undefined, search))).map(toNote);
}

/** The student's note on the question (undefined: none, or the question is sealed now). */
export async function getNote(db: Query, userId: number, questionId: number, now: number) {
  const [row] = await db.one(noteRows(db, userId, now, questionId));
  return row && toNote(row);
}

/** Writes the note (replacing the student's earlier one) and returns it; undefined for an unknown or sealed question. */
export async function putNote(db: Query, userId: number, questionId: number, text: string, now: number) {
  const [, [row]] = await db.batch([
    // Hand-written: an upsert from a guarded INSERT … SELECT (the question must be open to the student).
    db.orm.run(sql`
      INSERT INTO ${notes} (${bareList(notes.userId, notes.questionId, notes.text, notes.updatedAt)})
      SELECT ${userId}, ${questions.id}, ${text}, ${now} FROM ${questions}
       WHERE ${questions.id} = ${questionId} AND ${poolOpen(userId, now)}
      ON CONFLICT (${bareList(notes.userId, notes.questionId)}) DO UPDATE SET
        ${bare(notes.text)} = excluded.${bare(notes.text)}, ${bare(notes.updatedAt)} = excluded.${bare(notes.updatedAt)}`),
    noteRows(db, userId, now, questionId),
  ] as const);
  return row && toNote(row);
}

/** Removes the student's note; false when there was none (or the question is sealed now). */
export async function removeNote(db: Query, userId: number, questionId: number, now: number) {
  const result = await db.one(
    db.orm
      .delete(notes)
      .where(
        and(
          eq(notes.userId, userId),
          eq(notes.questionId, questionId),
          sql`EXISTS (SELECT 1 FROM ${questions} WHERE ${questions.id} = ${questionId} AND ${poolOpen(userId, now)})`,
        ),
      ),
  );
  return result.meta.changes > 0;
}
