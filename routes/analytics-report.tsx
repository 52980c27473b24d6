// /analytics/report: the print-friendly report (Export Report).
import type { PageContext, PageProps } from "./types";
import { loadAnalytics, statsOf, streakFrom } from "../worker/db/analytics";
import { sessionHistory } from "../worker/db/activity";
import { passEstimate } from "../worker/learning/ability";
import { overallAbility } from "../worker/db/ability";
import { CategoryTable } from "../components/analytics/CategoryTable";
import { JudgmentTables } from "../components/analytics/ClinicalJudgment";
import { ForecastTable, ReviewFigures } from "../components/analytics/ReviewSection";
import { reviewStats } from "../worker/db/review";
import { sessionTitle } from "../components/dashboard/RecentActivity";
import { dayCount, formatStudyTime } from "../lib/activity";
import { dateFormat } from "../lib/date-format";

export const title = "Progress Report";

export async function load({ db, user, now }: PageContext) {
  const [analytics, history, ability, review] = await Promise.all([
    loadAnalytics(db, user, now),
    sessionHistory(db, user.id, undefined, 200),
    overallAbility(db, user.id),
    reviewStats(db, user.id, now, user.timeZone),
  ]);
  return {
    stats: statsOf(analytics),
    streak: streakFrom(analytics),
    history,
    estimate: passEstimate(ability),
    today: analytics.today,
    judgment: analytics.judgment,
    review,
  };
}

export default function ReportPage({ data, user }: PageProps<Awaited<ReturnType<typeof load>>>) {
  const { stats, estimate } = data;
  return (
    <article className="report">
      <header className="page-header page-header-row">
        <div>
          <h1>NCLEX Daily Progress Report</h1>
          <p className="muted">{`${user.username} · ${data.today}`}</p>
        </div>
        <a className="btn btn-outline no-print" href="/api/analytics/export.csv" download>
          Download CSV
        </a>
      </header>
      <dl className="report-summary">
        <div>
          <dt>Overall score</dt>
          <dd>{`${stats.averageScore}%`}</dd>
        </div>
        <div>
          <dt>Questions answered</dt>
          <dd>{stats.totalQuestions}</dd>
        </div>
        <div>
          <dt>Study time</dt>
          <dd>{formatStudyTime(stats)}</dd>
        </div>
        <div>
          <dt>Current streak</dt>
          <dd>{dayCount(data.streak.currentStreak)}</dd>
        </div>
        <div>
          <dt>Pass probability</dt>
          <dd>
            {estimate.status === "ok"
              ? `${estimate.percent}% (range ${estimate.low}-${estimate.high}%)`
              : "Not enough data yet"}
          </dd>
        </div>
      </dl>
      <section className="card">
        <h2>Categories</h2>
        {stats.categoryStats.length ? (
          <CategoryTable stats={stats.categoryStats} />
        ) : (
          <p className="muted">No performance data available yet.</p>
        )}
      </section>
      <section className="card">
        <h2>Clinical Judgment</h2>
        <JudgmentTables steps={data.judgment.steps} formats={data.judgment.formats} />
      </section>
      <section className="card">
        <h2>Spaced Review</h2>
        <ReviewFigures stats={data.review} />
        <ForecastTable forecast={data.review.forecast} />
      </section>
      <section className="card">
        <h2>Sessions</h2>
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Session</th>
              <th scope="col">
                Correct <small className="th-note">full marks</small>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.history.map((s) => (
              <tr key={s.id}>
                <td>{dateFormat("en-US", { timeZone: user.timeZone }).format(new Date(s.createdAt))}</td>
                <td>{sessionTitle(s)}</td>
                <td>{`${s.correctAnswers}/${s.answered}`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </article>
  );
}
