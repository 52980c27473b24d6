// The readiness exam's results: pass/fail with the reason, the estimate, the
// performance per client-needs area and the full review with keys and rationales.
import type { ExamReportView } from "../../lib/readiness-view";
import { STOP_REASONS } from "../../lib/readiness-view";
import { ScaleNote } from "./ScaleNote";
import { ElementReview } from "../formats/ElementReview";
import { CalcReview } from "../formats/CalcFeedback";
import { FORMAT_LABELS, type FormatName } from "../../lib/formats/names";
import { PRACTICE_RUN_NOTE } from "../../lib/readiness-capacity";
import { TIME_LIMIT_MINUTES } from "../../lib/irt/readiness";

const minutes = (s: number) =>
  s >= 3600 ? `${Math.floor(s / 3600)} h ${Math.round((s % 3600) / 60)} min` : `${Math.round(s / 60)} min`;
import { clientNeedLabel } from "../../lib/categories";

const LEVEL_CLASS = { Above: "score-green", Near: "score-orange", Below: "score-red" } as const;

export function ReadinessReport({ report }: { report: ExamReportView }) {
  const passed = report.status === "passed";
  const scored = report.scored;
  return (
    <div className="stack readiness-report">
      <section
        className={`card result-score ${!scored ? "result-practice" : passed ? "result-pass" : "result-fail"}`}
        aria-labelledby="readiness-result"
      >
        <h2 id="readiness-result">Readiness Exam Results</h2>
        {scored ? (
          <strong className="result-label big">{passed ? "PASS" : "FAIL"}</strong>
        ) : (
          <strong className="result-label">Practice run</strong>
        )}
        <span>{`${report.correct} of ${report.answered} correct (full marks) · ${report.points} of ${report.possible} points${scored ? ` · ability ${report.theta.toFixed(2)} ± ${(1.96 * report.se).toFixed(2)} logits (95%)` : ""}`}</span>
        {scored ? (
          <span>{`Chance your ability is above the standard: ${report.passPercent}%`}</span>
        ) : (
          <p className="practice-note">{PRACTICE_RUN_NOTE}</p>
        )}
        {scored && <p className="muted">{STOP_REASONS[report.reason]}</p>}
        <span className="exam-time">{`Time used: ${minutes(report.timeUsedSeconds)} of ${TIME_LIMIT_MINUTES / 60} h · Breaks taken: ${report.breaksTaken}${report.breaksTaken ? ` (${minutes(report.breakSeconds)}, on the clock)` : ""}`}</span>
        {report.mode === "nclex-day" && (
          <p className="muted small">
            NCLEX-day run: the unscored pretest questions you met are not part of this report, as on the NCLEX-RN.
          </p>
        )}
        {report.reused > 0 && (
          <p className="muted">{`${report.reused} of these ${report.answered} questions were repeats from your earlier readiness exams: once the unseen questions or cases it needed ran out, the exam reused the ones you saw least recently.${scored ? " Repeats you remember make this estimate look better than it is." : ""}`}</p>
        )}
        {scored && <ScaleNote />}
      </section>
      <section className="card" aria-labelledby="area-report">
        <h2 id="area-report">Performance by Client-Needs Area</h2>
        <div className="table-scroll" role="region" aria-label="Client-needs areas table" tabIndex={0}>
          <table className="area-table">
            <thead>
              <tr>
                <th scope="col">Area</th>
                <th scope="col">Questions</th>
                <th scope="col">Correct</th>
                {scored && <th scope="col">Level</th>}
              </tr>
            </thead>
            <tbody>
              {report.areas.map((a) => (
                <tr key={a.area}>
                  <th scope="row">{clientNeedLabel(a.area)}</th>
                  <td>{a.answered}</td>
                  <td>{a.correct}</td>
                  {scored && (
                    <td>
                      <span className={`score ${LEVEL_CLASS[a.level]}`}>{a.level}</span>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {scored && (
          <p className="muted small">
            Above or Below means the 95% interval of your ability in that area lies wholly above or below the standard;
            Near means it is too close (or too few questions) to tell.
          </p>
        )}
      </section>
      <section className="card" aria-labelledby="exam-review">
        <h2 id="exam-review">Question Review</h2>
        {report.reviewWithheld && (
          <p className="muted">
            Answers and rationales for this exam are hidden while your current readiness exam is in progress, because it
            may repeat some of these questions. They come back as soon as it ends.
          </p>
        )}
        <ol className="review-list">
          {report.review.map((r) => (
            <li key={r.position} className={r.isCorrect ? "review-correct" : "review-incorrect"}>
              {r.case && (
                <p className="muted small">{`Case study: ${r.case.title} · Step ${r.case.step} of 6: ${r.case.stepName}`}</p>
              )}
              <p>{r.content}</p>
              {r.type === "single" ? (
                <>
                  <small>{`Your answer: ${r.selectedAnswer} · Correct answer: ${r.correctAnswer} · ${r.clientNeed}`}</small>
                  <details>
                    <summary>Rationale</summary>
                    <p>{r.explanation}</p>
                    <ul>
                      {r.options.map((o) => (
                        <li key={o.label}>
                          <strong>{`${o.label}. ${o.text}`}</strong> {o.rationale}
                        </li>
                      ))}
                    </ul>
                  </details>
                </>
              ) : (
                <>
                  <small>{`${FORMAT_LABELS[r.type as FormatName]} · ${r.points} of ${r.maxPoints} points · ${r.clientNeed}`}</small>
                  <details>
                    <summary>Your answer, the key and the rationales</summary>
                    <ElementReview answer={r} />
                    <CalcReview result={r} />
                    <p>{r.explanation}</p>
                  </details>
                </>
              )}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
