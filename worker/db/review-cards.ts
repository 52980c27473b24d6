// Review cards on the answer path (lib/review has the rules and the FSRS
// schedule). A card is read with the answer's other reads and written in the
// answer's batch, gated like its other statements, so a refused answer changes
// no card. Hand-written SQL for the write: an INSERT … SELECT from the gate
// with an upsert that counts reviews.
import { and, eq, sql } from "drizzle-orm";
import type { Query } from "./query";
import { bare, bareList } from "./columns";
import { reviewCards } from "./schema";
import type { AnswerGate } from "./answers/gate";
import { newCard, nextCard, type CardState } from "../../lib/review/schedule";
import { reviewGrade, startsCard, isFullMarks, type AnswerOutcome } from "../../lib/review/grade";

const cardFields = {
  dueAt: reviewCards.dueAt,
  stability: reviewCards.stability,
  difficulty: reviewCards.difficulty,
  scheduledDays: reviewCards.scheduledDays,
  learningSteps: reviewCards.learningSteps,
  reps: reviewCards.reps,
  lapses: reviewCards.lapses,
  state: reviewCards.state,
  lastReviewAt: reviewCards.lastReviewAt,
};

export const reviewCard = (db: Query, userId: number, questionId: number) =>
  db.orm
    .select(cardFields)
    .from(reviewCards)
    .where(and(eq(reviewCards.userId, userId), eq(reviewCards.questionId, questionId)));

const CARD_COLUMNS = [
  reviewCards.userId,
  reviewCards.questionId,
  reviewCards.dueAt,
  reviewCards.stability,
  reviewCards.difficulty,
  reviewCards.scheduledDays,
  reviewCards.learningSteps,
  reviewCards.reps,
  reviewCards.lapses,
  reviewCards.state,
  reviewCards.lastReviewAt,
  reviewCards.reviews,
  reviewCards.reviewsFull,
  reviewCards.createdAt,
];
const values = (c: CardState) =>
  sql.join(
    [
      c.dueAt,
      c.stability,
      c.difficulty,
      c.scheduledDays,
      c.learningSteps,
      c.reps,
      c.lapses,
      c.state,
      c.lastReviewAt,
    ].map((v) => sql`${v}`),
    sql`, `,
  );
const set = (...columns: (keyof typeof cardFields)[]) =>
  sql.join(
    columns.map((k) => sql`${bare(reviewCards[k])} = excluded.${bare(reviewCards[k])}`),
    sql`, `,
  );

/**
 * The card after this answer, and the statement that stores it (gated), or
 * null when the question has no card and this answer does not start one.
 * An answer older than the card's last review (an outbox synced late) is
 * scheduled as of that review, so a card never moves back in time.
 */
export function cardAfterAnswer(
  db: Query,
  userId: number,
  questionId: number,
  card: CardState | null,
  outcome: AnswerOutcome,
  at: number,
  gate: AnswerGate,
) {
  if (!card && !startsCard(outcome)) return null;
  const when = Math.max(at, card?.lastReviewAt ?? 0);
  const next = nextCard(card, reviewGrade(outcome), when);
  const review = card ? 1 : 0; // the answer that creates a card is not a review of it
  const full = review && isFullMarks(outcome) ? 1 : 0;
  return {
    card: next,
    write: db.orm.run(sql`
      INSERT INTO ${reviewCards} (${bareList(...CARD_COLUMNS)})
      SELECT ${userId}, ${questionId}, ${values(next)}, ${review}, ${full}, ${when} FROM (${gate}) g WHERE true
      ON CONFLICT (${bareList(reviewCards.userId, reviewCards.questionId)}) DO UPDATE SET
        ${set("dueAt", "stability", "difficulty", "scheduledDays", "learningSteps", "reps", "lapses", "state", "lastReviewAt")},
        ${bare(reviewCards.reviews)} = ${reviewCards.reviews} + 1,
        ${bare(reviewCards.reviewsFull)} = ${reviewCards.reviewsFull} + excluded.${bare(reviewCards.reviewsFull)}`),
  };
}

/** A bookmark's card: new and due at once; an existing card is left as it is. */
export const bookmarkCard = (db: Query, userId: number, questionId: number, now: number) =>
  db.orm
    .insert(reviewCards)
    .values({ userId, questionId, ...newCard(now), reviews: 0, reviewsFull: 0, createdAt: now })
    .onConflictDoNothing();
