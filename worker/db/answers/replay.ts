// Replays of a queued answer. The outbox may send the same answer more than
// once (a lost reply, a second tab); its clientAnswerId, unique per student,
// makes every repeat return the stored answer instead of storing it again.
import { and, eq, sql } from "drizzle-orm";
import type { Query } from "../query";
import { answers } from "../schema";

/** The student's answer with this client id (none when the id is new or absent). */
export const storedAnswer = (db: Query, userId: number, clientAnswerId: string | undefined) =>
  db.orm
    .select({
      id: answers.id,
      questionId: answers.questionId,
      response: answers.response,
      selectedAnswer: answers.selectedAnswer,
    })
    .from(answers)
    .where(
      clientAnswerId === undefined
        ? sql`0`
        : and(eq(answers.userId, userId), eq(answers.clientAnswerId, clientAnswerId)),
    );

export type StoredAnswer = Awaited<ReturnType<typeof storedAnswer>>[number];

/** What the stored answer was: its response as submitted (single-answer items before JSON responses kept the label). */
export const storedResponse = (a: StoredAnswer): unknown =>
  a.response != null ? JSON.parse(a.response) : a.selectedAnswer;

export const isClientIdConflict = (e: unknown) => String(e).includes("answers.client_answer_id");
