// One question: the stem, the options as a native radio group, and (after a
// practice submission) correct/incorrect highlighting with every rationale.
import type { Graded, Question } from "../types";

interface Props {
  question: Question;
  selected: string | undefined;
  graded: Graded | undefined;
  showFeedback: boolean;
  onSelect: (label: string) => void;
}

export function QuestionCard({ question, selected, graded, showFeedback, onSelect }: Props) {
  const locked = !!graded;
  const reveal = showFeedback && graded;
  return (
    <fieldset className="question" disabled={locked}>
      <legend className="question-stem">{question.content}</legend>
      <div className="options">
        {question.options.map((o) => {
          const state = !reveal
            ? ""
            : o.label === question.correctAnswer
              ? " option-correct"
              : o.label === graded.selected
                ? " option-incorrect"
                : "";
          return (
            <label key={o.label} className={`option${selected === o.label ? " option-selected" : ""}${state}`}>
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
                {reveal && <small className="rationale">{o.rationale}</small>}
              </span>
            </label>
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
