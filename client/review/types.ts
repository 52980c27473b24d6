// One question of a finished (or running practice) session as a review shows
// it: what was asked, what the student answered and, where the rules allow,
// the key with every element's rationale. Built in the browser from a
// session's own state, and served by GET /api/sessions/:id/review.
import type { Question } from "../types";

/** What a review needs of a question: any drawn question, or a case item with its case's category. */
export type ReviewQuestion = Pick<Question, "id" | "type" | "maxPoints" | "content" | "category" | "item"> &
  Partial<Pick<Question, "options" | "correctAnswer" | "explanation">>;
import type { GradedResult } from "../formats/types";

export interface ReviewAnswer {
  points: number;
  maxPoints: number;
  isCorrect: boolean;
  /** Seconds on the question, as stored (null when not measured). */
  timeSpent: number | null;
  /** A single-answer item's chosen label. */
  selected?: string;
}

export interface ReviewEntry {
  position: number;
  question: ReviewQuestion;
  answer: ReviewAnswer | null;
  /** Keys and rationales: every format's graded reply (a single-answer item's key is on its question). */
  result: GradedResult | null;
  flagged?: boolean;
  note?: string | null;
}
