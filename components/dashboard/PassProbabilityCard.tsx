// The learning engine's pass probability, with its range and how it is made.
import type { PassEstimate } from "../../worker/learning/ability";
import { MIN_ITEMS } from "../../lib/irt/readiness";

export function PassProbabilityCard({ estimate }: { estimate: PassEstimate }) {
  return (
    <section className="card stat pass-card" aria-labelledby="pass-title">
      <span className="stat-label" id="pass-title">
        Pass Probability
      </span>
      {estimate.status === "ok" ? (
        <>
          <strong className="stat-value">{`${estimate.percent}%`}</strong>
          <span className="stat-hint muted">{`Range ${estimate.low}-${estimate.high}% · from ${estimate.answered} answers`}</span>
        </>
      ) : (
        <>
          <strong className="stat-value muted">Not enough data yet</strong>
          <span className="stat-hint muted">{`Answer at least ${estimate.minimum} questions (${estimate.answered} so far).`}</span>
        </>
      )}
      <details className="how">
        <summary>How is this estimated?</summary>
        <p>
          Every answer updates an estimate of your ability on our question bank's scale (a Rasch model: harder questions
          you get right count for more). The figure is the chance that your ability is above the passing standard we set
          on that scale, given all your answers. The range is the same chance worked out with your whole estimate moved
          down, then up, by its own uncertainty (one standard deviation of the estimate): how far the figure could still
          move as more answers come in. It narrows as you answer more.
        </p>
        <p>{`It is an estimate from our own questions, not an NCSBN prediction. For an exam-like check, take the adaptive Readiness Exam (at least ${MIN_ITEMS} questions) on the Timed Tests page.`}</p>
      </details>
    </section>
  );
}
