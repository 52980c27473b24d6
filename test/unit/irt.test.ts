// Unit tests of the pure learning engine (lib/irt).
import { describe, expect, it } from "vitest";
import { CLIENT_NEEDS, type ClientNeed } from "../../lib/categories";
import { TEST_PLAN } from "../../lib/test-plan";
import { calibrateItem, itemStats, mergeStats, type CalibrationResponse } from "../../lib/irt/calibrate";
import { areaShares, emptyCounts, nextArea, outOfPlan, targetShare } from "../../lib/irt/content-balance";
import {
  addResponse,
  addResponses,
  decode,
  emptyPosterior,
  encode,
  GRID,
  GRID_SIZE,
  PRIOR_SD,
  probabilityAbove,
  summarize,
  type Posterior,
} from "../../lib/irt/posterior";
import { mulberry32, normal, randomInt } from "../../lib/irt/random";
import {
  expectedAndInformation,
  logCategoryProbabilities,
  markLogLikelihood,
  sampleMark,
} from "../../lib/irt/partial-credit";
import {
  information,
  logLikelihood,
  pCorrect,
  priorDifficulty,
  sigmoid,
  PRIOR_DIFFICULTY_SD,
} from "../../lib/irt/rasch";
import {
  areaLevel,
  areaReport,
  decide,
  MAX_ITEMS,
  MIN_ANSWERS_FOR_ESTIMATE,
  MIN_ITEMS,
  passProbability,
  PASSING_STANDARD,
  TIME_LIMIT_MINUTES,
} from "../../lib/irt/readiness";
import {
  EXPOSURE_TOP_K,
  inPracticeWindow,
  rankForPractice,
  selectExamItem,
  selectPracticeItem,
  targetDifficulty,
} from "../../lib/irt/selection";

/** Composite Simpson's rule on [a, b] with `steps` (even) intervals: an independent check of the grid sums. */
function simpson(f: (x: number) => number, a: number, b: number, steps = 4000): number {
  const h = (b - a) / steps;
  let s = f(a) + f(b);
  for (let i = 1; i < steps; i++) s += (i % 2 ? 4 : 2) * f(a + i * h);
  return (s * h) / 3;
}
const phi = (x: number) => Math.exp(-0.5 * x * x) / Math.sqrt(2 * Math.PI);
/** Posterior density (unnormalized) of a N(0,1) prior times Rasch likelihoods, computed directly. */
const density = (responses: { b: number; correct: boolean }[]) => (t: number) =>
  phi(t) * responses.reduce((p, r) => p * (r.correct ? pCorrect(t, r.b) : 1 - pCorrect(t, r.b)), 1);

const fakeResponses = (seed: number, count: number, trueTheta: number) => {
  const rng = mulberry32(seed);
  return Array.from({ length: count }, () => {
    const b = normal(rng, 0, 1.2);
    return { b, correct: rng() < pCorrect(trueTheta, b) };
  });
};

describe("Rasch model", () => {
  it("gives 50% when ability equals difficulty and the logistic curve elsewhere", () => {
    expect(pCorrect(0.7, 0.7)).toBe(0.5);
    expect(pCorrect(1, 0)).toBeCloseTo(1 / (1 + Math.exp(-1)), 15);
    expect(pCorrect(-2, 1)).toBeCloseTo(1 / (1 + Math.exp(3)), 15);
    expect(information(0.3, 0.3)).toBe(0.25);
    expect(information(2, 0)).toBeCloseTo(sigmoid(2) * sigmoid(-2), 15);
  });
  it("computes log-likelihoods without overflow", () => {
    expect(logLikelihood(0, 0, true)).toBeCloseTo(Math.log(0.5), 15);
    expect(logLikelihood(800, 0, false)).toBeCloseTo(-800, 9);
    expect(logLikelihood(800, 0, true)).toBe(-0);
    expect(logLikelihood(-800, 0, true)).toBeCloseTo(-800, 9);
  });
  it("maps content levels 1..5 to -2..2 logits", () => {
    expect([1, 2, 3, 4, 5].map(priorDifficulty)).toEqual([-2, -1, 0, 1, 2]);
    expect(() => priorDifficulty(0)).toThrow(RangeError);
    expect(() => priorDifficulty(2.5)).toThrow(RangeError);
  });
});

