// Acceptance of the adaptive readiness exam (issue 6) by simulation: 1,000
// candidates, fixed seed (lib/irt/simulate.ts; `npm run simulate` prints the table).
//
// Calibration: the issue asks for ±5 percentage points in every decile of the
// predicted pass probability. Deciles here are the usual equal-count groups
// (100 candidates each, sorted by prediction), asserted at ±5 pp. Equal-width
// bins of the prediction are checked too: most candidates stop by the
// confidence rule with predictions below 2.5% or above 97.5%, so the middle
// bins hold 10-40 candidates each at N = 1,000 and a binomial SE of 7-17 pp.
// We assert ±5 pp on every bin with at least 30 candidates, and for every bin,
// however small, that it is within 3 binomial SEs (catches gross errors).
//
// At 1,000 candidates a middle decile's binomial SE is about 4-5 pp, so ±5 pp
// passes for this seed but fails for many others: it is mostly a statement
// about the seed. Whether the model itself is calibrated is checked at 20,000
// candidates (2,000 per decile, SE about 0.9 pp): every decile within 3 of its
// binomial SEs, so within about 2.7 pp (a calibrated model fails this for
// roughly 2% of seeds; seeds 1-12 pass, the worst at 2.5 SE), and a
// deliberately miscalibrated prediction must fail the same check.
// `npm run simulate` also runs 100,000 candidates (deciles and bins with their SE).
import { describe, expect, it } from "vitest";
import { MAX_ITEMS, MIN_ITEMS } from "../../lib/irt/readiness";
import { report as summarizeRun, simulate } from "../../lib/irt/simulate";
import { poolSizeOf } from "../../lib/readiness-pool";
import { loadContent } from "../../scripts/content/load";
import { FORMAT_MIX } from "../../lib/format-mix";
import { bodyOf, familyOf, maxPointsOf } from "../../lib/formats/registry";

const report = simulate(); // 1,000 candidates, SIM_SEED

describe("readiness exam simulation (1,000 candidates)", () => {
  it("classifies at least 95% of candidates with |θ − standard| ≥ 0.5 correctly", () => {
    expect(report.farCount).toBeGreaterThan(500);
    expect(report.farAccuracy).toBeGreaterThanOrEqual(0.95);
  });
  it("gives a mean test length of at most 110 items, within 85..150", () => {
    expect(report.meanLength).toBeLessThanOrEqual(110);
    expect(report.minLength).toBeGreaterThanOrEqual(MIN_ITEMS);
    expect(report.maxLength).toBeLessThanOrEqual(MAX_ITEMS);
  });
  it("calibrates the pass probability within ±5 pp in every decile", () => {
    expect(report.deciles).toHaveLength(10);
    for (const [k, d] of report.deciles.entries()) {
      expect(d.count).toBe(100);
      expect(Math.abs(d.difference), `decile ${k + 1}`).toBeLessThanOrEqual(0.05);
    }
  });
  it("calibrates the pass probability within ±5 pp in every equal-width bin of at least 30 candidates", () => {
    const big = report.bins.filter((b) => b.count >= 30);
    expect(big.length).toBeGreaterThanOrEqual(2); // at least the two extreme bins
    for (const bin of big) expect(Math.abs(bin.difference), `bin ${bin.lo}-${bin.hi}`).toBeLessThanOrEqual(0.05);
  });
  it("has no bin off by more than 3 binomial standard errors", () => {
    for (const bin of report.bins) {
      const se = Math.sqrt(Math.max(bin.meanPredicted * (1 - bin.meanPredicted), 0.01 * 0.99) / bin.count);
      expect(Math.abs(bin.difference), `bin ${bin.lo}-${bin.hi}`).toBeLessThanOrEqual(3 * se);
    }
  });
  it("reports a Brier score far better than a coin flip", () => {
    expect(report.brier).toBeLessThan(0.06); // 0.25 for always saying 50%
    expect(report.bins.reduce((s, b) => s + b.count, 0)).toBe(1000);
  });
  it("is calibrated beyond seed luck: 20,000 candidates, every decile within 3 binomial SEs", () => {
    const large = simulate({ candidates: 20_000 });
    for (const [k, d] of large.deciles.entries()) {
      expect(d.se, `decile ${k + 1}`).toBeLessThanOrEqual(0.012);
      expect(Math.abs(d.difference), `decile ${k + 1}`).toBeLessThanOrEqual(Math.max(3 * d.se, 0.001));
    }
    // The check has power: predictions made for a standard 0.15 logits off are caught.
    const shifted = summarizeRun({ ...large.options, standard: large.options.standard + 0.15 }, large.results);
    expect(shifted.deciles.some((d) => Math.abs(d.difference) > 3 * d.se)).toBe(true);
  }, 60_000);
  it("is deterministic for a seed", () => {
    const a = simulate({ candidates: 40, seed: 99 });
    const b = simulate({ candidates: 40, seed: 99 });
    expect(a.results).toEqual(b.results);
    expect(simulate({ candidates: 40, seed: 100 }).results).not.toEqual(a.results);
  });
});

describe("readiness exam simulation on today's readiness pool", () => {
  // Exams draw only from the reserved pool (about a quarter of the bank), so the acceptance numbers must hold on a bank that small.
  // 10,000 candidates: a decile's binomial SE is about 1.3 pp, so ±5 pp is a statement about the model, not the seed.
  const bank = loadContent().questions;
  const pool = poolSizeOf(bank);
  const dichotomous = simulate({ bankSize: pool, candidates: 10_000 });
  // The NGN bank: the exam's format mix (lib/format-mix.ts) with each family's max points from today's content.
  const pointsOf = (family: string) =>
    bank.filter((q) => familyOf(q.type) === family).map((q) => maxPointsOf(q.type, bodyOf(q)));
  const maxPoints = FORMAT_MIX.flatMap(([family, share]) => pointsOf(family).slice(0, Math.round(share * 200)));
  const polytomous = simulate({ bankSize: pool, candidates: 10_000, maxPoints });
  it.each([
    ["0/1 items", dichotomous],
    ["the NGN mix of 0/1 and partial-credit items", polytomous],
  ])("meets the classification, length and calibration numbers with a pool-sized bank of %s", (_name, run) => {
    expect(pool).toBeGreaterThanOrEqual(MAX_ITEMS); // enough for one full-length exam of unseen items
    expect(run.farAccuracy).toBeGreaterThanOrEqual(0.95);
    expect(run.meanLength).toBeLessThanOrEqual(110);
    expect(run.maxLength).toBeLessThanOrEqual(MAX_ITEMS);
    for (const [k, d] of run.deciles.entries())
      expect(Math.abs(d.difference), `decile ${k + 1}`).toBeLessThanOrEqual(0.05);
  });
  it("needs fewer items with partial credit: multi-point items carry more information", () => {
    expect(maxPoints.some((m) => m > 1)).toBe(true);
    expect(polytomous.meanLength).toBeLessThan(dichotomous.meanLength);
  });
});
