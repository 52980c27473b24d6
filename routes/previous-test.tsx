// /activity/:id: one previous test, question by question (issue 27). Score,
// time, the per-question list with each question's review in a native
// <details> (no JavaScript needed to read it), filters as links (all,
// incorrect, flagged). Islands only for what starts a session: "Retake
// incorrect", and "Resume" for an unfinished practice session; the review's
// own tools (note boxes, highlighting a stem's words); and the Lab Values
// reference beside the questions. Another
// student's session, or an unknown id, is the 404 page (load returns null).
import type { PageContext, PageProps } from "./types";
import { Island } from "../worker/render/island";
import QuestionSession from "../islands/QuestionSession";
import SessionAction from "../islands/SessionAction";
import ReviewNotes from "../islands/ReviewNotes";
import LabValues from "../islands/LabValues";
import ReviewHighlights from "../islands/ReviewHighlights";
import { loadSessionReview } from "../worker/db/session-review";
import { ReviewList } from "../client/review/ReviewList";
import type { ReviewEntry } from "../client/review/types";
import { belowFullMarks, filterOf, keeps } from "../lib/previous-test";
import { PreviousTestSummary } from "../components/activity/PreviousTestSummary";
import { ReviewFilters } from "../components/activity/ReviewFilters";
import { sessionTitle } from "../components/dashboard/RecentActivity";

export const title = "Previous Test";

export async function load({ db, user, now, params, url }: PageContext & { params: Record<string, string> }) {
  const raw = params.id ?? "";
  const id = /^[1-9]\d{0,15}$/.test(raw) && Number(raw) <= Number.MAX_SAFE_INTEGER ? Number(raw) : null;
  const review = id === null ? null : await loadSessionReview(db, user.id, id, now);
  if (!review) return null;
  const { session, running } = review;
  const entries = (review.entries ?? []) as ReviewEntry[];
  const ended = !running;
  const filter = filterOf(url.searchParams.get("show"));
  const counts = {
    all: entries.length,
    incorrect: entries.filter((e) => belowFullMarks(e, ended)).length,
    flagged: entries.filter((e) => e.flagged).length,
  };
  const resumable =
    session.sessionType === "practice" && running && entries.length > 0 && entries.some((e) => !e.answer);
  return { session, running, entries, shown: entries.filter(keeps(filter, ended)), filter, counts, resumable };
}

type Data = NonNullable<Awaited<ReturnType<typeof load>>>;

export default function PreviousTestPage({ data, user }: PageProps<Data>) {
  const { session, running, entries, shown, filter, counts, resumable } = data;
  const heading = sessionTitle({ ...session, categoryName: session.category });
  const timedRunning = running && session.sessionType === "timed";
  const canRetake = !timedRunning && counts.incorrect > 0;
  const when = new Date(session.createdAt).toLocaleString("en-US", {
    timeZone: user.timeZone,
    dateStyle: "medium",
    timeStyle: "short",
  });
  return (
    <>
      <header className="page-header">
        <p className="small">
          <a href="/activity">← All Activity</a>
        </p>
        <h1>{heading}</h1>
        <p className="muted">{`${when}${running ? " · In progress" : ""}`}</p>
      </header>
      {timedRunning ? (
        <section className="card">
          <p>This timed test is still running: its review opens when it ends.</p>
        </section>
      ) : (
        <>
          <PreviousTestSummary session={session} entries={entries} running={running}>
            {(resumable || canRetake) && (
              <div className="button-row">
                {resumable && <Island name="SessionAction" component={SessionAction} props={resumeProps(session.id)} />}
                {canRetake && (
                  <Island
                    name="SessionAction"
                    component={SessionAction}
                    props={{ kind: "retake", sessionId: session.id, text: `Retake incorrect (${counts.incorrect})` }}
                  />
                )}
              </div>
            )}
          </PreviousTestSummary>
          <section className="card" aria-labelledby="review-heading">
            <div className="review-heading-row">
              <h2 id="review-heading">Questions</h2>
              <Island name="LabValues" component={LabValues} props={{}} />
            </div>
            <ReviewFilters sessionId={session.id} filter={filter} counts={counts} />
            {shown.length ? (
              <>
                <ReviewList entries={shown} idPrefix="question" stem="slot" />
                <Island name="ReviewHighlights" component={ReviewHighlights} props={{}} />
                <Island
                  name="ReviewNotes"
                  component={ReviewNotes}
                  props={{
                    notes: Object.fromEntries(shown.filter((e) => e.note).map((e) => [e.question.id, e.note!])),
                  }}
                />
              </>
            ) : (
              <p className="muted">
                {filter === "flagged" ? "No flagged questions in this test." : "No questions below full marks."}
              </p>
            )}
          </section>
        </>
      )}
      {(resumable || canRetake) && <Island name="QuestionSession" component={QuestionSession} props={{}} />}
    </>
  );
}

export const resumeProps = (sessionId: number) => ({
  kind: "resume" as const,
  sessionId,
  text: "Resume",
  primary: true,
});
