// One item of a case: its heading (item n of 6 and the step), the question
// (FormatQuestion, graded view with rationales and the score once answered)
// and the one action that applies: Submit, Next item, or See results. A case
// study is tutor mode: the stem's highlight and the options' strike-out apply.
import { memo, useCallback, useEffect, useRef } from "react";
import { FormatQuestion } from "../ui/FormatQuestion";
import type { GradedResult } from "../formats/types";
import type { CaseItemDto } from "./types";
import { CalculatorButton } from "../calculator/CalculatorButton";
import { LabValuesButton } from "../labs/LabValuesButton";

// Re-rendered only when its own props change: the server-rendered first item stays in place while its view's code loads.
const Question = memo(FormatQuestion);

interface Props {
  item: CaseItemDto;
  position: number;
  total: number;
  response?: { value: unknown; complete: boolean };
  result?: GradedResult;
  pending: boolean;
  onResponse: (questionId: number, value: unknown, complete: boolean) => void;
  onSubmit: () => void;
  onNext: () => void;
  headingId: string;
}

export function CaseItem({
  item,
  position,
  total,
  response,
  result,
  pending,
  onResponse,
  onSubmit,
  onNext,
  headingId,
}: Props) {
  const onChange = useCallback(
    (value: unknown, complete: boolean) => onResponse(item.id, value, complete),
    [item.id, onResponse],
  );
  const next = useRef<HTMLButtonElement>(null);
  const last = position === total;
  // Once graded, the focus moves to the button that goes on (Submit, which had it, is gone).
  useEffect(() => {
    if (result) next.current?.focus({ preventScroll: true });
  }, [!!result]);
  return (
    <>
      <h2 id={headingId} className="case-item-title" tabIndex={-1}>
        {`Item ${position} of ${total}: `}
        <span className="case-item-step">{item.stepName}</span>
      </h2>
      <div className="question-tools">
        <CalculatorButton />
        <LabValuesButton />
      </div>
      <Question
        question={item}
        response={response?.value}
        onChange={onChange}
        result={result}
        disabled={pending}
        tutor
      />
      <div className="session-actions case-actions">
        <span className="muted small">{`${item.maxPoints} point${item.maxPoints === 1 ? "" : "s"} possible`}</span>
        {!result ? (
          <button
            type="button"
            className="btn btn-primary"
            disabled={!response?.complete || pending}
            onClick={onSubmit}
          >
            Submit Answer
          </button>
        ) : (
          <button type="button" ref={next} className="btn btn-primary" onClick={onNext}>
            {last ? "See results" : "Next item"}
          </button>
        )}
      </div>
    </>
  );
}