describe("EAP posterior", () => {
  it("uses an 81-point grid from -4 to 4 with 0 exactly on it", () => {
    expect(GRID_SIZE).toBe(81);
    expect(GRID[0]).toBe(-4);
    expect(GRID[40]).toBe(0);
    expect(GRID[80]).toBe(4);
  });
  it("equals the prior with no responses", () => {
    const s = summarize(emptyPosterior());
    expect(s.n).toBe(0);
    expect(Math.abs(s.theta)).toBeLessThan(1e-12);
    expect(s.se).toBeCloseTo(PRIOR_SD, 2); // N(0,1) truncated to [-4, 4]: SD 0.9995
  });
  it("matches independent Simpson integration after one correct response at b = 0", () => {
    const f = density([{ b: 0, correct: true }]);
    const z = simpson(f, -10, 10);
    const mean = simpson((t) => t * f(t), -10, 10) / z;
    const sd = Math.sqrt(simpson((t) => (t - mean) ** 2 * f(t), -10, 10) / z);
    const s = summarize(addResponse(emptyPosterior(), 0, true));
    expect(mean).toBeGreaterThan(0.3); // sanity of the reference: ≈ 0.40
    expect(s.theta).toBeCloseTo(mean, 3);
    expect(s.se).toBeCloseTo(sd, 3);
    expect(s.n).toBe(1);
  });
  it("matches Simpson integration for a longer mixed pattern", () => {
    const responses = fakeResponses(7, 25, 0.8);
    const f = density(responses);
    const z = simpson(f, -4, 4);
    const mean = simpson((t) => t * f(t), -4, 4) / z;
    const sd = Math.sqrt(simpson((t) => (t - mean) ** 2 * f(t), -4, 4) / z);
    const s = summarize(addResponses(emptyPosterior(), responses));
    expect(s.theta).toBeCloseTo(mean, 4);
    expect(s.se).toBeCloseTo(sd, 4);
  });
  it("is symmetric: one correct and one wrong answer at b = 0 give ±the same estimate", () => {
    const right = summarize(addResponse(emptyPosterior(), 0, true));
    const wrong = summarize(addResponse(emptyPosterior(), 0, false));
    expect(right.theta).toBeGreaterThan(0);
    expect(wrong.theta).toBeCloseTo(-right.theta, 12);
    expect(wrong.se).toBeCloseTo(right.se, 12);
  });
  it("gives the same posterior incrementally as in one batch, in any order", () => {
    const responses = fakeResponses(11, 60, -0.4);
    let post = emptyPosterior();
    for (const r of responses) post = addResponse(post, r.b, r.correct);
    const batch = GRID.map((t) => -0.5 * t * t + responses.reduce((s, r) => s + logLikelihood(t, r.b, r.correct), 0));
    const fromBatch = summarize({ n: responses.length, logPost: batch });
    const reversed = summarize(addResponses(emptyPosterior(), [...responses].reverse()));
    expect(summarize(post).theta).toBeCloseTo(fromBatch.theta, 10);
    expect(summarize(post).se).toBeCloseTo(fromBatch.se, 10);
    expect(reversed.theta).toBeCloseTo(fromBatch.theta, 10);
    expect(post.n).toBe(60);
  });
  it("is pure: addResponse leaves its input alone", () => {
    const before = emptyPosterior();
    const copy = [...before.logPost];
    addResponse(before, 0.5, true);
    expect(before.logPost).toEqual(copy);
    expect(before.n).toBe(0);
  });
  it("recovers a known ability with a shrinking SE", () => {
    const responses = fakeResponses(3, 400, 1.2);
    const s = summarize(addResponses(emptyPosterior(), responses));
    expect(Math.abs(s.theta - 1.2)).toBeLessThan(2.5 * s.se);
    // posterior SD ≈ 1 / sqrt(prior precision + test information at the estimate)
    const info = 1 / PRIOR_SD ** 2 + responses.reduce((t, r) => t + information(s.theta, r.b), 0);
    expect(s.se).toBeCloseTo(1 / Math.sqrt(info), 2);
  });
  it("stays finite and normalized after very many one-sided responses", () => {
    const post = addResponses(
      emptyPosterior(),
      Array.from({ length: 3000 }, () => ({ b: 3.5, correct: true })),
    );
    expect(Math.max(...post.logPost)).toBe(0);
    expect(Math.min(...post.logPost)).toBeLessThan(-1000); // far below the peak, still finite
    const s = summarize(post);
    expect(s.theta).toBeGreaterThan(3.8); // mass piles up at the top of the grid (θ is bounded to [-4, 4])
    expect(s.se).toBeGreaterThanOrEqual(0);
    expect(s.se).toBeLessThan(0.05);
    expect(probabilityAbove(post, 0)).toBe(1);
    expect(summarize(decode(encode(post))).theta).toBeCloseTo(s.theta, 5);
  });
});

