// Fill-in-the-blank calculation: one numeric entry (the phone's decimal
// keypad), its unit beside it and the rounding the stem asks for. After
// grading: the typed value and the key, the worked solution step by step, the
// rationale of the common error the value matches, and notes on rounding and
// leading or trailing zeros.
import { useId } from "react";
import { FormatFrame } from "./FormatFrame";
import { MarkTag } from "./ElementMark";
import { isTypedNumber, ROUNDING_WORDS } from "../../lib/formats/typed-number";
import type { FormatViewProps } from "./types";
import { CalcFeedback, calcFeedbackOf } from "../../components/formats/CalcFeedback";

type Response = { value: string };

export default function Calculation({
  question,
  response,
  onChange,
  result,
  disabled,
}: FormatViewProps<Response, "calculation">) {
  const item = question.item;
  const id = useId();
  const typed = result ? ((result.response as Response | null)?.value ?? "") : (response?.value ?? "");
  const invalid = !result && typed.trim() !== "" && !isTypedNumber(typed);
  const feedback = calcFeedbackOf(result);
  const key = (result?.correctResponse as Response | undefined)?.value;

  return (
    <FormatFrame
      instruction="Type your answer as a number."
      result={result}
      disabled={disabled}
      legend={[]}
      className="calculation"
    >
      <div className="calc-entry">
        <label htmlFor={`${id}-value`} className="calc-label">
          Answer
        </label>
        <div className="calc-field">
          <input
            id={`${id}-value`}
            className="calc-input"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="done"
            maxLength={12}
            value={typed}
            readOnly={!!result}
            aria-invalid={invalid || undefined}
            aria-describedby={`${id}-hint`}
            onChange={(e) => {
              const value = e.target.value;
              onChange({ value }, isTypedNumber(value));
            }}
          />
          <span className="calc-unit">{item.unit}</span>
        </div>
        <p id={`${id}-hint`} className={`calc-hint${invalid ? " calc-hint-error" : ""}`}>
          {invalid
            ? "Type digits and at most one decimal point, such as 2.5."
            : `Round to the nearest ${ROUNDING_WORDS[item.rounding]}; digits and one decimal point only.`}
        </p>
      </div>
      {result && (
        <div className="calc-feedback">
          <p>
            <MarkTag mark={result.isCorrect ? "correct" : "incorrect"} />{" "}
            {typed ? `You typed ${typed} ${item.unit}.` : "Not answered."} The answer is{" "}
            <strong>{`${key} ${item.unit}`}</strong>.
          </p>
          {feedback && <CalcFeedback feedback={feedback} />}
        </div>
      )}
    </FormatFrame>
  );
}
