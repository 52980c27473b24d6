// / and /dashboard: the Study Dashboard. Its reads go to D1 in the same call as
// the session check (worker/page-reads.ts). The numbers and quick actions sit in
// a streamed boundary: the header and a skeleton go first, the numbers follow in
// the same response (later when the reads must run again in the student's zone).
import { Suspense, use } from "react";
import type { PageProps, PageReadsContext } from "./types";
import type { SessionUser } from "../worker/auth/session";
import { together } from "../worker/db/query";
import { Island } from "../worker/render/island";
import { useInnerHtml } from "../worker/render/inner-html";
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

/** The whole page's data, read in the same D1 call as the session check (worker/page-reads.ts). */
export const reads = ({ userId, timeZone, now }: PageReadsContext) =>
  together(
    studyAnalyticsReads({ id: userId, timeZone }, now),
    recentActivityReads(userId),
    overallAbilityReads(userId),
    reviewSummaryReads(userId, now, timeZone),
  );

type Data = ReturnType<ReturnType<typeof reads>["from"]>;

function Numbers({ data, user, now }: { data: Promise<Data | null>; user: SessionUser; now: number }) {
  const d = use(data);
  const html = useInnerHtml(d && <NumbersContent data={d} user={user} now={now} />);
  if (!d)
    return (
      <p className="card" role="alert">
        We could not load your progress just now. Please reload the page.
      </p>
    );
  // One HTML string for the stream to encode (worker/render/inner-html.tsx); the box adds nothing to the layout.
  return <div className="dashboard-numbers" dangerouslySetInnerHTML={html} />;
}

function NumbersContent({ data, user, now }: { data: Data; user: SessionUser; now: number }) {
  const [analytics, activity, ability, review] = data;
  const stats = statsOf(analytics);
  const trend = trendOf(analytics, 90);
  return (
    <>
      <div className="stat-grid">
        <StatCard label="Overall Score" value={`${stats.averageScore}%`} hint={changeText(stats)} />
        <StatCard label="Questions Answered" value={stats.totalQuestions} hint="across all categories" />
        <StatCard label="Study Time" value={formatStudyTime(stats.thisMonth)} hint="this month" />
        <StatCard
          label="Days to Exam"
          value={user.examDate ? daysUntil(user.examDate, analytics.today) : "—"}
          hint={user.examDate ? shortUsDate(user.examDate) : "Not set"}
        />
      </div>
      <ReviewCard summary={review} timeZone={user.timeZone} />
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
            props={{ continueCategoryId: continueCategory(activity.lastCategoryId) }}
          />
          <PassProbabilityCard estimate={passEstimate(ability)} />
          <StreakCard streak={streakFrom(analytics)} today={analytics.today} />
          <RecentActivity sessions={activity.sessions} bookmark={activity.bookmark} now={now} />
        </div>
      </div>
    </>
  );
}

export default function DashboardPage({ data, user, now }: PageProps<Promise<Data | null>>) {
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
        <Numbers data={data} user={user} now={now} />
      </Suspense>
      <Island name="QuestionSession" component={QuestionSession} props={{}} />
    </>
  );
}
