import type { ReactNode } from "react";

export function StatCard({ label, value, hint }: { label: string; value: ReactNode; hint?: ReactNode }) {
  return (
    <div className="stat card">
      <span className="stat-label">{label}</span>
      <strong className="stat-value">{value}</strong>
      {hint && <span className="stat-hint muted">{hint}</span>}
    </div>
  );
}

export function ScoreBar({ score, band }: { score: number; band: string }) {
  return (
    <div className="bar" role="presentation">
      <div className={`bar-fill bar-${band}`} style={{ width: `${Math.min(100, Math.max(0, score))}%` }} />
    </div>
  );
}

export function TipsCard({ title, tips }: { title: string; tips: string[] }) {
  return (
    <section className="card tips">
      <h2>{title}</h2>
      <ul>
        {tips.map((t) => (
          <li key={t}>{t}</li>
        ))}
      </ul>
    </section>
  );
}

/** A session's score, which is points earned of points possible, said so under the figure. */
export function PointsScore({ score, band }: { score: number; band: string }) {
  return (
    <span className="points-score">
      <span className={`score score-${band}`}>{`${Math.round(score)}%`}</span>
      <small className="muted">of points</small>
    </span>
  );
}
