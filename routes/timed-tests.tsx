// /timed-tests: choose and start a timed test; the student's timed results.
import type { PageContext, PageProps } from "./types";
import { Island } from "../worker/render/island";
import TimedTestLauncher from "../islands/TimedTestLauncher";
import QuestionSession from "../islands/QuestionSession";
import { StatCard, TipsCard } from "../components/StatCard";
import { timedBand } from "../lib/scoring";
import { DEFAULT_TIME_LIMIT } from "../lib/practice";
import { ReadinessStatus } from "../components/readiness/ReadinessStatus";
import { timedTestResults } from "../worker/db/timed-tests";

export const title = "Timed Tests";

const GUIDELINES = [
  "Answer all questions within the time limit",
  "No pausing or breaks once you start",
  "You cannot go back to previous questions",
  "Results are shown when you finish",
];
const EXAM_TIPS = [
  "Pace yourself: about one minute per question leaves time to think on the hard ones.",
  "Don't change an answer unless you find a clear reason in the stem.",
  "If two options seem right, pick the one that keeps the client safest right now.",
  "Take the full 75-question test at the time of day you will sit the NCLEX.",
  "Review every missed question afterwards: patterns show where to study next.",
];

export async function load({ db, user, now }: PageContext) {
  const { recent, taken, avg, best, lastExam } = await timedTestResults(db, user.id);
  return {
    recent,
    taken,
    avg: Math.round(avg ?? 0),
    best: Math.round(best ?? 0),
    lastExam,
    now,
  };
}

export default function TimedTestsPage({ data }: PageProps<Awaited<ReturnType<typeof load>>>) {
  return (
    <>
      <header className="page-header">
        <h1>Timed Tests</h1>
        <p className="muted">Simulate exam conditions with a countdown and mixed categories.</p>
      </header>
      <div className="two-col">
        <div className="stack">
          <Island name="TimedTestLauncher" component={TimedTestLauncher} props={{}} />
          <section className="card">
            <h2>Test Guidelines</h2>
            <ul>
              {GUIDELINES.map((g) => (
                <li key={g}>{g}</li>
              ))}
            </ul>
          </section>
        </div>
        <div className="stack">
          <div className="stat-grid three">
            <StatCard label="Timed Tests Taken" value={data.taken} />
            <StatCard label="Average Score" value={`${data.avg}%`} />
            <StatCard label="Best Score" value={`${data.best}%`} />
          </div>
          <section className="card">
            <h2>Recent Timed Tests</h2>
            {data.recent.length === 0 ? (
              <div className="empty-state">
                <p>No timed tests taken yet.</p>
                <p className="muted">Start your first timed test to track your progress!</p>
              </div>
            ) : (
              <ul className="timed-list">
                {data.recent.map((s) => (
                  <li key={s.id}>
                    <div>
                      <strong>{`${s.total} Questions`}</strong>
                      <small className="muted">{`${new Date(s.createdAt).toLocaleDateString("en-US")} · ${s.correct}/${s.total} correct · ${s.timeLimit ?? DEFAULT_TIME_LIMIT} min`}</small>
                    </div>
                    <span className={`score score-${timedBand(s.score ?? 0)}`}>{`${Math.round(s.score ?? 0)}%`}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <ReadinessStatus exam={data.lastExam} now={data.now} />
          <TipsCard title="Exam Tips" tips={EXAM_TIPS} />
        </div>
      </div>
      <Island name="QuestionSession" component={QuestionSession} props={{}} />
    </>
  );
}
