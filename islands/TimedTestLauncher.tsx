// Timed Tests: choose the test type, then Start creates the session record
// and opens the dialog in timed mode (a failed creation is only logged).
import { useState } from "react";
import { api } from "../client/api";
import { openSession } from "../client/session-store";
import { TIMED_TESTS } from "../lib/practice";

export default function TimedTestLauncher() {
  const [questions, setQuestions] = useState<number>(TIMED_TESTS[0].questions);
  const [starting, setStarting] = useState(false);
  const test = TIMED_TESTS.find((t) => t.questions === questions)!;
  async function start() {
    setStarting(true);
    let sessionId: number | null = null;
    try {
      sessionId = (await api<{ id: number }>("POST", "/api/sessions", { sessionType: "timed", totalQuestions: test.questions, correctAnswers: 0, timeLimit: test.minutes, categoryId: null })).id;
    } catch (e) {
      console.error("Could not create the timed session", e);
    }
    setStarting(false);
    openSession({ mode: "timed", count: test.questions, timeLimit: test.minutes, sessionId, categoryId: null, difficulty: "mixed", signedIn: true });
  }
  return (
    <section className="card settings" aria-labelledby="timed-title">
      <h2 id="timed-title">Start a Timed Test</h2>
      <div className="field">
        <label htmlFor="timed-type">Test Type</label>
        <select id="timed-type" value={questions} onChange={(e) => setQuestions(Number(e.target.value))}>
          {TIMED_TESTS.map((t) => (
            <option key={t.questions} value={t.questions}>{`${t.name} (${t.questions} questions)`}</option>
          ))}
        </select>
      </div>
      <ul className="details-box">
        <li>{test.description}</li>
        <li>{`${test.minutes} minutes time limit`}</li>
        <li>Mixed categories</li>
        <li>Immediate results</li>
      </ul>
      <button type="button" className="btn btn-primary btn-block" onClick={start} disabled={starting}>Start Timed Test</button>
    </section>
  );
}
