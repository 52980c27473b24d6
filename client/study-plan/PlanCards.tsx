// One active plan (progress, today's goal, Mark Complete or Continue Practice)
// and one completed plan.
import type { StudyPlanDto } from "../../worker/db/study-plans";
import { scoreBand } from "../../lib/scoring";
import { ScoreBar } from "../../components/StatCard";
import { Icon } from "../../components/icons";

const categoryName = (p: StudyPlanDto) => p.category?.name ?? "Unknown Category";

export function ActivePlan({
  plan: p,
  busy,
  onComplete,
}: {
  plan: StudyPlanDto;
  busy: boolean;
  onComplete: () => void;
}) {
  const todayDone = p.answeredToday >= p.questionsPerDay;
  return (
    <li className="card plan">
      <div className="plan-head">
        <h3>{categoryName(p)}</h3>
        <span className="badge">{`Target: ${p.targetScore}%`}</span>
      </div>
      <div className="plan-progress">
        <div className="plan-progress-label">
          <span>Progress</span>
          <strong>{`${p.currentScore}% / ${p.targetScore}%`}</strong>
        </div>
        <div
          role="progressbar"
          aria-label={`Progress towards the ${p.targetScore}% target`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={p.progress}
          aria-valuetext={`${p.progress}%`}
        >
          <ScoreBar score={p.progress} band={scoreBand(p.currentScore)} />
        </div>
      </div>
      <dl className="plan-figures">
        <div>
          <dt>Daily goal</dt>
          <dd>{`${p.questionsPerDay} / day`}</dd>
        </div>
        <div>
          <dt>Today</dt>
          <dd className={todayDone ? "done" : undefined}>
            {`${Math.min(p.answeredToday, 9999)} / ${p.questionsPerDay}`}
            {todayDone && <Icon name="check" size={16} aria-label="Daily goal reached" />}
          </dd>
        </div>
        <div>
          <dt>Current score</dt>
          <dd>{`${p.currentScore}%`}</dd>
        </div>
      </dl>
      {p.progress >= 100 ? (
        <button type="button" className="btn btn-primary btn-block" disabled={busy} onClick={onComplete}>
          <Icon name="check" /> Mark Complete
        </button>
      ) : (
        <a className="btn btn-outline btn-block" href={`/practice?categoryId=${p.categoryId}`} data-primary-action>
          Continue Practice
        </a>
      )}
    </li>
  );
}

export function CompletedPlan({ plan: p }: { plan: StudyPlanDto }) {
  return (
    <li className="card plan plan-completed">
      <div className="plan-head">
        <h3>{categoryName(p)}</h3>
        <span className="badge badge-green">Completed</span>
      </div>
      <dl className="plan-figures">
        <div>
          <dt>Target score</dt>
          <dd>{`${p.targetScore}%`}</dd>
        </div>
        <div>
          <dt>Final score</dt>
          <dd>{`${p.currentScore}%`}</dd>
        </div>
        <div>
          <dt>Daily questions</dt>
          <dd>{p.questionsPerDay}</dd>
        </div>
      </dl>
    </li>
  );
}
