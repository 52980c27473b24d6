// /analytics: Performance Analytics from the student's real history.
import { Suspense, use } from "react";
import type { PageContext, PageProps } from "./types";
import { Island } from "../worker/render/island";
import TrendChart from "../islands/TrendChart";
import { loadAnalytics, statsOf, streakFrom, trendOf } from "../worker/db/analytics";
import { passEstimate } from "../worker/learning/ability";
import { overallAbility } from "../worker/db/ability";
import { StatCard } from "../components/StatCard";
import { PassProbabilityCard } from "../components/dashboard/PassProbabilityCard";
import { DashboardSkeleton } from "../components/dashboard/DashboardSkeleton";
import { ChartCard } from "../components/analytics/ChartCard";
import { CategoryTable, Insights } from "../components/analytics/CategoryTable";
import { ClinicalJudgment, WeakestStep } from "../components/analytics/ClinicalJudgment";
import { ReviewSection } from "../components/analytics/ReviewSection";
import { reviewStats } from "../worker/db/review";
import { weakestStep } from "../lib/clinical-judgment";
import { dayCount, formatStudyTime, timeDistribution } from "../lib/activity";
import { PASSING_THRESHOLD } from "../lib/scoring";
import { ofPoints } from "../lib/score-words";
import { shortCategoryName } from "../lib/categories";

export const title = "Analytics";

export async function load({ db, user, now }: PageContext) {
  const data = Promise.all([
    loadAnalytics(db, user, now),
    overallAbility(db, user.id),
    reviewStats(db, user.id, now, user.timeZone),
  ]).then(
    ([analytics, ability, review]) => ({ analytics, estimate: passEstimate(ability), review }),
    (e) => (console.error("analytics", e), null),
  );
  return { data };
}

type Data = NonNullable<Awaited<Awaited<ReturnType<typeof load>>["data"]>>;

function Body({ data }: { data: Promise<Data | null> }) {
  const d = use(data);
  if (!d)
    return (
      <p className="card" role="alert">
        We could not load your analytics just now. Please reload the page.
      </p>
    );
  const stats = statsOf(d.analytics);
  const streak = streakFrom(d.analytics);
  const time = timeDistribution(stats.timeByMode);
  return (
    <>
      <div className="stat-grid">
        <StatCard
          label="Overall Score"
          value={`${stats.averageScore}%`}
          hint={stats.averageScore >= PASSING_THRESHOLD ? "Above passing threshold" : "Below passing threshold"}
        />
        <PassProbabilityCard estimate={d.estimate} />
        <StatCard label="Total Study Time" value={formatStudyTime(stats)} hint="all time" />
        <StatCard label="Study Streak" value={dayCount(streak.currentStreak)} hint="in a row, in your time zone" />
      </div>
      {stats.totalQuestions === 0 ? (
        <section className="card empty-state">
          <p>No performance data available yet.</p>
          <a className="btn btn-primary btn-sm" href="/practice">
            Start Practicing
          </a>
        </section>
      ) : (
        <>
          <div className="chart-grid">
            <section className="card" aria-labelledby="trend-title">
              <h2 id="trend-title">Performance Trend</h2>
              <Island
                name="TrendChart"
                component={TrendChart}
                props={{ points: trendOf(d.analytics, 90), initialDays: 30 }}
              />
            </section>
            <ChartCard
              id="category-chart"
              title="Category Performance"
              listWhenNarrow
              chart={{
                type: "bar",
                labels: stats.categoryStats.map((s) => shortCategoryName(s.categoryName)),
                values: stats.categoryStats.map((s) => s.averageScore),
                name: "Average score",
                unit: "%",
                max100: true,
              }}
              rows={stats.categoryStats.map((s) => [s.categoryName, ofPoints(s.averageScore)])}
            />
            <ChartCard
              id="time-chart"
              title="Study Time Distribution"
              chart={
                time && {
                  type: "donut",
                  labels: time.labels,
                  values: time.seconds,
                  name: "Study time",
                  unit: "",
                  duration: true,
                }
              }
              rows={time?.rows ?? []}
              empty="No study time recorded yet."
            />
          </div>
          <section className="card" aria-labelledby="category-stats">
            <h2 id="category-stats">Detailed Category Statistics</h2>
            <CategoryTable stats={stats.categoryStats} />
          </section>
          <ClinicalJudgment steps={d.analytics.judgment.steps} formats={d.analytics.judgment.formats} />
          <ReviewSection stats={d.review} />
          <Insights stats={stats.categoryStats} />
          <WeakestStep step={weakestStep(d.analytics.judgment.steps)} />
        </>
      )}
    </>
  );
}

export default function AnalyticsPage({ data }: PageProps<Awaited<ReturnType<typeof load>>>) {
  return (
    <>
      <header className="page-header page-header-row">
        <div>
          <h1>Performance Analytics</h1>
          <p className="muted">Where you stand, and where to spend your next hour.</p>
        </div>
        <details className="export-menu">
          <summary className="btn btn-outline">Export Report</summary>
          <div className="export-options card">
            <a href="/api/analytics/export.csv" download>
              Download CSV (categories and sessions)
            </a>
            <a href="/analytics/report">Print-friendly report</a>
          </div>
        </details>
      </header>
      <Suspense fallback={<DashboardSkeleton />}>
        <Body data={data.data} />
      </Suspense>
    </>
  );
}
