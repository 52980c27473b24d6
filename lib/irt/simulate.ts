// Monte-Carlo check of the readiness exam (issue 6 acceptance). Candidates
// with known true ability θ, drawn from the same Normal as the ability prior
// (N(PRIOR_MEAN, PRIOR_SD)), take the adaptive exam on a simulated bank whose
// difficulties are assumed calibrated (known b). Each step: content-balanced
// area (content-balance.ts), item near p = 0.5 among the area's unseen items
// with top-k exposure control (selection.ts), a Rasch response, EAP update
// (posterior.ts), stopping rules (readiness.ts). No time limit in the sim.
// A polytomous bank (issue 14) gives each item a maximum score drawn from
// `maxPoints` (e.g. the NGN bank's own mix); responses and updates then follow
// the partial-credit model (partial-credit.ts), as the live exam does.
// The NCLEX-day run (issue 28) adds `pretest` unscored items at random slots
// (lib/readiness-nclex-day.ts placePretest): each is a random unseen item,
// answered and then never used again in that exam, and never in θ or the
// stopping rules; what it can change is the pool left for the scored items.
import { CLIENT_NEEDS, type ClientNeed } from "../categories";
import { allocate, TEST_PLAN_WEIGHTS } from "../test-plan";
import { emptyCounts, nextArea } from "./content-balance";
import { addResponse, emptyPosterior, PRIOR_MEAN, PRIOR_SD, probabilityAbove, summarize } from "./posterior";
import { sampleMark } from "./partial-credit";
import { decide, MAX_ITEMS, MIN_ITEMS, PASSING_STANDARD, type StopReason } from "./readiness";
import { mulberry32, normal, type Rng } from "./random";
import { EXPOSURE_TOP_K, selectExamItem } from "./selection";
import { placePretest } from "../readiness-nclex-day";

export interface SimulationOptions {
  candidates: number; // default 1,000
  seed: number; // default SIM_SEED
  bankSize: number; // default 2,000, split over the areas by test-plan weights
  bankSd: number; // difficulties ~ N(0, bankSd); default 1.2
  standard: number; // default PASSING_STANDARD
  /** Max points an item may have, sampled uniformly per item: [1] is the dichotomous (0/1) bank. */
  maxPoints: readonly number[];
  /** Unscored pretest items per exam (15 in the NCLEX-day run); 0 for the exam without them. */
  pretest: number;
}

export const SIM_SEED = 20260006;
export const DEFAULT_OPTIONS: SimulationOptions = {
  candidates: 1000,
  seed: SIM_SEED,
  bankSize: 2000,
  bankSd: 1.2,
  standard: PASSING_STANDARD,
  maxPoints: [1],
  pretest: 0,
};

export interface SimItem {
  id: number;
  area: ClientNeed;
  b: number;
  maxPoints: number;
}

export interface CandidateResult {
  trueTheta: number;
  theta: number; // final EAP
  se: number;
  length: number; // scored items
  shown: number; // items shown, pretest items included
  passed: boolean;
  reason: StopReason;
  pPass: number; // P(θ > standard | responses) at the end
}

/** A calibrated bank: areas by largest-remainder allocation of the test-plan weights, b ~ N(0, sd), max points from `maxPoints`. */
export function buildBank(rng: Rng, size: number, sd: number, maxPoints: readonly number[] = [1]): SimItem[] {
  const bank: SimItem[] = [];
  for (const [area, count] of allocate(size, TEST_PLAN_WEIGHTS)) {
    for (let i = 0; i < count; i++) {
      const b = normal(rng, 0, sd);
      // The dichotomous bank draws nothing more, so its random stream (and results) stay as before.
      const m = maxPoints.length === 1 ? maxPoints[0] : maxPoints[Math.floor(rng() * maxPoints.length)];
      bank.push({ id: bank.length, area, b, maxPoints: m });
    }
  }
  return bank;
}

/** The bank's items per area, each list sorted by difficulty. */
export type AreaBank = ReadonlyMap<ClientNeed, readonly SimItem[]>;

