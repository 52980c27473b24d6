import { describe, expect, it } from "vitest";
import { inRange, planProgress, planStanding, planSummary, TARGET_SCORE } from "../../lib/study-plan";

describe("study plan progress", () => {
  it("never reaches 100% below the target, however the average rounds", () => {
    // 169/200 = 84.5%: rounds to 85 but has not reached a target of 85.
    expect(planStanding(169, 200, 85)).toEqual({ currentScore: 84.5, progress: 99 });
    expect(planStanding(16_999, 20_000, 85)).toEqual({ currentScore: 84.9, progress: 99 });
    expect(planStanding(170, 200, 85)).toEqual({ currentScore: 85, progress: 100 });
    expect(planStanding(171, 200, 85)).toEqual({ currentScore: 86, progress: 100 });
  });

  it("shows the rounded average when rounding cannot mislead", () => {
    expect(planStanding(3, 4, 80)).toEqual({ currentScore: 75, progress: 93 });
    expect(planStanding(2, 3, 80)).toEqual({ currentScore: 67, progress: 83 });
    expect(planStanding(1, 3, 60)).toEqual({ currentScore: 33, progress: 55 });
    expect(planStanding(0, 0, 85)).toEqual({ currentScore: 0, progress: 0 });
    expect(planStanding(10, 10, 100)).toEqual({ currentScore: 100, progress: 100 });
    expect(planStanding(199, 200, 100)).toEqual({ currentScore: 99.5, progress: 99 });
  });

  it("never shows a score at or above the target while progress is below 100", () => {
    const wrong: string[] = [];
    for (const target of [60, 65, 70, 75, 80, 85, 90, 95, 100])
      for (let total = 1; total <= 250; total++)
        for (let correct = 0; correct <= total; correct++) {
          const { currentScore, progress } = planStanding(correct, total, target);
          const reached = correct * 100 >= target * total;
          if ((progress === 100) !== reached || (!reached && currentScore >= target))
            wrong.push(`${correct}/${total} vs ${target}`);
        }
    expect(wrong).toEqual([]);
  });

  it("caps a frozen score's progress at 100", () => {
    expect(planProgress(92, 85)).toBe(100);
    expect(planProgress(84, 85)).toBe(98);
  });

  it("checks slider values and sums the active plans", () => {
    expect([60, 85, 100].every((n) => inRange(TARGET_SCORE, n))).toBe(true);
    expect([55, 87, 105, 85.5].some((n) => inRange(TARGET_SCORE, n))).toBe(false);
    const plans = [
      { completed: false, targetScore: 80, questionsPerDay: 20 },
      { completed: false, targetScore: 85, questionsPerDay: 25 },
      { completed: true, targetScore: 100, questionsPerDay: 50 },
    ];
    expect(planSummary(plans)).toEqual({ activePlans: 2, completedPlans: 1, avgTargetScore: 83, dailyQuestions: 45 });
    expect(planSummary([])).toEqual({ activePlans: 0, completedPlans: 0, avgTargetScore: 0, dailyQuestions: 0 });
  });
});
