// Analytics: Spaced Review. The student's cards, the share of review answers
// at full marks, and the next 14 days' due reviews as server-rendered CSS bars
// (no chart code to load) with the same figures as a text table.
import type { ReactNode } from "react";
import { dateFormat } from "../../lib/date-format";

export interface ReviewStats {
  cards: number;
  reviews: number;
  reviewsFull: number;
  fullShare: number | null;
  forecast: { day: string; due: number }[];
}

/** "75% (6 of 8)", or "—" before any review. */
export const fullShareText = (s: ReviewStats) =>
  s.fullShare === null ? "—" : `${Math.round(s.fullShare * 100)}% (${s.reviewsFull} of ${s.reviews})`;

/** "Tue, Nov 25" for a YYYY-MM-DD day (already the student's calendar day). */
export const dayLabel = (day: string) =>
  dateFormat("en-US", { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" }).format(
    new Date(`${day}T12:00:00Z`),
  );
const weekday = (day: string) => dayLabel(day).slice(0, 2);
const dateNumber = (day: string) => String(Number(day.slice(8)));

export function ReviewSection({ stats }: { stats: ReviewStats }) {
  const upcoming = stats.forecast.reduce((n, f) => n + f.due, 0);
  return (
    <section className="card" aria-labelledby="review-stats-title">
      <h2 id="review-stats-title">Spaced Review</h2>
      <p className="muted small">
        Questions you missed, partly scored, answered slowly or bookmarked come back on a schedule that spaces them out
        as you get them right.
      </p>
      <ReviewFigures stats={stats} />
      <h3>Reviews due per day</h3>
      {upcoming === 0 ? (
        <p className="muted">Nothing is due in the next 14 days.</p>
      ) : (
        <ForecastBars forecast={stats.forecast} />
      )}
      <details className="chart-alt">
        <summary>Due reviews as a table</summary>
        <ForecastTable forecast={stats.forecast} />
      </details>
    </section>
  );
}

export function ReviewFigures({ stats }: { stats: ReviewStats }) {
  const figure = (label: string, value: ReactNode) => (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <dl className="review-figures">
      {figure("Review cards", stats.cards)}
      {figure("Review answers at full marks", fullShareText(stats))}
      {figure(
        "Due in the next 14 days",
        stats.forecast.reduce((n, f) => n + f.due, 0),
      )}
    </dl>
  );
}

function ForecastBars({ forecast }: { forecast: ReviewStats["forecast"] }) {
  const most = Math.max(...forecast.map((f) => f.due));
  return (
    <div
      className="forecast"
      role="img"
      aria-label={`Reviews due per day: ${forecast
        .filter((f) => f.due)
        .map((f) => `${dayLabel(f.day)}, ${f.due}`)
        .join("; ")}`}
    >
      {forecast.map((f) => (
        <div key={f.day} className="forecast-day" aria-hidden="true">
          <span className="forecast-track">
            {f.due > 0 && <span className="forecast-count">{f.due}</span>}
            {f.due > 0 && <span className="forecast-bar" style={{ height: `${Math.round((f.due / most) * 80)}%` }} />}
          </span>
          <span className="forecast-label">
            {weekday(f.day)}
            <br />
            {dateNumber(f.day)}
          </span>
        </div>
      ))}
    </div>
  );
}

export function ForecastTable({ forecast }: { forecast: ReviewStats["forecast"] }) {
  return (
    <table className="data-table forecast-table">
      <caption className="visually-hidden">Reviews due per day, next 14 days</caption>
      <thead>
        <tr>
          <th scope="col">Day</th>
          <th scope="col">Due</th>
        </tr>
      </thead>
      <tbody>
        {forecast.map((f) => (
          <tr key={f.day}>
            <th scope="row">{dayLabel(f.day)}</th>
            <td>{f.due}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
