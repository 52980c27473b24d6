// /practice: settings, the student's stats and category performance, tips.
import type { PageContext, PageProps } from "./types";
import { Island } from "../worker/render/island";
import PracticeSettings from "../islands/PracticeSettings";
import { ITEM_FORMAT_CHOICES } from "../lib/format-mix";
import { STEP_NAMES } from "../lib/cases/steps";
import QuestionSession from "../islands/QuestionSession";
import { CLIENT_NEEDS } from "../lib/categories";
import { BODY_SYSTEMS } from "../lib/systems";
import OfflinePack from "../islands/OfflinePack";
import SyncStatus from "../islands/SyncStatus";
import { StatCard, TipsCard } from "../components/StatCard";
import { SubjectBars } from "../components/dashboard/SubjectPerformance";
import { categoryStats, listCategories, totals } from "../worker/db/stats";
import { specialtyById } from "../lib/specialties";
import { reviewSummary } from "../worker/db/review";

export const title = "Practice Questions";

const TIPS = [
  "Read the last sentence of the stem first: it tells you what is being asked (first action, best response, needs more teaching).",
  "Before looking at the options, predict the answer in your own words.",
  "Use ABCs, Maslow and safety to rank options that all look correct.",
  "Assess before you act, unless the client is in immediate danger.",
  "Read every rationale, including for questions you got right: the distractors teach as much as the key.",
  "Practice in blocks of 25 to 75 questions to build exam stamina.",
];

export async function load({ db, user, url, now }: PageContext) {
  const [categories, stats, review] = await Promise.all([
    listCategories(db),
    categoryStats(db, user.id),
    reviewSummary(db, user.id, now, user.timeZone),
  ]);
  const key = url.searchParams.get("specialty");
  const specialty = key ? specialtyById(key) : undefined;
  // ?categoryId= comes from a study plan's Continue Practice; ?specialty= from the Question Bank.
  const asked = Number(url.searchParams.get("categoryId"));
  const preselect =
    categories.find((c) => c.id === asked)?.id ??
    (specialty ? (categories.find((c) => specialty.categories.includes(c.name))?.id ?? null) : null);
  // ?step= comes from the weakest clinical-judgment step in Insights.
  const step = Number(url.searchParams.get("step"));
  return {
    categories,
    stats,
    specialtyName: key ? (specialty?.practiceName ?? key) : null,
    preselect,
    step: step >= 1 && step <= 6 ? Math.trunc(step) : null,
    dueForReview: review.dueToday,
  };
}

export default function PracticePage({ data, user }: PageProps<Awaited<ReturnType<typeof load>>>) {
  const t = totals(data.stats);
  return (
    <>
      <header className="page-header">
        <h1>Practice Questions</h1>
        <p className="muted">
          {data.specialtyName ? `Customizing for ${data.specialtyName} specialty` : "Customize your practice session"}
        </p>
      </header>
      <div className="two-col">
        <div className="stack">
          <Island
            name="PracticeSettings"
            component={PracticeSettings}
            props={{
              categories: data.categories,
              initialCategoryId: data.preselect,
              formats: ITEM_FORMAT_CHOICES,
              steps: [...STEP_NAMES],
              initialStep: data.step,
              dueForReview: data.dueForReview,
              needs: CLIENT_NEEDS,
              systems: BODY_SYSTEMS,
            }}
          />
          <CaseStudiesCard categories={data.categories} preselect={data.preselect} />
          <OfflineCard categories={data.categories} studentId={user.id} />
          <TipsCard title="Practice Tips" tips={TIPS} />
        </div>
        <div className="stack">
          <div className="stat-grid three">
            <StatCard label="Questions Practiced" value={t.totalQuestions} />
            <StatCard label="Average Score" value={`${t.averageScore}%`} />
            <StatCard label="Study Time" value={`${(t.timeSpent / 3600).toFixed(1)}h`} />
          </div>
          <section className="card">
            <h2>Category Performance</h2>
            {data.stats.length === 0 ? (
              <p className="muted">
                No practice data yet. Start a session: your score in each category will appear here.
              </p>
            ) : (
              <SubjectBars stats={data.stats} />
            )}
          </section>
        </div>
      </div>
      <Island name="QuestionSession" component={QuestionSession} props={{}} />
    </>
  );
}

/** Case Studies mode: a plain GET form to the case list (no JavaScript needed). */
function CaseStudiesCard({
  categories,
  preselect,
}: {
  categories: { id: number; name: string }[];
  preselect: number | null;
}) {
  return (
    <section className="card case-mode" aria-labelledby="case-mode-title">
      <h2 id="case-mode-title">Case Studies</h2>
      <p className="muted">
        Six items on one client, from recognizing cues to evaluating outcomes, with a chart that unfolds as on the
        NCLEX.
      </p>
      <form method="get" action="/case-studies">
        <div className="field">
          <label htmlFor="case-mode-category">Category</label>
          <select id="case-mode-category" name="categoryId" defaultValue={preselect ? String(preselect) : ""}>
            <option value="">Any category</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn-primary btn-block">
          Browse Case Studies
        </button>
      </form>
    </section>
  );
}

/** Download for offline: the pack control and the sync line (islands: IndexedDB lives in the browser). */
function OfflineCard({ categories, studentId }: { categories: { id: number; name: string }[]; studentId: number }) {
  return (
    <section className="card offline-card" aria-labelledby="offline-title">
      <h2 id="offline-title">Download for offline</h2>
      <p className="muted">
        Keep questions with their answers and rationales on this device, and practise on the bus or in a basement. Your
        answers sync when you're back online.
      </p>
      <Island
        name="OfflinePack"
        component={OfflinePack}
        props={{ categories: categories.map(({ id, name }) => ({ id, name })) }}
      />
      <Island name="SyncStatus" component={SyncStatus} props={{ studentId }} />
    </section>
  );
}
