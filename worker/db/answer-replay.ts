// Replays of a queued answer. The outbox may send the same answer more than
// once (a lost reply, a second tab); its clientAnswerId, unique per student,
// makes every repeat return the stored answer instead of storing it again.
import type { Param, Statement } from "./query";

export interface StoredAnswer {
  id: number;
  questionId: number;
  response: string | null; // JSON
  selectedAnswer: string;
}

/** The student's answer with this client id (none when the id is new or absent). */
export const storedAnswerStatement = (userId: number, clientAnswerId: string | undefined): Statement => [
  "SELECT id, question_id AS questionId, response, selected_answer AS selectedAnswer FROM answers WHERE user_id = ? AND client_answer_id = ?",
  userId,
  (clientAnswerId ?? null) as Param,
];

/** What the stored answer was: its response as submitted (single-answer items before JSON responses kept the label). */
export const storedResponse = (a: StoredAnswer): unknown =>
  a.response != null ? JSON.parse(a.response) : a.selectedAnswer;

export const isClientIdConflict = (e: unknown) => String(e).includes("answers.client_answer_id");
