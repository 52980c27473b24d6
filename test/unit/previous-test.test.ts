// A previous test's rules: which questions "Retake incorrect" takes, the
// page's filters, its score line.
import { describe, expect, it } from "vitest";
import { retakeQuestionIds } from "../../lib/retake";
import { belowFullMarks, filterOf, keeps, testScore } from "../../lib/previous-test";

const answered = (questionId: number, isCorrect: boolean) => ({ questionId, isCorrect });

describe("retakeQuestionIds", () => {
  it("takes the drawn questions below full marks in the test's order, the unanswered ones only once it has ended", () => {
    const source = { drawn: [5, 3, 9, 7], answered: [answered(9, false), answered(5, true), answered(3, false)] };
    expect(retakeQuestionIds({ ...source, ended: false })).toEqual([3, 9]);
    expect(retakeQuestionIds({ ...source, ended: true })).toEqual([3, 9, 7]);
  });

  it("falls back to the answers' order for a session drawn before sessions recorded their questions", () => {
    expect(
      retakeQuestionIds({
        drawn: [],
        answered: [answered(4, false), answered(2, true), answered(8, false)],
        ended: true,
      }),
    ).toEqual([4, 8]);
  });

  it("is empty when every question is at full marks", () => {
    expect(retakeQuestionIds({ drawn: [1, 2], answered: [answered(1, true), answered(2, true)], ended: true })).toEqual(
      [],
    );
  });
});

describe("previous-test filters and score", () => {
  const right = { answer: { points: 2, maxPoints: 2, isCorrect: true }, question: { maxPoints: 2 } };
  const partial = { answer: { points: 1, maxPoints: 3, isCorrect: false }, question: { maxPoints: 3 }, flagged: true };
  const none = { answer: null, question: { maxPoints: 1 } };

  it("reads ?show=, anything unknown being all", () => {
    expect(filterOf("incorrect")).toBe("incorrect");
    expect(filterOf("flagged")).toBe("flagged");
    expect(filterOf("nope")).toBe("all");
    expect(filterOf(null)).toBe("all");
  });

  it("incorrect keeps what is below full marks (unanswered once ended), flagged what is flagged", () => {
    expect([right, partial, none].filter(keeps("incorrect", true))).toEqual([partial, none]);
    expect([right, partial, none].filter(keeps("incorrect", false))).toEqual([partial]);
    expect([right, partial, none].filter(keeps("flagged", true))).toEqual([partial]);
    expect([right, partial, none].filter(keeps("all", true))).toHaveLength(3);
    expect(belowFullMarks(none, false)).toBe(false);
  });

  it("scores a practice session over what was answered and a timed test over every question", () => {
    expect(testScore([right, partial, none], false)).toMatchObject({ points: 3, possible: 5, full: 1, answered: 2 });
    expect(testScore([right, partial, none], true)).toMatchObject({ points: 3, possible: 6, percent: 50 });
  });
});
