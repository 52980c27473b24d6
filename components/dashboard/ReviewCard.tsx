// The dashboard's Review card: how many questions are due for spaced review
// today and a Start Review button, "You're all caught up" with the next due
// date, or what makes a question come back when the student has no cards yet.
import { Island } from "../../worker/render/island";
import ReviewStart from "../../islands/ReviewStart";
import { dateFormat } from "../../lib/date-format";

export interface ReviewSummary {
  dueToday: number;
  total: number;
  nextDueAt: number | null;
}

const WHAT_COMES_BACK =
  "Questions you miss, partly score, answer slowly or bookmark come back here just before you would forget them.";

/** "Tue, Nov 25" on the student's calendar. */
const dueDate = (ms: number, timeZone: string) =>
  dateFormat("en-US", { weekday: "short", month: "short", day: "numeric", timeZone }).format(new Date(ms));

export function ReviewCard({ summary, timeZone }: { summary: ReviewSummary; timeZone: string }) {
  const { dueToday, total, nextDueAt } = summary;
  return (
    <section className="card review-card" aria-labelledby="review-title">
      <div className="review-card-text">
        <h2 id="review-title">Review</h2>
        {dueToday > 0 ? (
          <p className="review-count">
            <span>
              <strong className="review-number">{dueToday}</strong>
              {` question${dueToday === 1 ? "" : "s"} due today`}
            </span>
          </p>
        ) : total > 0 ? (
          <p className="review-count">
            <strong>You're all caught up</strong>
            {nextDueAt !== null && <span className="muted">{`Next review: ${dueDate(nextDueAt, timeZone)}`}</span>}
          </p>
        ) : (
          <p className="review-count">
            <strong>Nothing to review yet</strong>
          </p>
        )}
        <p className="muted small">{WHAT_COMES_BACK}</p>
      </div>
      {dueToday > 0 && <Island name="ReviewStart" component={ReviewStart} props={{}} />}
    </section>
  );
}
