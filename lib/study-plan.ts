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

export const inRange = (r: Range, n: number) =>
  Number.isInteger(n) && n >= r.min && n <= r.max && (n - r.min) % r.step === 0;

/** Progress in whole percent: the category average ÷ target, capped at 100. Floored, so 100 means the target is really reached. */
export const planProgress = (currentScore: number, targetScore: number) =>
  Math.min(100, Math.floor((currentScore * 100) / targetScore));

/**
 * A live plan's score and progress from the raw counts (never from a rounded
 * average: 169/200 = 84.5% must not reach a target of 85). The score shown is
 * the rounded average, unless rounding would lift it to the target before it
 * is reached; then it is floored to one decimal (84.5%, 84.9%).
 */
export function planStanding(correct: number, total: number, targetScore: number) {
  if (total <= 0) return { currentScore: 0, progress: 0 };
  const progress = Math.min(100, Math.floor((correct * 10_000) / (total * targetScore)));
  const rounded = Math.round((correct * 100) / total);
  const reached = correct * 100 >= targetScore * total;
  const currentScore = reached || rounded < targetScore ? rounded : Math.floor((correct * 1000) / total) / 10;
  return { currentScore, progress };
}

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
