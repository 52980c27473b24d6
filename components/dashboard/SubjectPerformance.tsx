// Per-category score bars (green ≥ 80, orange 75-79, red below).
import type { CategoryStat } from "../../worker/db/stats";
import { scoreBand } from "../../lib/scoring";
import { ScoreBar } from "../StatCard";
import { fullMarksAndPoints } from "../../lib/score-words";

export function SubjectBars({
  stats,
}: {
  stats: Pick<CategoryStat, "categoryId" | "categoryName" | "correctAnswers" | "totalQuestions" | "averageScore">[];
}) {
  return (
    <ul className="perf-list">
      {stats.map((s) => (
        <li key={s.categoryId}>
          <div className="perf-row">
            <span>{s.categoryName}</span>
            <span className="muted">{fullMarksAndPoints(s.correctAnswers, s.totalQuestions, s.averageScore)}</span>
          </div>
          <ScoreBar score={s.averageScore} band={scoreBand(s.averageScore)} />
        </li>
      ))}
    </ul>
  );
}

export function EmptyState({
  title,
  text,
  action,
  href,
}: {
  title: string;
  text: string;
  action?: string;
  href?: string;
}) {
  return (
    <div className="empty-state">
      <p>
        <strong>{title}</strong>
      </p>
      <p className="muted">{text}</p>
      {action && href && (
        <a className="btn btn-primary btn-sm" href={href}>
          {action}
        </a>
      )}
    </div>
  );
}
