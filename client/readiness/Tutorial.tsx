// The NCLEX-day run's tutorial, before the clock starts: how each format is
// answered and how the day runs. "Begin the exam" starts the 5-hour clock.
import { TUTORIAL_FORMATS, TUTORIAL_RULES } from "../../lib/readiness-tutorial";

export function Tutorial({ pending, onBegin }: { pending: boolean; onBegin: () => void }) {
  return (
    <div className="exam-tutorial stack">
      <h3 id="exam-item-heading" tabIndex={-1}>
        Tutorial: before you begin
      </h3>
      <p>This tutorial is not timed. Take as long as you need to read it.</p>
      <ul className="tutorial-rules">
        {TUTORIAL_RULES.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
      <h4>How each kind of question is answered</h4>
      <dl className="tutorial-formats">
        {TUTORIAL_FORMATS.map((f) => (
          <div key={f.name}>
            <dt>{f.name}</dt>
            <dd>{f.how}</dd>
          </div>
        ))}
      </dl>
      <div className="session-actions">
        <span className="muted small">The clock starts when you begin.</span>
        <button type="button" className="btn btn-primary" disabled={pending} onClick={onBegin}>
          Begin the exam
        </button>
      </div>
    </div>
  );
}
