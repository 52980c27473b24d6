// "Test-Taking Strategies": four strategies, each with a worked example, and
// the three-step decision framework.
import { DECISION_FRAMEWORK, TEST_STRATEGIES, type WorkedExample } from "../../lib/strategies";

const LETTERS = "ABCDEFGH";

function Example({ example }: { example: WorkedExample }) {
  return (
    <div className="worked-example">
      <h3>Worked example</h3>
      <p className="example-stem">{example.stem}</p>
      <ol className="example-options">
        {example.options.map((option, i) => (
          <li key={option} className={i === example.answer ? "example-answer" : undefined}>
            <span className="option-letter" aria-hidden="true">
              {LETTERS[i]}
            </span>
            <span>
              {i === example.answer && <span className="visually-hidden">Correct answer: </span>}
              {option}
            </span>
          </li>
        ))}
      </ol>
      <p className="example-why">
        <strong>{`Answer ${LETTERS[example.answer]}. `}</strong>
        {example.why}
      </p>
    </div>
  );
}

export function TestTakingPanel() {
  return (
    <>
      <p className="strategy-intro">
        Most NCLEX items have several plausible answers. These habits help you find the one the exam wants: the safest,
        most urgent nursing action for this client now.
      </p>
      <div className="strategy-grid">
        {TEST_STRATEGIES.map((s) => (
          <section key={s.title} className="card strategy-card">
            <h2>{s.title}</h2>
            <ul>
              {s.guidance.map((g) => (
                <li key={g}>{g}</li>
              ))}
            </ul>
            <Example example={s.example} />
          </section>
        ))}
      </div>
      <section className="card framework">
        <h2>Quick Decision Framework</h2>
        <p className="muted">When two answers both look right, run them through these three checks in order.</p>
        <ol className="framework-steps">
          {DECISION_FRAMEWORK.map((step, i) => (
            <li key={step.title}>
              <span className="step-number" aria-hidden="true">
                {i + 1}
              </span>
              <div>
                <strong>{step.title}</strong>
                <p>{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
