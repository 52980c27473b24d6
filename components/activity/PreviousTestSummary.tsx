// A previous test's score card: the score band, points of points possible,
// questions at full marks, time, and the actions passed in (Resume, Retake).
import type { ReactNode } from "react";
import type { SessionRow } from "../../worker/db/sessions";
import type { ReviewEntry } from "../../client/review/types";
import { timedBand } from "../../lib/scoring";
import { durationText, testScore } from "../../lib/previous-test";

export function PreviousTestSummary({
  session,
  entries,
  running,
  children,
}: {
  session: SessionRow;
  entries: ReviewEntry[];
  running: boolean;
  children?: ReactNode;
}) {
  const timed = session.sessionType === "timed";
  const s = testScore(entries, timed);
  const score = Math.round(session.score ?? s.percent);
  const time = `${durationText(session.timeSpent)}${timed && session.timeLimit ? ` of ${session.timeLimit} min` : ""}`;
  return (
    <section className="card previous-test-score" aria-label="Score">
      <p className={`score big score-${timedBand(score)}`}>{`${score}%`}</p>
      <dl className="previous-test-facts">
        <div>
          <dt>Points</dt>
          <dd>{`${s.points} of ${s.possible}`}</dd>
        </div>
        <div>
          <dt>Full marks</dt>
          <dd>{`${s.full} of ${entries.length} questions`}</dd>
        </div>
        <div>
          <dt>Answered</dt>
          <dd>{`${s.answered} of ${entries.length}${running ? " so far" : ""}`}</dd>
        </div>
        <div>
          <dt>Time</dt>
          <dd>{time}</dd>
        </div>
      </dl>
      {children}
    </section>
  );
}
