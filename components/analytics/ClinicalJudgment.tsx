// The Clinical Judgment section: points earned of points possible by NCSBN
// clinical-judgment step (case-study items; a bar chart with its table) and by
// item format (a table). Server-rendered; the chart is the shared Chart island.
import type { FormatStat, StepStat } from "../../lib/clinical-judgment";
import { scoreBand } from "../../lib/scoring";
import { ScoreBar } from "../StatCard";
import { ChartCard } from "./ChartCard";
import { STEP_SHORT } from "../../lib/cases/steps";

const share = (s: { points: number; possible: number; percent: number | null }) =>
  s.percent === null ? "No answers yet" : `${s.points}/${s.possible} points (${s.percent}%)`;

export function ClinicalJudgment({ steps, formats }: { steps: StepStat[]; formats: FormatStat[] }) {
  const answeredSteps = steps.some((s) => s.total > 0);
  return (
    <section className="card" aria-labelledby="judgment-title">
      <h2 id="judgment-title">Clinical Judgment</h2>
      <p className="muted small">
        Points earned of points possible. Steps come from case-study items; formats from every item you have answered.
      </p>
      <div className="chart-grid">
        <ChartCard
          id="step-chart"
          title="By clinical-judgment step"
          chart={
            answeredSteps
              ? {
                  type: "bar",
                  labels: STEP_SHORT.slice(),
                  values: steps.map((s) => s.percent ?? 0),
                  name: "Points earned",
                  unit: "%",
                  max100: true,
                }
              : null
          }
          rows={steps.map((s) => [`${s.step}. ${s.name}`, share(s)])}
          empty="No case-study answers yet: open a case study to see your six clinical-judgment steps."
        />
        <StepTable steps={steps} />
      </div>
      <h3>By item format</h3>
      {formats.length ? <FormatTable formats={formats} /> : <p className="muted">No answers yet.</p>}
    </section>
  );
}

function StepTable({ steps }: { steps: StepStat[] }) {
  return (
    <div className="table-scroll" role="region" aria-label="Points by clinical-judgment step" tabIndex={0}>
      <table className="data-table">
        <caption className="visually-hidden">Points by clinical-judgment step</caption>
        <thead>
          <tr>
            <th scope="col">Step</th>
            <th scope="col">Answered</th>
            <th scope="col">Points</th>
            <th scope="col">Score</th>
          </tr>
        </thead>
        <tbody>
          {steps.map((s) => (
            <tr key={s.step}>
              <th scope="row">{`${s.step}. ${s.name}`}</th>
              <td>{s.total}</td>
              <td>{`${s.points}/${s.possible}`}</td>
              <td>{s.percent === null ? "–" : `${s.percent}%`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function FormatTable({ formats }: { formats: FormatStat[] }) {
  return (
    <div className="table-scroll" role="region" aria-label="Points by item format" tabIndex={0}>
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">Format</th>
            <th scope="col">Answered</th>
            <th scope="col">Full marks</th>
            <th scope="col">Points</th>
            <th scope="col">Score</th>
            <th scope="col">
              <span className="visually-hidden">Score bar</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {formats.map((f) => (
            <tr key={f.type}>
              <th scope="row">{f.label}</th>
              <td>{f.total}</td>
              <td>{f.correct}</td>
              <td>{`${f.points}/${f.possible}`}</td>
              <td>{`${f.percent}%`}</td>
              <td className="bar-cell">
                <ScoreBar score={f.percent} band={scoreBand(f.percent)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The same figures as plain tables, for the print report. */
export function JudgmentTables({ steps, formats }: { steps: StepStat[]; formats: FormatStat[] }) {
  return (
    <>
      <StepTable steps={steps} />
      <h3>By item format</h3>
      {formats.length ? <FormatTable formats={formats} /> : <p className="muted">No answers yet.</p>}
    </>
  );
}

/** Insights: the weakest step with enough answers, and a link that starts a drill of that step. */
export function WeakestStep({ step }: { step: StepStat | null }) {
  return (
    <section className="card" aria-labelledby="weakest-step">
      <h2 id="weakest-step">Weakest Clinical-Judgment Step</h2>
      {step ? (
        <>
          <p>{`${step.name}: ${step.points} of ${step.possible} points (${step.percent}%) over ${step.total} answers.`}</p>
          <a className="btn btn-primary btn-sm" href={`/practice?step=${step.step}`}>{`Practice ${step.name}`}</a>
        </>
      ) : (
        <p className="muted">Answer a few case-study items (five per step) to find the step to work on.</p>
      )}
    </section>
  );
}