describe("posterior mass above a cut", () => {
  it("is the prior tail with no responses", () => {
    const prior = emptyPosterior();
    expect(probabilityAbove(prior, 0)).toBeCloseTo(0.5, 6);
    expect(probabilityAbove(prior, 1)).toBeCloseTo(simpson(phi, 1, 4) / simpson(phi, -4, 4), 4);
    expect(probabilityAbove(prior, -1.96)).toBeCloseTo(0.975, 3);
  });
  it("matches Simpson integration of the posterior, for cuts on and off the grid", () => {
    for (const [seed, count, truth] of [
      [5, 150, 0.1],
      [6, 90, -0.3],
      [8, 10, 0.5],
    ] as const) {
      const responses = fakeResponses(seed, count, truth);
      const f = density(responses);
      const z = simpson(f, -4, 4, 8000);
      const post = addResponses(emptyPosterior(), responses);
      for (const cut of [-0.5, -0.13, 0, 0.05, 0.26, 0.4]) {
        expect(probabilityAbove(post, cut)).toBeCloseTo(simpson(f, cut, 4, 8000) / z, 3);
      }
    }
  });
  it("moves smoothly as the cut moves inside a grid cell", () => {
    const post = addResponses(emptyPosterior(), fakeResponses(5, 150, 0.1));
    let last = probabilityAbove(post, -0.3);
    for (let cut = -0.29; cut <= 0.3; cut += 0.01) {
      const p = probabilityAbove(post, cut);
      expect(p).toBeLessThan(last);
      expect(last - p).toBeLessThan(0.04);
      last = p;
    }
  });
});

describe("posterior serialization", () => {
  it("round-trips within float32 precision in under 500 characters", () => {
    for (const post of [emptyPosterior(), addResponses(emptyPosterior(), fakeResponses(9, 150, 2.1))]) {
      const text = encode(post);
      expect(text.length).toBeLessThan(500);
      const back = decode(text);
      expect(back.n).toBe(post.n);
      const [a, b] = [summarize(post), summarize(back)];
      expect(b.theta).toBeCloseTo(a.theta, 5);
      expect(b.se).toBeCloseTo(a.se, 5);
      expect(probabilityAbove(back, 0)).toBeCloseTo(probabilityAbove(post, 0), 5);
    }
  });
  it("rejects text it did not write", () => {
    expect(() => decode("")).toThrow();
    expect(() => decode("v1:3:AAAA")).toThrow();
    expect(() => decode("v2:" + encode(emptyPosterior()).slice(3))).toThrow();
    expect(() => decode(encode(emptyPosterior()).replace(":0:", ":-1:"))).toThrow();
  });
});

describe("item selection", () => {
  const ladder = Array.from({ length: 25 }, (_, i) => ({ id: i, b: -3 + i * 0.25 }));
  it("computes the target difficulty θ - logit(p)", () => {
    expect(targetDifficulty(0.4, 0.5)).toBeCloseTo(0.4, 15);
    expect(targetDifficulty(0, 0.675)).toBeCloseTo(-Math.log(0.675 / 0.325), 12);
    expect(pCorrect(1.3, targetDifficulty(1.3, 0.62))).toBeCloseTo(0.62, 12);
  });
  it("practice: picks the in-window item closest to 67.5% success", () => {
    const item = selectPracticeItem(0, ladder)!;
    expect(item.b).toBe(-0.75); // target b = -0.731
    expect(inPracticeWindow(0, item.b)).toBe(true);
    const ranked = rankForPractice(0.5, ladder);
    const inWindow = ranked.map((i) => inPracticeWindow(0.5, i.b));
    expect(inWindow.indexOf(false)).toBe(inWindow.filter(Boolean).length); // all in-window items come first
  });
  it("practice: chooses only among in-window items when randomized", () => {
    const rng = mulberry32(1);
    for (let i = 0; i < 50; i++) expect(inPracticeWindow(0.2, selectPracticeItem(0.2, ladder, rng, 3)!.b)).toBe(true);
  });
  it("practice: falls back to the nearest item when none is in the window", () => {
    const hard = [{ b: 3 }, { b: 1.5 }, { b: 2.2 }];
    expect(selectPracticeItem(0, hard)!.b).toBe(1.5);
    expect(selectPracticeItem(0, [])).toBeUndefined();
  });
  it("exam: picks items near 50% success, at random among the top k", () => {
    expect(selectExamItem(0.3, ladder, mulberry32(2), 1)!.b).toBe(0.25);
    const rng = mulberry32(3);
    const seen = new Set<number>();
    for (let i = 0; i < 200; i++) {
      const item = selectExamItem(0.3, ladder, rng)!;
      expect(Math.abs(pCorrect(0.3, item.b) - 0.5)).toBeLessThan(0.17);
      seen.add(item.b);
    }
    expect([...seen].sort((a, b) => a - b)).toEqual([-0.25, 0, 0.25, 0.5, 0.75]);
    expect(seen.size).toBe(EXPOSURE_TOP_K);
    expect(selectExamItem(0, [], rng)).toBeUndefined();
  });
  it("exam: is deterministic for a given seed", () => {
    const pick = () =>
      Array.from(
        { length: 10 },
        (
          (rng) => () =>
            selectExamItem(-1, ladder, rng)!.id
        )(mulberry32(4)),
      );
    expect(pick()).toEqual(pick());
  });
});

