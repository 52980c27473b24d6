import { describe, expect, it } from "vitest";
import { answerDeadline, DEADLINE_GRACE_MS, sessionRefusal, type SessionState } from "../../lib/session-rules";
import { examsCarried } from "../../lib/readiness-pool";

const timed: SessionState = {
  sessionType: "timed",
  finishedAt: null,
  startedAt: 1_000_000,
  timeLimit: 25,
  total: 25,
  answered: 3,
  drawn: true,
};

describe("session rules", () => {
  it("puts a timed test's deadline at start + limit + grace, and none on practice", () => {
    expect(answerDeadline(timed)).toBe(1_000_000 + 25 * 60_000 + DEADLINE_GRACE_MS);
    expect(answerDeadline({ ...timed, sessionType: "practice", timeLimit: null })).toBeNull();
  });

  it.each([
    ["an open timed test", timed, 1_000_000 + 60_000, true, null],
    ["the last millisecond of grace", timed, answerDeadline(timed)!, true, null],
    ["one millisecond late", timed, answerDeadline(timed)! + 1, true, /Time is up/],
    ["a finished session", { ...timed, finishedAt: 5 }, 1_000_001, true, /already finished/],
    ["a full session", { ...timed, answered: 25 }, 1_000_001, true, /already answered/],
    ["a question it never drew", timed, 1_000_001, false, /not part of this timed test/],
    ["a test not drawn yet", { ...timed, drawn: false }, 1_000_001, false, /no questions yet/],
    ["any question in practice", { ...timed, sessionType: "practice", timeLimit: null }, 9e12, false, null],
    [
      "a case study's own item",
      { ...timed, sessionType: "practice", timeLimit: null, total: 6, isCase: true },
      9e12,
      true,
      null,
    ],
    [
      "a question outside a case study",
      { ...timed, sessionType: "practice", timeLimit: null, total: 6, isCase: true },
      9e12,
      false,
      /not part of this case study/,
    ],
  ] as const)("%s", (_, state, now, inSession, expected) => {
    const refusal = sessionRefusal(state, now, inSession);
    if (expected === null) expect(refusal).toBeNull();
    else expect(refusal).toMatch(expected);
  });
});

describe("readiness pool", () => {
  it("counts the full-length and minimum-length exams a pool carries", () => {
    expect(examsCarried(165, 150, 85)).toEqual({ full: 1, minimum: 1 });
    expect(examsCarried(300, 150, 85)).toEqual({ full: 2, minimum: 3 });
    expect(examsCarried(0, 150, 85)).toEqual({ full: 0, minimum: 0 });
  });
});
