// Study plans (spec sections 2, 4, 5): slider ranges, progress towards the
// target, and the four summary figures. Pure: shared by worker and islands.
export interface Range {
  min: number;
  max: number;
  step: number;
  initial: number;
}

export const TARGET_SCORE: Range = { min: 60, max: 100, step: 5, initial: 85 };
export const QUESTIONS_PER_DAY: Range = { min: 5, max: 100, step: 5, initial: 25 };

export const inRange = (r: Range, n: number) => Number.isInteger(n) && n >= r.min && n <= r.max && (n - r.min) % r.step === 0;

/** Progress in whole percent: the category average ÷ target, capped at 100. Floored, so 100 means the target is really reached. */
export const planProgress = (currentScore: number, targetScore: number) => Math.min(100, Math.floor((currentScore * 100) / targetScore));

export interface PlanFigures {
  completed: boolean;
  targetScore: number;
  questionsPerDay: number;
}

export function planSummary(plans: PlanFigures[]) {
  const active = plans.filter((p) => !p.completed);
  return {
    activePlans: active.length,
    completedPlans: plans.length - active.length,
    avgTargetScore: active.length ? Math.round(active.reduce((s, p) => s + p.targetScore, 0) / active.length) : 0,
    dailyQuestions: active.reduce((s, p) => s + p.questionsPerDay, 0),
  };
}
