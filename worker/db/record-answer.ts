// The statements that record one graded answer: the raw row, the per-user
// aggregates (category, day, mode), the learning engine's ability sums (first
// answer to each question only) and the student's last-answer time. Each
// selects from the caller's gate (answer-gate.ts), so either all of them
// apply or none does; the caller appends its own statements to the batch.
import type { Statement } from "./query";
import type { AnswerGate } from "./answer-gate";
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
  at: number; // epoch ms
  day: string; // the student's calendar day
  mode: StudyMode;
}

/** How the time was spent: a practice session, a timed test (or the readiness exam), or reviewing single questions. */
export type StudyMode = "practice" | "timed" | "review";

/**
 * The first statement returns the new answer's id and the seconds stored
 * (none when the gate refused). The last one moves users.last_answer_at,
 * which the gate reads, so it must stay last among the gated statements.
 */
export function answerStatements(a: GradedAnswer, gate: AnswerGate): Statement[] {
  const from = `FROM (${gate.sql}) g WHERE true`; // WHERE: SQLite's upsert after SELECT ... FROM needs one
  const g = gate.params;
  return [
    [`INSERT INTO answers (user_id, question_id, session_id, selected_answer, is_correct, time_spent, answered_at, local_day) SELECT ?, ?, ?, ?, ?, g.spent, ?, ? ${from} RETURNING id, time_spent AS timeSpent`, a.userId, a.questionId, a.sessionId, a.selectedAnswer, a.isCorrect, a.at, a.day, ...g],
    [`INSERT INTO user_category_stats (user_id, category_id, total, correct, time_spent) SELECT ?, ?, 1, ?, g.spent ${from} ON CONFLICT (user_id, category_id) DO UPDATE SET total = total + 1, correct = correct + excluded.correct, time_spent = time_spent + excluded.time_spent`, a.userId, a.categoryId, a.isCorrect, ...g],
    [`INSERT INTO user_daily_stats (user_id, day, total, correct, time_spent) SELECT ?, ?, 1, ?, g.spent ${from} ON CONFLICT (user_id, day) DO UPDATE SET total = total + 1, correct = correct + excluded.correct, time_spent = time_spent + excluded.time_spent`, a.userId, a.day, a.isCorrect, ...g],
    [`INSERT INTO user_day_category_stats (user_id, day, category_id, total, correct) SELECT ?, ?, ?, 1, ? ${from} ON CONFLICT (user_id, day, category_id) DO UPDATE SET total = total + 1, correct = correct + excluded.correct`, a.userId, a.day, a.categoryId, a.isCorrect, ...g],
    [`INSERT INTO user_mode_stats (user_id, mode, total, correct, time_spent) SELECT ?, ?, 1, ?, g.spent ${from} ON CONFLICT (user_id, mode) DO UPDATE SET total = total + 1, correct = correct + excluded.correct, time_spent = time_spent + excluded.time_spent`, a.userId, a.mode, a.isCorrect, ...g],
    ...abilityStatements(a.userId, a.questionId, a.clientNeed, a.b, a.isCorrect === 1, gate), // first answers only
    [`UPDATE users SET last_answer_at = max(coalesce(last_answer_at, 0), ?) WHERE id = ? AND EXISTS (${gate.sql})`, a.at, a.userId, ...g],
  ];
}
