// Dashboard Quick Actions: continue in the last practised category (10
// questions), random practice, a 75-question timed test, and bookmarks.
import { api } from "../client/api";
import { openSession } from "../client/session-store";
import { DASHBOARD_COUNT, TIMED_TESTS } from "../lib/practice";
import { Icon } from "../components/icons";

export default function QuickActions({ continueCategoryId }: { continueCategoryId: number }) {
  const full = TIMED_TESTS[0];
  async function timedTest() {
    let sessionId: number | null = null;
    try {
      sessionId = (
        await api("POST", "/api/sessions", {
          sessionType: "timed",
          totalQuestions: full.questions,
          correctAnswers: 0,
          timeLimit: full.minutes,
          categoryId: null,
        })
      ).id;
    } catch (e) {
      console.error("Could not create the timed session", e);
    }
    openSession({
      mode: "timed",
      count: full.questions,
      timeLimit: full.minutes,
      sessionId,
      categoryId: null,
      difficulty: "mixed",
      signedIn: true,
    });
  }
  return (
    <section className="card" aria-labelledby="quick-title">
      <h2 id="quick-title">Quick Actions</h2>
      {/* Calls to action: toasts keep off them (client/toast-placement.ts). */}
      <div className="quick-actions" data-primary-action>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() =>
            openSession({
              mode: "practice",
              count: DASHBOARD_COUNT,
              categoryId: continueCategoryId,
              difficulty: "mixed",
              signedIn: true,
            })
          }
        >
          <Icon name="target" /> Continue Last Session
        </button>
        <a className="btn btn-outline" href="/practice">
          <Icon name="book" /> Random Practice
        </a>
        <button type="button" className="btn btn-outline" onClick={timedTest}>
          <Icon name="clock" /> {`Timed Test (${full.questions} Qs)`}
        </button>
        <a className="btn btn-outline" href="/bookmarks">
          <Icon name="bookmark" /> Review Bookmarks
        </a>
      </div>
    </section>
  );
}
