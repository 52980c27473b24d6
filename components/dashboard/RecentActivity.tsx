// Recent Activity: up to 2 sessions plus the latest bookmark.
import type { BookmarkItem, SessionItem } from "../../worker/db/activity";
import { relativeTime } from "../../lib/activity";
import { Icon } from "../icons";
import { fullMarksAndPoints } from "../../lib/score-words";
import { percent } from "../../lib/scoring";

export const sessionTitle = (s: Pick<SessionItem, "sessionType" | "totalQuestions" | "categoryName">) =>
  s.sessionType === "timed"
    ? `Timed Test · ${s.totalQuestions} questions`
    : `Practice · ${s.categoryName ?? "All Categories"}`;

export function RecentActivity({
  sessions,
  bookmark,
  now,
}: {
  sessions: SessionItem[];
  bookmark: BookmarkItem | null;
  now: number;
}) {
  const empty = !sessions.length && !bookmark;
  return (
    <section className="card" aria-labelledby="activity-title">
      <h2 id="activity-title">Recent Activity</h2>
      {empty ? (
        <p className="muted">No Recent Activity</p>
      ) : (
        <ul className="activity-list">
          {sessions.map((s) => (
            <li key={s.id}>
              <Icon name={s.sessionType === "timed" ? "clock" : "target"} />
              <div>
                <strong>{sessionTitle(s)}</strong>
                <small className="muted">{`${s.correctAnswers}/${s.answered} correct · ${relativeTime(s.createdAt, now)}`}</small>
                <small className="muted">
                  {fullMarksAndPoints(s.correctAnswers, s.answered, percent(s.points, s.maxPoints))}
                </small>
              </div>
            </li>
          ))}
          {bookmark && (
            <li>
              <Icon name="bookmark" />
              <div>
                <strong>{`Bookmarked · ${bookmark.categoryName}`}</strong>
                <small className="muted">{relativeTime(bookmark.createdAt, now)}</small>
              </div>
            </li>
          )}
        </ul>
      )}
      <a className="btn btn-outline btn-block btn-sm" href="/activity">
        View All Activity
      </a>
    </section>
  );
}