describe("content balancing", () => {
  const run = (items: number, available?: ClientNeed[]) => {
    const counts = emptyCounts();
    const history = [];
    for (let i = 0; i < items; i++) {
      counts[nextArea(counts, available)]++;
      history.push({ ...counts });
    }
    return history;
  };
  it("keeps every area within its test-plan range after 85 and after 150 items (and every length between)", () => {
    const history = run(150);
    for (const n of [85, 150]) expect(outOfPlan(history[n - 1])).toEqual([]);
    for (let n = 85; n <= 150; n++) expect(outOfPlan(history[n - 1])).toEqual([]);
    const shares = areaShares(history[84]);
    for (const a of CLIENT_NEEDS) {
      expect(shares[a]).toBeGreaterThanOrEqual(TEST_PLAN[a].min);
      expect(shares[a]).toBeLessThanOrEqual(TEST_PLAN[a].max);
    }
  });
  it("keeps each count within one item of its target share", () => {
    run(1000).forEach((counts, i) => {
      for (const a of CLIENT_NEEDS) expect(Math.abs(counts[a] - targetShare(a) * (i + 1))).toBeLessThan(1);
    });
  });
  it("starts with the largest area and respects availability", () => {
    expect(nextArea(emptyCounts())).toBe("Management of Care");
    const only = ["Psychosocial Integrity", "Basic Care and Comfort"] as ClientNeed[];
    const last = run(20, only).at(-1)!;
    expect(last["Psychosocial Integrity"] + last["Basic Care and Comfort"]).toBe(20);
    expect(() => nextArea(emptyCounts(), [])).toThrow();
  });
});

describe("readiness exam stopping rules", () => {
  const state = (answered: number, theta: number, se: number, elapsedMinutes = 60) => ({
    answered,
    theta,
    se,
    elapsedMinutes,
  });
  it("does not stop before the minimum, however clear the result", () => {
    expect(decide(state(MIN_ITEMS - 1, 3, 0.1))).toEqual({ done: false });
    expect(decide(state(10, -3, 0.1))).toEqual({ done: false });
  });
  it("stops by confidence from the minimum on", () => {
    expect(decide(state(MIN_ITEMS, 0.5, 0.2))).toEqual({ done: true, passed: true, reason: "confidence" });
    expect(decide(state(MIN_ITEMS, -0.5, 0.2))).toEqual({ done: true, passed: false, reason: "confidence" });
    expect(decide(state(120, 0.3, 0.2))).toEqual({ done: false }); // 0.3 - 0.392 < 0
    expect(decide(state(120, 0.3, 0.15))).toEqual({ done: true, passed: true, reason: "confidence" });
  });
  it("decides by the final estimate at the maximum", () => {
    expect(decide(state(MAX_ITEMS, 0.1, 0.16))).toEqual({ done: true, passed: true, reason: "max-items" });
    expect(decide(state(MAX_ITEMS, -0.1, 0.16))).toEqual({ done: true, passed: false, reason: "max-items" });
    expect(decide(state(MAX_ITEMS, PASSING_STANDARD, 0.16))).toEqual({
      done: true,
      passed: false,
      reason: "max-items",
    });
  });
  it("fails a time-out below the minimum and decides by the estimate above it", () => {
    expect(decide(state(60, 2, 0.3, TIME_LIMIT_MINUTES))).toEqual({ done: true, passed: false, reason: "time" });
    expect(decide(state(100, 0.1, 0.18, TIME_LIMIT_MINUTES))).toEqual({ done: true, passed: true, reason: "time" });
    expect(decide(state(100, -0.1, 0.18, TIME_LIMIT_MINUTES + 5))).toEqual({
      done: true,
      passed: false,
      reason: "time",
    });
    expect(decide(state(100, 0.1, 0.18, TIME_LIMIT_MINUTES - 1))).toEqual({ done: false });
  });
});