export function byArea(bank: readonly SimItem[]): AreaBank {
  const sorted = [...bank].sort((x, y) => x.b - y.b);
  return new Map(CLIENT_NEEDS.map((a) => [a, sorted.filter((item) => item.area === a)]));
}

/** One candidate of true ability trueTheta takes the exam on `bank`. */
export function simulateCandidate(
  trueTheta: number,
  bank: AreaBank,
  rng: Rng,
  standard = PASSING_STANDARD,
  pretest = 0,
): CandidateResult {
  // Unseen items per area, sorted by difficulty. The k items nearest θ are
  // among the k nearest on either side, so selectExamItem only needs that
  // window of 2k (same choice as scanning the whole area, much faster).
  const unseen = new Map<ClientNeed, SimItem[]>(CLIENT_NEEDS.map((a) => [a, [...bank.get(a)!]]));
  const counts = emptyCounts();
  let post = emptyPosterior();
  // Without pretest items nothing more is drawn, so the random stream (and results) stay as before.
  const plan = pretest > 0 ? placePretest(rng, pretest) : [];
  let pretestDone = 0;
  for (;;) {
    if (pretestDone < plan.length && post.n >= plan[pretestDone]) {
      takePretestItem(unseen, trueTheta, rng);
      pretestDone++;
      continue;
    }
    const { theta, se } = summarize(post);
    const d = decide({ answered: post.n, theta, se, elapsedMinutes: 0 }, standard);
    if (d.done)
      return {
        trueTheta,
        theta,
        se,
        length: post.n,
        shown: post.n + pretestDone,
        passed: d.passed,
        reason: d.reason,
        pPass: probabilityAbove(post, standard),
      };
    const area = nextArea(
      counts,
      CLIENT_NEEDS.filter((a) => unseen.get(a)!.length > 0),
    );
    const pool = unseen.get(area)!;
    const mid = lowerBound(pool, theta);
    const item = selectExamItem(theta, pool.slice(Math.max(0, mid - EXPOSURE_TOP_K), mid + EXPOSURE_TOP_K), rng)!;
    pool.splice(pool.indexOf(item, Math.max(0, mid - EXPOSURE_TOP_K)), 1);
    counts[area]++;
    post = addResponse(post, item.b, sampleMark(trueTheta, item.b, item.maxPoints, rng()));
  }
}

/** A pretest item: uniformly random among all unseen items, answered (the response is discarded), gone from the pool. */
function takePretestItem(unseen: Map<ClientNeed, SimItem[]>, trueTheta: number, rng: Rng) {
  const total = [...unseen.values()].reduce((n, list) => n + list.length, 0);
  let k = Math.floor(rng() * total);
  for (const list of unseen.values()) {
    if (k < list.length) {
      const [item] = list.splice(k, 1);
      sampleMark(trueTheta, item.b, item.maxPoints, rng()); // answered, never scored
      return;
    }
    k -= list.length;
  }
}

