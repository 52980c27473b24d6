// The statements that record one graded answer: the raw row, the per-user
// aggregates (category, day, mode) and the learning engine's ability sums
// (first answer to each question only). They go into one D1 batch with the
// caller's own statements, so nothing drifts.
import type { Statement } from "./query";
import { abilityStatements } from "../learning/ability";

export interface GradedAnswer {
  userId: number;
  questionId: number;
  categoryId: number;
  clientNeed: string;
  b: number; // item difficulty, logits
  sessionId: number | null;
  selectedAnswer: string;
  isCorrect: 0 | 1;
  timeSpent: number;
  at: number; // epoch ms
  day: string; // the student's calendar day
  mode: StudyMode;
}

/** How the time was spent: a practice session, a timed test (or the readiness exam), or reviewing single questions. */
export type StudyMode = "practice" | "timed" | "review";

/** The first statement returns the new answer's id. */
export function answerStatements(a: GradedAnswer): Statement[] {
  return [
    ["INSERT INTO answers (user_id, question_id, session_id, selected_answer, is_correct, time_spent, answered_at, local_day) VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id", a.userId, a.questionId, a.sessionId, a.selectedAnswer, a.isCorrect, a.timeSpent, a.at, a.day],
    ["INSERT INTO user_category_stats (user_id, category_id, total, correct, time_spent) VALUES (?, ?, 1, ?, ?) ON CONFLICT (user_id, category_id) DO UPDATE SET total = total + 1, correct = correct + excluded.correct, time_spent = time_spent + excluded.time_spent", a.userId, a.categoryId, a.isCorrect, a.timeSpent],
    ["INSERT INTO user_daily_stats (user_id, day, total, correct, time_spent) VALUES (?, ?, 1, ?, ?) ON CONFLICT (user_id, day) DO UPDATE SET total = total + 1, correct = correct + excluded.correct, time_spent = time_spent + excluded.time_spent", a.userId, a.day, a.isCorrect, a.timeSpent],
    ["INSERT INTO user_day_category_stats (user_id, day, category_id, total, correct) VALUES (?, ?, ?, 1, ?) ON CONFLICT (user_id, day, category_id) DO UPDATE SET total = total + 1, correct = correct + excluded.correct", a.userId, a.day, a.categoryId, a.isCorrect],
    ["INSERT INTO user_mode_stats (user_id, mode, total, correct, time_spent) VALUES (?, ?, 1, ?, ?) ON CONFLICT (user_id, mode) DO UPDATE SET total = total + 1, correct = correct + excluded.correct, time_spent = time_spent + excluded.time_spent", a.userId, a.mode, a.isCorrect, a.timeSpent],
    ...abilityStatements(a.userId, a.questionId, a.clientNeed, a.b, a.isCorrect === 1), // first answers only
  ];
}