describe("readiness reports", () => {
  const pattern = (k: number, of = 40): Posterior =>
    addResponses(
      emptyPosterior(),
      Array.from({ length: of }, (_, i) => ({ b: 0, correct: i < k })),
    );
  it("rates each area Above, Near or Below the standard", () => {
    expect(areaLevel(pattern(36))).toBe("Above");
    expect(areaLevel(pattern(4))).toBe("Below");
    expect(areaLevel(pattern(20))).toBe("Near");
    expect(areaLevel(emptyPosterior())).toBe("Near");
    const perArea = Object.fromEntries(CLIENT_NEEDS.map((a, i) => [a, pattern(i * 5)])) as Record<
      ClientNeed,
      Posterior
    >;
    const report = areaReport(perArea);
    expect(report["Management of Care"]).toBe("Below");
    expect(report["Physiological Adaptation"]).toBe("Above");
    expect(Object.keys(report)).toHaveLength(8);
  });
  it("gives a pass probability that rises with ability, inside its range", () => {
    let last = -1;
    for (let k = 0; k <= 40; k++) {
      const post = pattern(k);
      const p = probabilityAbove(post, PASSING_STANDARD);
      expect(p).toBeGreaterThan(last);
      last = p;
      const { percent, low, high } = passProbability(post);
      expect(low).toBeLessThanOrEqual(percent);
      expect(high).toBeGreaterThanOrEqual(percent);
    }
    expect(passProbability(pattern(20)).percent).toBe(50);
  });
  it("gives 50% (16-84%) with no answers, and needs 20 answers for an estimate", () => {
    expect(passProbability(emptyPosterior())).toEqual({ percent: 50, low: 16, high: 84 });
    expect(MIN_ANSWERS_FOR_ESTIMATE).toBe(20);
  });
});

describe("difficulty calibration", () => {
  const responses = (seed: number, count: number, b: number): CalibrationResponse[] => {
    const rng = mulberry32(seed);
    return Array.from({ length: count }, () => {
      const theta = normal(rng);
      return { theta, correct: rng() < pCorrect(theta, b) };
    });
  };
  it("returns the prior with no data", () => {
    expect(calibrateItem({ b0: priorDifficulty(4) }, [])).toEqual({ b: 1, se: PRIOR_DIFFICULTY_SD, n: 0 });
  });
  it("approaches the true difficulty with lots of data", () => {
    const fit = calibrateItem({ b0: 0 }, responses(1, 5000, 1.3));
    expect(Math.abs(fit.b - 1.3)).toBeLessThan(3 * fit.se);
    expect(fit.se).toBeLessThan(0.04);
    expect(fit.n).toBe(5000);
  });
  it("lands between the prior and the data with few responses", () => {
    const data = responses(2, 12, 2);
    const map = calibrateItem({ b0: 0, tau: 1 }, data).b;
    const mle = calibrateItem({ b0: 0, tau: 1e6 }, data).b;
    expect(mle).toBeGreaterThan(0.5);
    expect(map).toBeGreaterThan(0);
    expect(map).toBeLessThan(mle);
  });
  it("finds the maximum of the penalized log-likelihood", () => {
    const data = responses(3, 40, -1);
    const objective = (b: number) =>
      data.reduce((s, r) => s + logLikelihood(r.theta, b, r.correct), 0) -
      (b - 0) ** 2 / (2 * PRIOR_DIFFICULTY_SD ** 2);
    const { b } = calibrateItem({ b0: 0 }, data);
    expect(objective(b)).toBeGreaterThan(objective(b + 1e-3));
    expect(objective(b)).toBeGreaterThan(objective(b - 1e-3));
  });
  it("clamps to [-4, 4]", () => {
    const allWrong = Array.from({ length: 200 }, () => ({ theta: 2, correct: false }));
    expect(calibrateItem({ b0: 3, tau: 10 }, allWrong).b).toBe(4);
  });
  it("gives the same answer from merged sufficient statistics", () => {
    const data = responses(4, 300, 0.7);
    const direct = calibrateItem({ b0: 1 }, data);
    const merged = mergeStats(itemStats(data.slice(0, 100), 0), itemStats(data.slice(100), 0));
    expect(calibrateItem({ b0: 1 }, merged).b).toBeCloseTo(direct.b, 10);
    const binned = calibrateItem({ b0: 1 }, mergeStats(itemStats(data.slice(0, 100)), itemStats(data.slice(100))));
    expect(binned.b).toBeCloseTo(direct.b, 2); // θ rounded to 0.1
  });
});

