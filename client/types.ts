// Shapes the islands receive from the API (see worker/db/questions.ts).
import type { FormatName } from "../lib/formats/names";
import type { DisplayedQuestion } from "../lib/formats/displays";
import type { GradedResult } from "./formats/types";

export interface Option {
  label: string;
  text: string;
  rationale: string;
}

/** A question as the API sends it: the item typed by its format (lib/formats/displays.ts). */
export type Question = DisplayedQuestion & {
  id: number;
  maxPoints: number;
  categoryId: number;
  category: string;
  difficulty: number;
  content: string;
  options: Option[];
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
