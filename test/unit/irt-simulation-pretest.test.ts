// The simulation's NCLEX-day run (issue 28): 15 unscored pretest items per
// exam are shown and answered but never scored, so every exam shows 15 more
// items than it scores; without them the simulation is exactly as before.
import { describe, expect, it } from "vitest";
import { simulate } from "../../lib/irt/simulate";
import { MIN_ITEMS } from "../../lib/irt/readiness";

describe("simulated NCLEX-day runs", () => {
  it("show 15 unscored pretest items besides the scored ones and still classify candidates far from the standard", () => {
    const mix = [1, 1, 2, 3, 4, 6];
    const run = simulate({ candidates: 300, bankSize: 600, maxPoints: mix, pretest: 15 });
    for (const r of run.results) {
      expect(r.shown - r.length).toBe(15);
      expect(r.length).toBeGreaterThanOrEqual(MIN_ITEMS);
    }
    expect(run.meanShown).toBeCloseTo(run.meanLength + 15, 10);
    expect(run.farAccuracy).toBe(1);
  });

  it("leaves the exam without pretest items exactly as it was (same random stream)", () => {
    const a = simulate({ candidates: 50 });
    const b = simulate({ candidates: 50, pretest: 0 });
    expect(b.results).toEqual(a.results);
    expect(a.results.every((r) => r.shown === r.length)).toBe(true);
  });
});
