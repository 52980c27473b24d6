// Markdown rendering of a simulation report (scripts/simulate.ts).
import type { SimulationReport } from "./simulate";

const pct = (x: number, digits = 1) => `${(100 * x).toFixed(digits)}%`;

export function formatReport(r: SimulationReport): string {
  const o = r.options;
  const lines = [
    `### ${o.candidates.toLocaleString("en-US")} simulated candidates (seed ${o.seed}; bank ${o.bankSize} items, b ~ N(0, ${o.bankSd}); true θ ~ N(0, 1); standard ${o.standard})`,
    "",
    "| Measure | Value |",
    "|---|---|",
    `| Correct pass/fail classification, all candidates | ${pct(r.accuracy)} |`,
    `| Correct classification, \\|θ − standard\\| ≥ 0.5 (${r.farCount} candidates) | ${pct(r.farAccuracy)} |`,
    `| Test length: mean / median / min / max | ${r.meanLength.toFixed(1)} / ${r.medianLength} / ${r.minLength} / ${r.maxLength} |`,
    ...(o.pretest
      ? [
          `| Unscored pretest items per exam (not in θ, stopping or length above) / mean items shown | ${o.pretest} / ${r.meanShown.toFixed(1)} |`,
        ]
      : []),
    `| Stopped at 85 items / reached 150 items | ${pct(r.shareAtMin)} / ${pct(r.shareAtMax)} |`,
    `| Brier score of P(θ > standard) | ${r.brier.toFixed(4)} |`,
    "",
    "Pass-probability calibration by decile (10 equal-count groups of candidates sorted by the predicted P(θ > standard) at the end of the exam):",
    "",
    "| Decile | Candidates | Predicted range | Mean predicted | Observed (true θ > standard) | Difference | ±2 binomial SE |",
    "|---|---:|---:|---:|---:|---:|---:|",
    ...r.deciles.map(
      (b, k) =>
        `| ${k + 1} | ${b.count} | ${pct(b.lo)}–${pct(b.hi)} | ${pct(b.meanPredicted)} | ${pct(b.observed)} | ${b.difference >= 0 ? "+" : "−"}${(100 * Math.abs(b.difference)).toFixed(1)} pp | ±${(200 * b.se).toFixed(1)} pp |`,
    ),
    "",
    "The same by equal-width bins of the prediction (empty bins omitted; a bin's sampling error is shown):",
    "",
    "| Predicted | Candidates | Mean predicted | Observed (true θ > standard) | Difference | ±2 binomial SE |",
    "|---|---:|---:|---:|---:|---:|",
    ...r.bins.map((b) => {
      const se = b.se;
      const diff = `${b.difference >= 0 ? "+" : "−"}${(100 * Math.abs(b.difference)).toFixed(1)} pp`;
      return `| ${Math.round(100 * b.lo)}–${Math.round(100 * b.hi)}% | ${b.count} | ${pct(b.meanPredicted)} | ${pct(b.observed)} | ${diff} | ±${(200 * se).toFixed(1)} pp |`;
    }),
  ];
  return lines.join("\n");
}