describe("seeded randomness", () => {
  it("is reproducible, uniform in [0, 1) and gives standard normals", () => {
    const a = mulberry32(42),
      b = mulberry32(42);
    const xs = Array.from({ length: 20000 }, () => a());
    expect(xs.slice(0, 5)).toEqual(Array.from({ length: 5 }, () => b()));
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...xs)).toBeLessThan(1);
    expect(xs.reduce((s, x) => s + x, 0) / xs.length).toBeCloseTo(0.5, 2);
    const rng = mulberry32(7);
    const zs = Array.from({ length: 20000 }, () => normal(rng));
    const mean = zs.reduce((s, x) => s + x, 0) / zs.length;
    const sd = Math.sqrt(zs.reduce((s, x) => s + (x - mean) ** 2, 0) / zs.length);
    expect(Math.abs(mean)).toBeLessThan(0.03);
    expect(Math.abs(sd - 1)).toBeLessThan(0.02);
    expect(new Set(Array.from({ length: 500 }, () => randomInt(rng, 6)))).toEqual(new Set([0, 1, 2, 3, 4, 5]));
  });
});

describe("partial-credit model (lib/irt/partial-credit.ts)", () => {
  it("is plain Rasch for a 0/1 item", () => {
    for (const [t, b] of [
      [0, 0],
      [1.3, -0.4],
      [-2, 1],
    ]) {
      expect(markLogLikelihood(t, b, { points: 1, maxPoints: 1 })).toBeCloseTo(logLikelihood(t, b, true), 12);
      expect(markLogLikelihood(t, b, { points: 0, maxPoints: 1 })).toBeCloseTo(logLikelihood(t, b, false), 12);
    }
  });
  it("gives probabilities that sum to 1, half the points expected at θ = b, and more information than one 0/1 item", () => {
    for (const m of [2, 3, 5]) {
      const probs = logCategoryProbabilities(0.7, -0.2, m).map(Math.exp);
      expect(probs.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
      const { expected, information } = expectedAndInformation(0.4, 0.4, m);
      expect(expected).toBeCloseTo(m / 2, 10);
      expect(information).toBeGreaterThan(0.25);
    }
  });
  it("raises the expected score with ability", () => {
    const e = [-2, -1, 0, 1, 2].map((t) => expectedAndInformation(t, 0, 4).expected);
    for (let i = 1; i < e.length; i++) expect(e[i]).toBeGreaterThan(e[i - 1]);
  });
  it("folds partial credit into the posterior: 3 of 4 points moves θ up, 1 of 4 down", () => {
    const up = summarize(addResponse(emptyPosterior(), 0, { points: 3, maxPoints: 4 })).theta;
    const down = summarize(addResponse(emptyPosterior(), 0, { points: 1, maxPoints: 4 })).theta;
    expect(up).toBeGreaterThan(0.1);
    expect(down).toBeLessThan(-0.1);
  });
});

describe("calibration of multi-point items", () => {
  it("recovers the location of a 4-point item from partial-credit responses", () => {
    const rng = mulberry32(7);
    const responses = Array.from({ length: 3000 }, () => normal(rng, 0, 1)).map((theta) => ({
      theta,
      points: sampleMark(theta, 0.8, 4, rng()).points,
    }));
    const stats = {
      ...itemStats(responses.map((r) => ({ theta: r.theta, correct: false }))),
      correct: responses.reduce((s, r) => s + r.points, 0),
      maxPoints: 4,
    };
    expect(calibrateItem({ b0: 0 }, stats).b).toBeCloseTo(0.8, 1);
  });
});
