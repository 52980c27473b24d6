import { describe, expect, it } from "vitest";
import { CLIENT_NEEDS } from "../../lib/categories";
import {
  areaMinimum,
  canFillScoredExam,
  scoredExamsLeft,
  STAND_ALONE_AT_MAX,
  type AreaCounts,
} from "../../lib/readiness-capacity";

const each = (n: number) => Object.fromEntries(CLIENT_NEEDS.map((a) => [a, n])) as AreaCounts;

describe("when a readiness exam can be a prediction", () => {
  it("needs every area's test-plan minimum, a maximum exam's stand-alone items and three unseen cases", () => {
    const enough = each(40); // 320 in all
    expect(canFillScoredExam({ items: enough, cases: 3 })).toBe(true);
    expect(canFillScoredExam({ items: enough, cases: 2 })).toBe(false);
    expect(
      canFillScoredExam({
        items: { ...enough, "Management of Care": areaMinimum("Management of Care") - 1 },
        cases: 3,
      }),
    ).toBe(false);
    const minimums = Object.fromEntries(CLIENT_NEEDS.map((a) => [a, areaMinimum(a)])) as AreaCounts;
    expect(CLIENT_NEEDS.reduce((s, a) => s + minimums[a], 0)).toBeLessThan(STAND_ALONE_AT_MAX);
    expect(canFillScoredExam({ items: minimums, cases: 3 })).toBe(false); // the minimums alone do not make 132
  });

  it("counts the scored exams an unseen pool still allows", () => {
    expect(scoredExamsLeft({ items: each(0), cases: 18 })).toBe(0);
    expect(scoredExamsLeft({ items: each(20), cases: 18 })).toBe(1);
    const sixExams = scoredExamsLeft({ items: each(80), cases: 18 });
    expect(sixExams).toBeGreaterThanOrEqual(4);
    expect(scoredExamsLeft({ items: each(80), cases: 6 })).toBe(2); // the cases run out first
  });
});
