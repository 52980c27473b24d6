// The props of FormatQuestion (the question area of every session), in a file
// of their own so the server's preloaded-view registry can name them without
// importing the component.
import type { GradedResult, NgnQuestion } from "../formats/types";
import type { CaseContext } from "../case/types";

export interface FormatQuestionProps {
  /** A case item met outside its case carries `case`; a trend item's display carries `item.chart`. */
  question: NgnQuestion & { case?: CaseContext };
  response: unknown;
  onChange: (response: unknown, complete: boolean) => void;
  /** The graded reply, when feedback is shown (practice). */
  result?: GradedResult;
  disabled?: boolean;
  /** Tutor mode (practice with feedback, reviews; never timed tests or the readiness exam): the student's tools. */
  tutor?: boolean;
}
