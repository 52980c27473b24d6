// The contract between the question dialog and each format's view. A view
// is controlled: it renders `response` and reports every change with whether
// the response is complete (Submit is enabled only then). After grading it
// receives the server's `result` and marks each element right or wrong.
import type { ComponentType } from "react";
import type { FormatName } from "../../lib/formats/names";
import type { DisplayedQuestion } from "../../lib/formats/displays";

/** A question as the dialog shows it: its format's key-free display (lib/formats/displays.ts), typed by format. */
export type NgnQuestion<K extends FormatName = FormatName> = DisplayedQuestion<K> & {
  id: number;
  maxPoints: number;
  content: string;
};

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

export interface FormatViewProps<R = any, K extends FormatName = FormatName> {
  question: NgnQuestion<K>;
  response: R | undefined;
  onChange: (response: R, complete: boolean) => void;
  /** Present after grading when feedback is shown (practice, reviews); the view is then read-only. */
  result?: GradedResult;
  disabled?: boolean;
  /** Tutor mode (practice with feedback, reviews; never timed tests or the readiness exam): the student's tools. */
  tutor?: boolean;
}

/**
 * A view as the registries hold it (index.ts, client/case/ssr-views.ts): each is registered only under the formats
 * it is typed for, so it accepts whichever of those it is given.
 */
export type RegisteredView = ComponentType<FormatViewProps<any, never>>;
/** The one dispatch: a registered view, looked up by the question's own type, takes that question. */
export const dispatchable = (view: RegisteredView) => view as ComponentType<FormatViewProps>;
