// Timed Tests: choose the test type, then Start creates the session record
// and opens the dialog in timed mode (a failed creation is only logged). The
// fourth choice, the adaptive readiness exam, runs on its own page.
import { useState } from "react";
import { api, ApiError } from "../client/api";
import { openSession } from "../client/session-store";
import { toast } from "../client/toast";
import { TIMED_TESTS } from "../lib/practice";
import { MAX_ITEMS, MIN_ITEMS, TIME_LIMIT_MINUTES } from "../lib/irt/readiness";

const READINESS = "readiness";

export default function TimedTestLauncher() {
  const [choice, setChoice] = useState<string>(String(TIMED_TESTS[0].questions));
  const [starting, setStarting] = useState(false);
  const test = TIMED_TESTS.find((t) => String(t.questions) === choice);

  async function startReadiness() {
    try {
      // The NCLEX-day run; the short run is offered on the Readiness Exam page (one less module shared here).
      await api("POST", "/api/readiness-exams", { mode: "nclex-day" });
    } catch (e) {
      if (!(e instanceof ApiError && e.status === 409)) {
        toast({
          title: "Error",
          description: "Could not start the readiness exam. Please try again.",
          variant: "destructive",
        });
        return setStarting(false);
      }
    }
    window.location.assign("/readiness-exam"); // 409: one is already running, so resume it
  }

  async function start() {
    setStarting(true);
    if (!test) return startReadiness();
    let sessionId: number | null = null;
    try {
      sessionId = (
        await api("POST", "/api/sessions", {
          sessionType: "timed",
          totalQuestions: test.questions,
          correctAnswers: 0,
          timeLimit: test.minutes,
          categoryId: null,
        })
      ).id;
    } catch (e) {
      console.error("Could not create the timed session", e);
    }
    setStarting(false);
    openSession({
      mode: "timed",
      count: test.questions,
      timeLimit: test.minutes,
      sessionId,
      categoryId: null,
      difficulty: "mixed",
      signedIn: true,
    });
  }

  const details = test
    ? [test.description, `${test.minutes} minutes time limit`, "Mixed categories", "Immediate results"]
    : [
        "Adaptive, like the NCLEX-RN computerized adaptive test",
        `${MIN_ITEMS}-${MAX_ITEMS} questions, ${TIME_LIMIT_MINUTES / 60} hours time limit`,
        "Balanced to the NCLEX-RN test plan",
        "Pass/fail report by client-needs area",
        "NCLEX-day run: tutorial, optional breaks, 15 unscored pretest questions (a short run without them is on the Readiness Exam page)",
      ];
  return (
    <section className="card settings" aria-labelledby="timed-title">
      <h2 id="timed-title">Start a Timed Test</h2>
      <div className="field">
        <label htmlFor="timed-type">Test Type</label>
        <select id="timed-type" value={choice} onChange={(e) => setChoice(e.target.value)}>
          {TIMED_TESTS.map((t) => (
            <option key={t.questions} value={t.questions}>{`${t.name} (${t.questions} questions)`}</option>
          ))}
          <option value={READINESS}>Readiness Exam (adaptive)</option>
        </select>
      </div>
      <ul className="details-box">
        {details.map((d) => (
          <li key={d}>{d}</li>
        ))}
      </ul>
      <button type="button" className="btn btn-primary btn-block" onClick={start} disabled={starting}>
        {test ? "Start Timed Test" : "Start Readiness Exam"}
      </button>
    </section>
  );
}
