import { describe, expect, it } from "vitest";
import {
  BREAK_OFFERS_MINUTES,
  breakOffered,
  parsePlan,
  placePretest,
  PRETEST_ITEMS,
  pretestDue,
} from "../../lib/readiness-nclex-day";
import { CASE_LENGTH, CASE_STARTS, type ExamCaseItem } from "../../lib/readiness-cases";
import { MIN_ITEMS } from "../../lib/irt/readiness";
import { mulberry32 } from "../../lib/irt/random";

const standAlone = (n: number): ExamCaseItem[] => Array.from({ length: n }, () => ({ caseId: null, caseStep: null }));
const midCase = (k: number) => CASE_STARTS.some((s) => k > s && k < s + CASE_LENGTH);

describe("pretest placement", () => {
  it("draws 15 distinct slots before the minimum length, ascending, never inside a case", () => {
    for (let seed = 1; seed <= 500; seed++) {
      const plan = placePretest(mulberry32(seed));
      expect(plan).toHaveLength(PRETEST_ITEMS);
      expect(new Set(plan).size).toBe(PRETEST_ITEMS);
      expect(plan).toEqual([...plan].sort((a, b) => a - b));
      for (const k of plan) {
        expect(k).toBeGreaterThanOrEqual(1);
        expect(k).toBeLessThan(MIN_ITEMS);
        expect(midCase(k), `slot ${k}`).toBe(false);
      }
    }
  });

  it("spreads the slots uniformly: every allowed slot is drawn, at about 15 / 69 of exams each", () => {
    const counts = new Map<number, number>();
    const runs = 20_000;
    const rng = mulberry32(7);
    for (let r = 0; r < runs; r++) for (const k of placePretest(rng)) counts.set(k, (counts.get(k) ?? 0) + 1);
    const allowed = Array.from({ length: MIN_ITEMS - 1 }, (_, i) => i + 1).filter((k) => !midCase(k));
    expect(allowed).toHaveLength(84 - 15);
    expect([...counts.keys()].sort((a, b) => a - b)).toEqual(allowed);
    const expected = (runs * PRETEST_ITEMS) / allowed.length;
    for (const k of allowed) expect(Math.abs(counts.get(k)! - expected) / expected, `slot ${k}`).toBeLessThan(0.1);
  });

  it("is due once its slot is reached, never while a case continues, and each slot only once", () => {
    const plan = [3, 16, 20];
    expect(pretestDue(plan, standAlone(2), 0)).toBe(false);
    expect(pretestDue(plan, standAlone(3), 0)).toBe(true);
    expect(pretestDue(plan, standAlone(3), 1)).toBe(false); // the slot after 3 is used: the next is after 16
    // A case started at 15 scored answers: after its first item (16 answered) the next scored item continues it.
    const inCase = [...standAlone(15), { caseId: 9, caseStep: 1 }];
    expect(pretestDue(plan, inCase, 1)).toBe(false);
    const caseDone = [...standAlone(15), ...[1, 2, 3, 4, 5, 6].map((s) => ({ caseId: 9, caseStep: s }))];
    expect(pretestDue(plan, caseDone, 1)).toBe(true); // postponed to the end of the case
    expect(pretestDue(plan, standAlone(80), 3)).toBe(false); // the plan is spent
  });

  it("parses a stored plan, and a short run has none", () => {
    expect(parsePlan(null)).toEqual([]);
    expect(parsePlan("[2,5,9]")).toEqual([2, 5, 9]);
  });
});

describe("break offers", () => {
  it("offers a break at about 2 h and 3.5 h of testing, each offer once", () => {
    expect(BREAK_OFFERS_MINUTES).toEqual([120, 210]);
    expect(breakOffered(119, 0)).toBe(false);
    expect(breakOffered(120, 0)).toBe(true);
    expect(breakOffered(200, 1)).toBe(false);
    expect(breakOffered(211, 1)).toBe(true);
    expect(breakOffered(299, 2)).toBe(false);
    expect(breakOffered(215, 0)).toBe(true); // a late first offer still comes first
  });
});
