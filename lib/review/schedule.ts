// FSRS scheduling (ts-fsrs) for review cards, stored as plain numbers. Short-
// term steps are off: a missed question comes back the next day at the
// earliest, not minutes after its rationale was read. No fuzz, so a schedule
// is reproducible (tests, and the "Back in 3 days" the student is told).
import { createEmptyCard, fsrs, State, type Card, type Grade } from "ts-fsrs";

export interface CardState {
  dueAt: number; // epoch ms
  stability: number;
  difficulty: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  state: number; // ts-fsrs State
  lastReviewAt: number | null;
}

const scheduler = fsrs({ enable_short_term: false, enable_fuzz: false, request_retention: 0.9, maximum_interval: 365 });

const toCard = (c: CardState): Card => ({
  due: new Date(c.dueAt),
  stability: c.stability,
  difficulty: c.difficulty,
  elapsed_days: 0, // derived by ts-fsrs from last_review
  scheduled_days: c.scheduledDays,
  learning_steps: c.learningSteps,
  reps: c.reps,
  lapses: c.lapses,
  state: c.state as State,
  last_review: c.lastReviewAt === null ? undefined : new Date(c.lastReviewAt),
});

const fromCard = (c: Card): CardState => ({
  dueAt: c.due.getTime(),
  stability: c.stability,
  difficulty: c.difficulty,
  scheduledDays: c.scheduled_days,
  learningSteps: c.learning_steps,
  reps: c.reps,
  lapses: c.lapses,
  state: c.state,
  lastReviewAt: c.last_review ? c.last_review.getTime() : null,
});

/** A card nobody has reviewed yet (a bookmark): due at once. */
export const newCard = (now: number): CardState => fromCard(createEmptyCard(new Date(now)));

/** The card after an answer graded `grade` at `now` (a missing card starts empty). */
export const nextCard = (card: CardState | null, grade: Grade, now: number): CardState =>
  fromCard(scheduler.next(card ? toCard(card) : createEmptyCard(new Date(now)), new Date(now), grade).card);

/** "Back in 3 days": whole days until `dueAt`, at least 1. */
export const daysUntilDue = (dueAt: number, now: number) => Math.max(1, Math.round((dueAt - now) / 86_400_000));
