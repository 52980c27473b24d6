// /readiness-exam: the running adaptive exam (resumed after a closed tab), an
// exam's report (?id=), or an introduction with past attempts.
import type { PageContext, PageProps } from "./types";
import { Island } from "../worker/render/island";
import ReadinessExam from "../islands/ReadinessExam";
import { ReadinessReport } from "../components/readiness/ReadinessReport";
import ReadinessStart from "../islands/ReadinessStart";
import { settleExpired } from "../worker/learning/readiness-store";
import { loadExam, recentExams } from "../worker/db/readiness/exams";
import { capacityReads, unseenOf } from "../worker/db/readiness/capacity";
import { examView } from "../worker/learning/readiness-report";
import { MAX_ITEMS, MIN_ITEMS, TIME_LIMIT_MINUTES } from "../lib/irt/readiness";
import { ScaleNote } from "../components/readiness/ScaleNote";
import { PoolNote } from "../components/readiness/PoolNote";
import { scoredExamsLeft } from "../lib/readiness-capacity";
import { CLIENT_NEEDS } from "../lib/categories";
import type { PoolStanding } from "../components/readiness/PoolNote";
import { usDateIn } from "../lib/dates";
import "../client/case/ssr-views"; // the running exam's NGN item renders to HTML

export const title = "Readiness Exam";

export async function load({ db, user, url, now, env }: PageContext) {
  const asked = Number(url.searchParams.get("id"));
  const [history, ...capacity] = await db.batch([recentExams(db, user.id, 10), ...capacityReads(db, user.id)] as const);
  const unseen = unseenOf(capacity);
  const size = capacity[0].reduce((s, r) => s + r.items, 0);
  const pool: PoolStanding = {
    size,
    seen: size - CLIENT_NEEDS.reduce((s, a) => s + unseen.items[a], 0),
    unseenCases: unseen.cases,
    scoredLeft: scoredExamsLeft(unseen),
  };
  const id = Number.isInteger(asked) && asked > 0 ? asked : history.find((e) => e.status === "active")?.id;
  const loaded = id ? await loadExam(db, user.id, id) : null;
  const base = { history, pool, timeZone: user.timeZone };
  if (!loaded) return { ...base, view: null };
  return {
    ...base,
    view: await examView(db, await settleExpired(db, loaded.exam, loaded.items, now), loaded.items, now, env),
  };
}

export default function ReadinessExamPage({ data, user }: PageProps<Awaited<ReturnType<typeof load>>>) {
  return (
    <>
      <header className="page-header">
        <h1>NCLEX Readiness Exam</h1>
        <p className="muted">An adaptive exam modelled on the NCLEX-RN computerized adaptive test.</p>
      </header>
      {/* A running exam is the island; an ended one's report is plain server-rendered markup (no JavaScript). */}
      {data.view?.status === "active" ? (
        <Island name="ReadinessExam" component={ReadinessExam} props={{ initial: data.view }} />
      ) : data.view ? (
        <ReadinessReport report={data.view} />
      ) : (
        <Intro pool={data.pool} />
      )}
      {data.history.some((e) => e.status !== "active") && (
        <section className="card" aria-labelledby="attempts">
          <h2 id="attempts">Your Attempts</h2>
          <ul className="timed-list">
            {data.history
              .filter((e) => e.status !== "active")
              .map((e) => (
                <li key={e.id}>
                  <div>
                    <a href={`/readiness-exam?id=${e.id}`}>{usDateIn(e.startedAt, user.timeZone)}</a>
                    <small className="muted">{`${e.answered} questions · ${e.correct} correct (full marks)`}</small>
                  </div>
                  {e.scored ? (
                    <span className={`score ${e.status === "passed" ? "score-green" : "score-red"}`}>
                      {e.status === "passed" ? "PASS" : "FAIL"}
                    </span>
                  ) : (
                    <span className="score score-practice">Practice</span>
                  )}
                </li>
              ))}
          </ul>
        </section>
      )}
    </>
  );
}

function Intro({ pool }: { pool: PoolStanding }) {
  return (
    <section className="card stack" aria-labelledby="how-it-works">
      <h2 id="how-it-works">How it works</h2>
      <ul>
        <li>{`Between ${MIN_ITEMS} and ${MAX_ITEMS} questions in up to ${TIME_LIMIT_MINUTES / 60} hours, balanced across the eight NCLEX-RN client-needs areas.`}</li>
        <li>
          Each question is chosen for your current ability estimate, so you should get about half of them right: that is
          by design.
        </li>
        <li>{`After ${MIN_ITEMS} questions the exam stops as soon as we are 95% confident you are above or below the passing standard; otherwise it ends at ${MAX_ITEMS} questions or when time runs out (fewer than ${MIN_ITEMS} answers is a fail).`}</li>
        <li>
          There is no going back. If you close the tab, come back here to resume where you stopped, until time runs out.
        </li>
        <li>Answers and rationales are shown in a full review when the exam ends.</li>
      </ul>
      <PoolNote pool={pool} />
      <ScaleNote />
      <div>
        <Island name="ReadinessStart" component={ReadinessStart} props={{}} />
      </div>
    </section>
  );
}
