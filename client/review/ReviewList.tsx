// The per-question list at the end of a session (practice summary, Timed Test
// Results, case results) and on a previous test's page: number, format,
// category, points of the maximum and time, each row opening its review.
// Native <details>, so it works before (or without) any JavaScript.
import { FORMAT_LABELS } from "../../lib/formats/names";
import { ReviewedQuestion, type StemHighlight } from "./ReviewedQuestion";
import type { ReviewEntry } from "./types";

const points = (e: ReviewEntry) => {
  const max = e.answer?.maxPoints ?? e.question.maxPoints;
  return `${e.answer?.points ?? 0} of ${max} point${max === 1 ? "" : "s"}`;
};

export const secondsText = (s: number) => (s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${s % 60} s`);

interface Props {
  entries: ReviewEntry[];
  idPrefix?: string;
  /** How each stem gets its highlight tools (ReviewedQuestion): "slot" on a server-rendered page. */
  stem?: StemHighlight;
}

export function ReviewList({ entries, idPrefix = "review", stem }: Props) {
  return (
    <ol className="review-list">
      {entries.map((e) => {
        const mark = !e.answer ? "unanswered" : e.answer.isCorrect ? "correct" : "incorrect";
        return (
          <li key={e.question.id} id={`${idPrefix}-${e.position}`} className={`review-${mark}`}>
            <details>
              <summary>
                <span className="review-number">{`Question ${e.position}`}</span>
                <span className="review-meta">
                  {`${FORMAT_LABELS[e.question.type]} · ${e.question.category} · `}
                  <strong>{e.answer ? points(e) : `Not answered · 0 of ${e.question.maxPoints}`}</strong>
                  {e.answer?.timeSpent != null && ` · ${secondsText(e.answer.timeSpent)}`}
                  {e.flagged && <span className="badge badge-flag">Flagged</span>}
                  {e.note && <span className="badge">Note</span>}
                </span>
                <span className="review-stem">{e.question.content}</span>
              </summary>
              <ReviewedQuestion entry={e} stem={stem} />
            </details>
          </li>
        );
      })}
    </ol>
  );
}
