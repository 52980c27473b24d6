// /activity: every session with answers, newest first, 50 per page.
import type { PageContext, PageProps } from "./types";
import { sessionHistory, HISTORY_PAGE } from "../worker/db/activity";
import { sessionTitle } from "../components/dashboard/RecentActivity";
import { percent, timedBand } from "../lib/scoring";
import { PointsScore } from "../components/StatCard";

export const title = "All Activity";

export async function load({ db, user, url }: PageContext) {
  const before = Number(url.searchParams.get("before"));
  const sessions = await sessionHistory(
    db,
    user.id,
    Number.isSafeInteger(before) && before > 0 ? before : undefined,
    HISTORY_PAGE + 1,
  );
  return { sessions: sessions.slice(0, HISTORY_PAGE), more: sessions.length > HISTORY_PAGE };
}

export default function ActivityPage({ data, user }: PageProps<Awaited<ReturnType<typeof load>>>) {
  const last = data.sessions.at(-1);
  const when = (ms: number) =>
    new Date(ms).toLocaleString("en-US", { timeZone: user.timeZone, dateStyle: "medium", timeStyle: "short" });
  return (
    <>
      <header className="page-header">
        <h1>All Activity</h1>
        <p className="muted">Every practice session and timed test you have answered questions in.</p>
      </header>
      <section className="card">
        {data.sessions.length === 0 ? (
          <p className="muted">No Recent Activity</p>
        ) : (
          <ul className="timed-list">
            {data.sessions.map((s) => {
              const score = s.score ?? percent(s.points, s.maxPoints);
              return (
                <li key={s.id}>
                  <div>
                    <strong>{sessionTitle(s)}</strong>
                    <small className="muted">{`${when(s.createdAt)} · ${s.correctAnswers}/${s.answered} correct (full marks)${s.answered < s.totalQuestions ? ` (${s.totalQuestions - s.answered} unanswered)` : ""}`}</small>
                  </div>
                  <PointsScore score={score} band={timedBand(score)} />
                </li>
              );
            })}
          </ul>
        )}
        {data.more && last && (
          <a className="btn btn-outline btn-sm" href={`/activity?before=${last.createdAt}`}>
            Older activity
          </a>
        )}
      </section>
    </>
  );
}
