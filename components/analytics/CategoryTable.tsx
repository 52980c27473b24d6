// Detailed Category Statistics and the Insights derived from them.
import type { Stats } from "../../worker/db/analytics";
import { scoreBand } from "../../lib/scoring";
import { ScoreBar } from "../StatCard";
import { fullMarksAndPoints } from "../../lib/score-words";

export function CategoryTable({ stats }: { stats: Stats["categoryStats"] }) {
  return (
    // Focusable so a keyboard can scroll the table sideways on a narrow screen.
    <div className="table-scroll" role="region" aria-label="Category statistics" tabIndex={0}>
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">Category</th>
            <th scope="col">Attempted</th>
            {/* What each figure counts: scores are points earned of points possible; correct means full marks. */}
            <th scope="col">
              Average score <small className="th-note">% of points</small>
            </th>
            <th scope="col">
              Accuracy <small className="th-note">at full marks</small>
            </th>
            <th scope="col">
              Correct <small className="th-note">full marks</small>
            </th>
            <th scope="col">
              Incorrect <small className="th-note">below full marks</small>
            </th>
            <th scope="col">
              <span className="visually-hidden">Score bar</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {stats.flatMap((s) => [
            <tr key={s.categoryId}>
              <th scope="row">{s.categoryName}</th>
              <td>{s.totalQuestions}</td>
              <td>{`${s.averageScore}%`}</td>
              <td>{`${s.correctAnswers}/${s.totalQuestions}`}</td>
              <td>{s.correctAnswers}</td>
              <td>{s.totalQuestions - s.correctAnswers}</td>
              <td className="bar-cell">
                <ScoreBar score={s.averageScore} band={scoreBand(s.averageScore)} />
              </td>
            </tr>,
            // On a phone the figures' columns are off to the side: a row under each category says them in words.
            <tr key={`${s.categoryId}-summary`} className="row-summary">
              <td colSpan={7}>{fullMarksAndPoints(s.correctAnswers, s.totalQuestions, s.averageScore)}</td>
            </tr>,
          ])}
        </tbody>
      </table>
    </div>
  );
}

export function Insights({ stats }: { stats: Stats["categoryStats"] }) {
  const strengths = stats.filter((s) => s.averageScore >= 80);
  const weak = stats.filter((s) => s.averageScore < 75).sort((a, b) => a.averageScore - b.averageScore);
  return (
    <div className="insights">
      <section className="card" aria-labelledby="strengths">
        <h2 id="strengths">Strengths</h2>
        {strengths.length ? (
          <ul>
            {strengths.map((s) => (
              <li key={s.categoryId}>{`${s.categoryName}: ${s.averageScore}%`}</li>
            ))}
          </ul>
        ) : (
          <p className="muted">Complete more practice to identify strengths</p>
        )}
      </section>
      <section className="card" aria-labelledby="improve">
        <h2 id="improve">Areas for Improvement</h2>
        {weak.length ? (
          <ul>
            {weak.map((s) => (
              <li key={s.categoryId}>
                <a href={`/practice?categoryId=${s.categoryId}`}>{s.categoryName}</a>
                {`: ${s.averageScore}% (passing is 75%)`}
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">Great job! All categories are performing well</p>
        )}
      </section>
    </div>
  );
}
