// One question: the stem, the options as a native radio group, and (after a
// practice submission) correct/incorrect highlighting with every rationale.
import type { Graded, Question } from "../types";
import { HighlightStem } from "../tutor/HighlightStem";
import { StrikeOut, StruckNote, useStrikes } from "../tutor/StrikeOut";

interface Props {
  question: Question;
  selected: string | undefined;
  graded: Graded | undefined;
  showFeedback: boolean;
  /** Tutor mode (practice with feedback, reviews): the strike-out controls. */
  tutor?: boolean;
  onSelect: (label: string) => void;
}

export function QuestionCard({ question, selected, graded, showFeedback, tutor, onSelect }: Props) {
  const locked = !!graded;
  const strikes = useStrikes();
  const reveal = showFeedback && graded;
  return (
    <fieldset className="question" disabled={locked}>
      <HighlightStem as="legend" className="question-stem" text={question.content} tools={!!tutor && !locked} />
      <div className="options">
        {question.options.map((o) => {
          const state = !reveal
            ? ""
            : o.label === question.correctAnswer
              ? " option-correct"
              : o.label === graded.selected
                ? " option-incorrect"
                : "";
          // The strikes are for answering: feedback shows every option as it is.
          const struck = tutor && !locked && strikes.struck.has(o.label);
          return (
            <StrikeOut
              key={o.label}
              letter={o.label}
              show={!!tutor && !locked}
              struck={!!struck}
              onToggle={() => strikes.toggle(o.label)}
            >
              <label
                className={`option${selected === o.label ? " option-selected" : ""}${state}${struck ? " option-struck" : ""}`}
              >
                <input
                  type="radio"
                  name={`q-${question.id}`}
                  value={o.label}
                  checked={selected === o.label}
                  onChange={() => onSelect(o.label)}
                />
                <span className="option-label">{o.label}</span>
                <span className="option-text">
                  {o.text}
                  <StruckNote struck={!!struck} />
                  {reveal && <small className="rationale">{o.rationale}</small>}
                </span>
              </label>
            </StrikeOut>
          );
        })}
      </div>
      {reveal && (
        <div className={`feedback ${graded.isCorrect ? "feedback-correct" : "feedback-incorrect"}`} role="status">
          <strong>
            {graded.isCorrect ? "Correct!" : `Incorrect. The correct answer is ${question.correctAnswer}.`}
          </strong>
          <p>{question.explanation}</p>
        </div>
      )}
    </fieldset>
  );
}
