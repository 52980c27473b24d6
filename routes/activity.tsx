// /activity: every session with answers, newest first, 50 per page. Each row
// opens its test (/activity/:id); an unfinished practice session can be
// resumed from here (the only islands, so a list without one ships no JS).
import type { PageContext, PageProps } from "./types";
import { sessionHistory, HISTORY_PAGE } from "../worker/db/activity";
import { sessionTitle } from "../components/dashboard/RecentActivity";
import { percent, timedBand } from "../lib/scoring";
import { Island } from "../worker/render/island";
import QuestionSession from "../islands/QuestionSession";
import SessionAction from "../islands/SessionAction";
import { resumeProps } from "./previous-test";
import { PointsScore } from "../components/StatCard";
import { dateFormat } from "../lib/date-format";

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
    dateFormat("en-US", { timeZone: user.timeZone, dateStyle: "medium", timeStyle: "short" }).format(new Date(ms));
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
          <ul className="timed-list activity-list">
            {data.sessions.map((s) => {
              const score = s.score ?? percent(s.points, s.maxPoints);
              return (
                <li key={s.id}>
                  <div>
                    <a className="activity-link" href={`/activity/${s.id}`}>
                      <strong>{sessionTitle(s)}</strong>
                    </a>
                    <small className="muted">{`${when(s.createdAt)} · ${s.correctAnswers}/${s.answered} correct (full marks)${s.answered < s.totalQuestions ? ` (${s.totalQuestions - s.answered} unanswered)` : ""}`}</small>
                  </div>
                  <div className="activity-end">
                    {!!s.resumable && (
                      <Island
                        name="SessionAction"
                        component={SessionAction}
                        props={{ ...resumeProps(s.id), label: `Resume ${sessionTitle(s)}, ${when(s.createdAt)}` }}
                      />
                    )}
                    <PointsScore score={score} band={timedBand(score)} />
                  </div>
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
      {data.sessions.some((s) => s.resumable) && (
        <Island name="QuestionSession" component={QuestionSession} props={{}} />
      )}
    </>
  );
}