/** First index whose b is ≥ x in an array sorted by b. */
function lowerBound(items: readonly SimItem[], x: number): number {
  let lo = 0,
    hi = items.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (items[mid].b < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export interface CalibrationBin {
  lo: number; // bin edges, probability 0..1
  hi: number;
  count: number;
  meanPredicted: number;
  observed: number; // fraction with true θ > standard
  difference: number; // observed − meanPredicted
  se: number; // binomial sampling error of observed if the predictions are right
}

export interface SimulationReport {
  options: SimulationOptions;
  accuracy: number; // correct pass/fail classification, all candidates
  farCount: number; // candidates with |θ − standard| ≥ 0.5
  farAccuracy: number;
  meanLength: number;
  meanShown: number; // items shown, pretest items included
  medianLength: number;
  minLength: number;
  maxLength: number;
  shareAtMin: number; // stopped at exactly MIN_ITEMS
  shareAtMax: number; // reached MAX_ITEMS
  bins: CalibrationBin[]; // 10 equal-width bins of pPass, empty ones left out
  deciles: CalibrationBin[]; // 10 equal-count groups of candidates sorted by pPass
  brier: number;
  results: CandidateResult[];
}

/** Run the whole simulation (deterministic for given options). */
export function simulate(options: Partial<SimulationOptions> = {}): SimulationReport {
  const opts = { ...DEFAULT_OPTIONS, ...options };
  const bank = byArea(buildBank(mulberry32(opts.seed), opts.bankSize, opts.bankSd, opts.maxPoints));
  const rng = mulberry32(opts.seed + 1);
  const results: CandidateResult[] = [];
  for (let c = 0; c < opts.candidates; c++) {
    results.push(simulateCandidate(normal(rng, PRIOR_MEAN, PRIOR_SD), bank, rng, opts.standard, opts.pretest));
  }
  return report(opts, results);
}

/**
 * Sampling error of a group's observed pass share if the predictions are
 * right: sqrt(Σ p(1 − p)) / n (independent Bernoulli outcomes).
 */
const binomialSe = (group: readonly CandidateResult[]) =>
  Math.sqrt(group.reduce((s, r) => s + r.pPass * (1 - r.pPass), 0)) / group.length;

/** Summary statistics of finished exams. */
export function report(options: SimulationOptions, results: CandidateResult[]): SimulationReport {
  const truth = (r: CandidateResult) => r.trueTheta > options.standard;
  const share = (xs: CandidateResult[], f: (r: CandidateResult) => boolean) => xs.filter(f).length / xs.length;
  const far = results.filter((r) => Math.abs(r.trueTheta - options.standard) >= 0.5);
  const lengths = results.map((r) => r.length).sort((a, b) => a - b);
  const mid = lengths.length >> 1;
  const bins: CalibrationBin[] = [];
  for (let k = 0; k < 10; k++) {
    const inBin = results.filter((r) => Math.min(9, Math.floor(r.pPass * 10)) === k);
    if (inBin.length === 0) continue;
    const meanPredicted = inBin.reduce((s, r) => s + r.pPass, 0) / inBin.length;
    const observed = share(inBin, truth);
    bins.push({
      lo: k / 10,
      hi: (k + 1) / 10,
      count: inBin.length,
      meanPredicted,
      observed,
      difference: observed - meanPredicted,
      se: binomialSe(inBin),
    });
  }
  const sorted = [...results].sort((a, b) => a.pPass - b.pPass);
  const deciles: CalibrationBin[] = Array.from({ length: 10 }, (_, k) => {
    const group = sorted.slice(Math.round((k * sorted.length) / 10), Math.round(((k + 1) * sorted.length) / 10));
    const meanPredicted = group.reduce((s, r) => s + r.pPass, 0) / group.length;
    const observed = share(group, truth);
    return {
      lo: group[0].pPass,
      hi: group[group.length - 1].pPass,
      count: group.length,
      meanPredicted,
      observed,
      difference: observed - meanPredicted,
      se: binomialSe(group),
    };
  });
  return {
    options,
    deciles,
    accuracy: share(results, (r) => r.passed === truth(r)),
    farCount: far.length,
    farAccuracy: share(far, (r) => r.passed === truth(r)),
    meanLength: lengths.reduce((a, b) => a + b, 0) / lengths.length,
    meanShown: results.reduce((a, r) => a + r.shown, 0) / results.length,
    medianLength: lengths.length % 2 ? lengths[mid] : (lengths[mid - 1] + lengths[mid]) / 2,
    minLength: lengths[0],
    maxLength: lengths[lengths.length - 1],
    shareAtMin: share(results, (r) => r.length === MIN_ITEMS),
    shareAtMax: share(results, (r) => r.length === MAX_ITEMS),
    bins,
    brier: results.reduce((s, r) => s + (r.pPass - (truth(r) ? 1 : 0)) ** 2, 0) / results.length,
    results,
  };
}
