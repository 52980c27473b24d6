// The 'Timed Test Results' view: score (points of points possible, as the
// server scores the session), result label and a review list with the points
// of every item; NGN items open their marks and rationales.
import { percent, resultLabel } from "../../lib/scoring";
import { ElementReview } from "../../components/formats/ElementReview";
import { FORMAT_LABELS } from "../../lib/formats/names";
import type { Graded, Question } from "../types";

export function TimedResults({
  questions,
  graded,
  flagged,
  onClose,
}: {
  questions: Question[];
  graded: Record<number, Graded>;
  flagged: Set<number>;
  onClose: () => void;
}) {
  const correct = questions.filter((q) => graded[q.id]?.isCorrect).length;
  const points = questions.reduce((s, q) => s + (graded[q.id]?.points ?? 0), 0);
  const possible = questions.reduce((s, q) => s + (graded[q.id]?.maxPoints ?? q.maxPoints ?? 1), 0);
  const score = percent(points, possible);
  const label = resultLabel(score);
  return (
    <div className="results">
      <h2 id="session-title">Timed Test Results</h2>
      <div className={`result-score result-${label.toLowerCase()}`}>
        <span className="big">{score}%</span>
        <span>{`${correct} of ${questions.length} correct`}</span>
        {possible !== questions.length && <span>{`${points} of ${possible} points`}</span>}
        <strong className="result-label">{label}</strong>
      </div>
      <h3>Question review</h3>
      <ol className="review-list">
        {questions.map((q) => {
          const g = graded[q.id];
          const pts = `${g?.points ?? 0} of ${g?.maxPoints ?? q.maxPoints} point${(g?.maxPoints ?? q.maxPoints) === 1 ? "" : "s"}`;
          return (
            <li key={q.id} className={g?.isCorrect ? "review-correct" : "review-incorrect"}>
              <p>{q.content}</p>
              <small>
                {q.type === "single"
                  ? `Your answer: ${g?.selected ?? "not answered"} · Correct answer: ${q.correctAnswer} · ${pts}`
                  : `${FORMAT_LABELS[q.type]} · ${g ? pts : "not answered"}`}
                {flagged.has(q.id) && <span className="badge badge-flag">Flagged</span>}
              </small>
              {g?.result && (
                <details>
                  <summary>Your answer, the key and the rationales</summary>
                  <ElementReview answer={{ ...g.result, item: q.item }} />
                </details>
              )}
            </li>
          );
        })}
      </ol>
      <button type="button" className="btn btn-primary" onClick={onClose}>
        Close
      </button>
    </div>
  );
}
