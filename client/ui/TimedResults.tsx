// The 'Timed Test Results' view: score, result label and a review list.
import { percent, resultLabel } from "../../lib/scoring";
import type { Graded, Question } from "../types";

export function TimedResults({ questions, graded, flagged, onClose }: { questions: Question[]; graded: Record<number, Graded>; flagged: Set<number>; onClose: () => void }) {
  const correct = questions.filter((q) => graded[q.id]?.isCorrect).length;
  const score = percent(correct, questions.length);
  const label = resultLabel(score);
  return (
    <div className="results">
      <h2 id="session-title">Timed Test Results</h2>
      <div className={`result-score result-${label.toLowerCase()}`}>
        <span className="big">{score}%</span>
        <span>{`${correct} of ${questions.length} correct`}</span>
        <strong className="result-label">{label}</strong>
      </div>
      <h3>Question review</h3>
      <ol className="review-list">
        {questions.map((q) => {
          const g = graded[q.id];
          return (
            <li key={q.id} className={g?.isCorrect ? "review-correct" : "review-incorrect"}>
              <p>{q.content}</p>
              <small>
                {`Your answer: ${g?.selected ?? "not answered"} · Correct answer: ${q.correctAnswer}`}
                {flagged.has(q.id) && <span className="badge badge-flag">Flagged</span>}
              </small>
            </li>
          );
        })}
      </ol>
      <button type="button" className="btn btn-primary" onClick={onClose}>Close</button>
    </div>
  );
}
