// /timed-tests: choose and start a timed test; the student's timed results.
import type { PageContext, PageProps } from "./types";
import { Island } from "../worker/render/island";
import TimedTestLauncher from "../islands/TimedTestLauncher";
import QuestionSession from "../islands/QuestionSession";
import { PointsScore, StatCard, TipsCard } from "../components/StatCard";
import { timedBand } from "../lib/scoring";
import { DEFAULT_TIME_LIMIT } from "../lib/practice";
import { ReadinessStatus } from "../components/readiness/ReadinessStatus";
import { timedTestResults } from "../worker/db/timed-tests";
import { usDateIn } from "../lib/dates";
import { timeUsed } from "../lib/score-words";

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

export default function TimedTestsPage({ data, user }: PageProps<Awaited<ReturnType<typeof load>>>) {
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
                {data.recent.map((s) => {
                  const limit = s.timeLimit ?? DEFAULT_TIME_LIMIT;
                  return (
                    <li key={s.id}>
                      <div>
                        <strong>{`${s.total} Questions`}</strong>
                        {/* The date on the student's calendar; correct means full marks; the time used beside the limit. */}
                        <small className="muted">{`${usDateIn(s.createdAt, user.timeZone)} · ${s.correct}/${s.total} correct (full marks)`}</small>
                        <small className="muted">{`${limit} min · used ${timeUsed(s.startedAt, s.finishedAt, limit)}`}</small>
                      </div>
                      <PointsScore score={s.score ?? 0} band={timedBand(s.score ?? 0)} />
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
          <ReadinessStatus exam={data.lastExam} now={data.now} timeZone={user.timeZone} />
          <TipsCard title="Exam Tips" tips={EXAM_TIPS} />
        </div>
      </div>
      <Island name="QuestionSession" component={QuestionSession} props={{}} />
    </>
  );
}
