// The contract between the question dialog and each format's view. A view
// is controlled: it renders `response` and reports every change with whether
// the response is complete (Submit is enabled only then). After grading it
// receives the server's `result` and marks each element right or wrong.
import type { FormatName } from "../../lib/formats/names";

export interface NgnQuestion {
  id: number;
  type: FormatName;
  maxPoints: number;
  content: string;
  /** The key-free display from the server (lib/formats/*.ts, display()). */
  item: Record<string, any>;
}

/** The graded reply of POST /api/answers (lib/formats/submission.ts, gradedReply). */
export interface GradedResult {
  type: FormatName;
  response: unknown;
  points: number;
  maxPoints: number;
  isCorrect: boolean;
  rule: "zero-one" | "plus-minus" | "rationale" | "all-or-nothing";
  ruleSentence: string;
  ruleUnconfirmed: boolean;
  breakdown: {
    units: { unit: string; points: number; maxPoints: number }[];
    elements: { unit: string; element: string; chosen: boolean; keyed: boolean; delta: number }[];
  };
  rationales: Record<string, string>;
  correctResponse: unknown;
  explanation: string;
}

export interface FormatViewProps<R = any> {
  question: NgnQuestion;
  response: R | undefined;
  onChange: (response: R, complete: boolean) => void;
  /** Present after grading when feedback is shown (practice, reviews); the view is then read-only. */
  result?: GradedResult;
  disabled?: boolean;
}
