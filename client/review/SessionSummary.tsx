// The end of a practice (or spaced-review) session: the score, the time, and
// every question with the student's points, each opening its review.
import { useEffect, useRef } from "react";
import { percent } from "../../lib/scoring";
import { ReviewList, secondsText } from "./ReviewList";
import { answeredScore } from "./from-session";
import type { ReviewEntry } from "./types";

interface Props {
  title: string;
  entries: ReviewEntry[];
  seconds: number;
  onClose: () => void;
  note?: string;
}

export function SessionSummary({ title, entries, seconds, onClose, note }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { answered, full, points, possible } = answeredScore(entries);
  const missed = entries.filter((e) => e.answer && !e.answer.isCorrect).length;
  return (
    <div className="results session-summary">
      <h2 id="session-title" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <div className="result-score">
        <span className="big">{`${percent(points, possible)}%`}</span>
        <span>{`${full} of ${answered} at full marks · ${points} of ${possible} points`}</span>
        <span>{`${answered} of ${entries.length} answered · Time ${secondsText(seconds)}`}</span>
      </div>
      {note && <p className="muted small">{note}</p>}
      <h3>Question review</h3>
      <p className="muted small">
        {missed
          ? `${missed} question${missed === 1 ? "" : "s"} below full marks: open one to see your answer, the key and every rationale.`
          : "Open a question to see your answer, the key and every rationale."}
      </p>
      <ReviewList entries={entries} />
      <button type="button" className="btn btn-primary" onClick={onClose}>
        Close
      </button>
    </div>
  );
}
