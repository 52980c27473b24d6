// Review cards in D1 (lib/review has the rules and the FSRS schedule). A card
// is read with the answer's other reads and written in the answer's batch,
// gated like its other statements, so a refused answer changes no card.
import type { Statement } from "./query";
import type { AnswerGate } from "./answer-gate";
import { newCard, nextCard, type CardState } from "../../lib/review/schedule";
import { reviewGrade, startsCard, isFullMarks, type AnswerOutcome } from "../../lib/review/grade";

export const CARD_COLUMNS =
  "due_at AS dueAt, stability, difficulty, scheduled_days AS scheduledDays, learning_steps AS learningSteps, reps, lapses, state, last_review_at AS lastReviewAt";

export const cardStatement = (userId: number, questionId: number): Statement => [
  `SELECT ${CARD_COLUMNS} FROM review_cards WHERE user_id = ? AND question_id = ?`,
  userId,
  questionId,
];

const UPSERT = `INSERT INTO review_cards (user_id, question_id, due_at, stability, difficulty, scheduled_days, learning_steps, reps, lapses, state, last_review_at, reviews, reviews_full, created_at)`;
const cardValues = (c: CardState) => [
  c.dueAt,
  c.stability,
  c.difficulty,
  c.scheduledDays,
  c.learningSteps,
  c.reps,
  c.lapses,
  c.state,
  c.lastReviewAt,
];

/**
 * The card after this answer, and the statement that stores it (gated), or
 * null when the question has no card and this answer does not start one.
 * An answer older than the card's last review (an outbox synced late) is
 * scheduled as of that review, so a card never moves back in time.
 */
export function cardAfterAnswer(
  userId: number,
  questionId: number,
  card: CardState | null,
  outcome: AnswerOutcome,
  at: number,
  gate: AnswerGate,
): { card: CardState; statement: Statement } | null {
  if (!card && !startsCard(outcome)) return null;
  const when = Math.max(at, card?.lastReviewAt ?? 0);
  const next = nextCard(card, reviewGrade(outcome), when);
  const review = card ? 1 : 0; // the answer that creates a card is not a review of it
  const full = review && isFullMarks(outcome) ? 1 : 0;
  return {
    card: next,
    statement: [
      `${UPSERT} SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ? FROM (${gate.sql}) g WHERE true
        ON CONFLICT (user_id, question_id) DO UPDATE SET due_at = excluded.due_at, stability = excluded.stability, difficulty = excluded.difficulty,
          scheduled_days = excluded.scheduled_days, learning_steps = excluded.learning_steps, reps = excluded.reps, lapses = excluded.lapses, state = excluded.state,
          last_review_at = excluded.last_review_at, reviews = reviews + 1, reviews_full = reviews_full + excluded.reviews_full`,
      userId,
      questionId,
      ...cardValues(next),
      review,
      full,
      when,
      ...gate.params,
    ],
  };
}

/** A bookmark's card: new and due at once; an existing card is left as it is. */
export const bookmarkCardStatement = (userId: number, questionId: number, now: number): Statement => [
  `${UPSERT} VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, 0, ?) ON CONFLICT (user_id, question_id) DO NOTHING`,
  userId,
  questionId,
  ...cardValues(newCard(now)),
  now,
];
