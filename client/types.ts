// Shapes the islands receive from the API (see worker/db/questions.ts).
import type { FormatName } from "../lib/formats/names";
import type { DisplayedQuestion } from "../lib/formats/displays";
import type { GradedResult } from "./formats/types";
import type { QuestionOption } from "../worker/db/question-dto";

/** A question as the API sends it: the item typed by its format (lib/formats/displays.ts). */
export type Question = DisplayedQuestion & {
  id: number;
  maxPoints: number;
  categoryId: number;
  category: string;
  difficulty: number;
  content: string;
  /** A single-answer item's options (with rationales only where its key may show); select-all and select-N list theirs. */
  options: QuestionOption[];
  /** Single-answer items only (the spec's payload); NGN keys come with the graded answer. */
  correctAnswer: string | null;
  explanation: string | null;
  /** The draw this question came in (its element ids are that draw's): sent back with the answer. */
  drawKey?: string;
};

export interface Graded {
  /** Single-answer items: the label chosen. */
  selected?: string;
  isCorrect: boolean;
  points: number;
  maxPoints: number;
  /** NGN items: the server's graded reply (marks, rationales, key). */
  result?: GradedResult;
  /** Seconds the student spent on the question. */
  timeSpent?: number;
}
