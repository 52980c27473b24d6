// The statements that record one graded answer: the raw row, the per-user
// aggregates (category, day, mode, item format, clinical-judgment step), the learning engine's ability sums (first
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
  response: string; // JSON
  isCorrect: 0 | 1; // full marks
  points: number;
  maxPoints: number;
  at: number; // epoch ms
  day: string; // the student's calendar day
  mode: StudyMode;
  type: string; // the item's format
  caseId: number | null; // a case item: its case and clinical-judgment step
  caseStep: number | null;
  clientAnswerId: string | null; // the outbox's id, unique per student
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
  // One aggregate row per (user, keys): one more answer, its full-marks flag, points, possible points and seconds.
  const stat = (table: string, keys: string[], time = true) =>
    `INSERT INTO ${table} (user_id, ${keys.join(", ")}, total, correct, points, possible${time ? ", time_spent" : ""}) SELECT ?, ${keys.map(() => "?").join(", ")}, 1, ?, ?, ?${time ? ", g.spent" : ""} ${from}
      ON CONFLICT (user_id, ${keys.join(", ")}) DO UPDATE SET total = total + 1, correct = correct + excluded.correct, points = points + excluded.points, possible = possible + excluded.possible${time ? ", time_spent = time_spent + excluded.time_spent" : ""}`;
  const marks = [a.isCorrect, a.points, a.maxPoints];
  return [
    [
      `INSERT INTO answers (user_id, question_id, session_id, selected_answer, response, is_correct, points, max_points, time_spent, answered_at, local_day, case_id, case_step, client_answer_id) SELECT ?, ?, ?, ?, ?, ?, ?, ?, g.spent, ?, ?, ?, ?, ? ${from} RETURNING id, time_spent AS timeSpent`,
      a.userId,
      a.questionId,
      a.sessionId,
      a.selectedAnswer,
      a.response,
      ...marks,
      a.at,
      a.day,
      a.caseId,
      a.caseStep,
      a.clientAnswerId,
      ...g,
    ],
    [stat("user_category_stats", ["category_id"]), a.userId, a.categoryId, ...marks, ...g],
    [stat("user_daily_stats", ["day"]), a.userId, a.day, ...marks, ...g],
    [stat("user_day_category_stats", ["day", "category_id"], false), a.userId, a.day, a.categoryId, ...marks, ...g],
    [stat("user_mode_stats", ["mode"]), a.userId, a.mode, ...marks, ...g],
    [stat("user_format_stats", ["type"], false), a.userId, a.type, ...marks, ...g],
    ...(a.caseStep != null
      ? [[stat("user_step_stats", ["step"], false), a.userId, a.caseStep, ...marks, ...g] as Statement]
      : []),
    ...abilityStatements(a.userId, a.questionId, a.clientNeed, a.b, { points: a.points, maxPoints: a.maxPoints }, gate), // first answers only
    [
      `UPDATE users SET last_answer_at = max(coalesce(last_answer_at, 0), ?) WHERE id = ? AND EXISTS (${gate.sql})`,
      a.at,
      a.userId,
      ...g,
    ],
  ];
}
