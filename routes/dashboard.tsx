// / and /dashboard: the Study Dashboard. The header streams at once; the
// numbers and quick actions follow in the same response (skeleton until then).
import { Suspense, use } from "react";
import type { PageContext, PageProps } from "./types";
import { Island } from "../worker/render/island";
import QuestionSession from "../islands/QuestionSession";
import QuickActions from "../islands/QuickActions";
import TrendChart from "../islands/TrendChart";
import SyncStatus from "../islands/SyncStatus";
import { studyAnalyticsReads, statsOf, streakFrom, trendOf } from "../worker/db/analytics";
import { continueCategory, recentActivityReads } from "../worker/db/activity";
import { passEstimate } from "../worker/learning/ability";
import { overallAbilityReads } from "../worker/db/ability";
import { StatCard } from "../components/StatCard";
import { changeText, formatStudyTime } from "../lib/activity";
import { daysUntil, shortUsDate } from "../lib/dates";
import { EmptyState, SubjectBars } from "../components/dashboard/SubjectPerformance";
import { PassProbabilityCard } from "../components/dashboard/PassProbabilityCard";
import { StreakCard } from "../components/dashboard/StreakCard";
import { RecentActivity } from "../components/dashboard/RecentActivity";
import { DashboardSkeleton } from "../components/dashboard/DashboardSkeleton";
import { ReviewCard } from "../components/dashboard/ReviewCard";
import { reviewSummaryReads } from "../worker/db/review";

export const title = "Dashboard";

export async function load({ db, user, now }: PageContext) {
  // The whole page's data in one D1 call.
  const data = db
    .all(
      studyAnalyticsReads(db, user, now),
      recentActivityReads(db, user.id),
      overallAbilityReads(db, user.id),
      reviewSummaryReads(db, user.id, now, user.timeZone),
    )
    .then(
      ([analytics, activity, ability, review]) => ({
        analytics,
        activity,
        estimate: passEstimate(ability),
        review,
        now,
        examDate: user.examDate,
      }),
      (e) => (console.error("dashboard", e), null),
    );
  return { data };
}

type Data = NonNullable<Awaited<Awaited<ReturnType<typeof load>>["data"]>>;

function Numbers({ data, timeZone }: { data: Promise<Data | null>; timeZone: string }) {
  const d = use(data);
  if (!d)
    return (
      <p className="card" role="alert">
        We could not load your progress just now. Please reload the page.
      </p>
    );
  const stats = statsOf(d.analytics);
  const trend = trendOf(d.analytics, 90);
  return (
    <>
      <div className="stat-grid">
        <StatCard label="Overall Score" value={`${stats.averageScore}%`} hint={changeText(stats)} />
        <StatCard label="Questions Answered" value={stats.totalQuestions} hint="across all categories" />
        <StatCard label="Study Time" value={formatStudyTime(stats.thisMonth)} hint="this month" />
        <StatCard
          label="Days to Exam"
          value={d.examDate ? daysUntil(d.examDate, d.analytics.today) : "—"}
          hint={d.examDate ? shortUsDate(d.examDate) : "Not set"}
        />
      </div>
      <ReviewCard summary={d.review} timeZone={timeZone} />
      <div className="two-col dashboard-cols">
        <div className="stack">
          <section className="card" aria-labelledby="trend-title">
            <h2 id="trend-title">Performance Trends</h2>
            {stats.totalQuestions === 0 ? (
              <EmptyState
                title="No Performance Data Yet"
                text="Complete some practice sessions to see your progress trends"
                action="Start Your First Session"
                href="/practice"
              />
            ) : (
              <Island name="TrendChart" component={TrendChart} props={{ points: trend }} />
            )}
          </section>
          <section className="card" aria-labelledby="subject-title">
            <h2 id="subject-title">Subject Area Performance</h2>
            {stats.categoryStats.length === 0 ? (
              <EmptyState
                title="No Practice Data Yet"
                text="Start practicing questions to see your subject area performance"
                action="Start Practicing"
                href="/practice"
              />
            ) : (
              <SubjectBars stats={stats.categoryStats} />
            )}
          </section>
        </div>
        <div className="stack">
          <Island
            name="QuickActions"
            component={QuickActions}
            props={{ continueCategoryId: continueCategory(d.activity.lastCategoryId) }}
          />
          <PassProbabilityCard estimate={d.estimate} />
          <StreakCard streak={streakFrom(d.analytics)} today={d.analytics.today} />
          <RecentActivity sessions={d.activity.sessions} bookmark={d.activity.bookmark} now={d.now} />
        </div>
      </div>
    </>
  );
}

export default function DashboardPage({ data, user }: PageProps<Awaited<ReturnType<typeof load>>>) {
  return (
    <>
      <header className="page-header page-header-row">
        <div>
          <p className="eyebrow">NCLEX DAILY</p>
          <h1>Study Dashboard</h1>
          <p className="muted">Your progress towards the NCLEX-RN, from every answer you give.</p>
        </div>
        <a className="btn btn-primary" href="/practice">
          Start Practice
        </a>
      </header>
      <Island name="SyncStatus" component={SyncStatus} props={{ studentId: user.id }} />
      <Suspense fallback={<DashboardSkeleton />}>
        <Numbers data={data.data} timeZone={user.timeZone} />
      </Suspense>
      <Island name="QuestionSession" component={QuestionSession} props={{}} />
    </>
  );
}
