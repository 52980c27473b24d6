// The 'Timed Test Results' view: score (points of points possible, as the
// server scores the session), result label, and a review list in which every
// question, whatever its format, opens with its option texts, the student's
// answer, the key and every rationale.
import { useEffect, useRef } from "react";
import { percent, resultLabel } from "../../lib/scoring";
import { ReviewList, secondsText } from "../review/ReviewList";
import type { ReviewEntry } from "../review/types";

interface Props {
  entries: ReviewEntry[];
  /** Seconds used of the time limit. */
  used: number;
  limitMinutes: number;
  onClose: () => void;
}

export function TimedResults({ entries, used, limitMinutes, onClose }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const correct = entries.filter((e) => e.answer?.isCorrect).length;
  const points = entries.reduce((s, e) => s + (e.answer?.points ?? 0), 0);
  const possible = entries.reduce((s, e) => s + (e.answer?.maxPoints ?? e.question.maxPoints ?? 1), 0);
  const score = percent(points, possible);
  const label = resultLabel(score);
  return (
    <div className="results">
      <h2 id="session-title" ref={heading} tabIndex={-1}>
        Timed Test Results
      </h2>
      <div className={`result-score result-${label.toLowerCase()}`}>
        <span className="big">{score}%</span>
        <span>{`${correct} of ${entries.length} correct`}</span>
        {possible !== entries.length && <span>{`${points} of ${possible} points`}</span>}
        <strong className="result-label">{label}</strong>
        <span className="muted">{`Time used ${secondsText(used)} of ${limitMinutes} min`}</span>
      </div>
      <h3>Question review</h3>
      <ReviewList entries={entries} />
      <button type="button" className="btn btn-primary" onClick={onClose}>
        Close
      </button>
    </div>
  );
}
