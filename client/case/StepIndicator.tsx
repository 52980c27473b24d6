// Where the student is in the case: the six clinical-judgment steps, the
// current one marked (aria-current="step"), answered ones ticked in words.
// On phones only the numbers show, with the current step's name beside them.
interface Step {
  step: number;
  stepName: string;
}

export function StepIndicator({
  steps,
  current,
  answered,
}: {
  steps: Step[];
  current: number | null;
  answered: (i: number) => boolean;
}) {
  return (
    <ol className="case-steps" aria-label="Clinical judgment steps">
      {steps.map((s, i) => {
        const done = answered(i);
        return (
          <li
            key={s.step}
            aria-current={i === current ? "step" : undefined}
            className={`case-step${done ? " case-step-done" : ""}`}
          >
            <span className="case-step-number" aria-hidden="true">
              {done ? "✓" : s.step}
            </span>
            <span className="case-step-name">
              <span className="visually-hidden">{`Step ${s.step}: `}</span>
              {s.stepName}
              {done && <span className="visually-hidden"> (answered)</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
