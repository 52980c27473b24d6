// Ability estimation by EAP (expected a posteriori) on a fixed grid of θ.
//
// A posterior is stored as its log density at GRID_SIZE points (up to an
// additive constant) plus the number of responses n. Each answer adds the
// log-likelihood of that one response at every grid point: O(grid) work, and
// the server never re-reads a student's history. The same representation
// serves the overall ability and each of the 8 client-needs areas.
//
// Prior: Normal(PRIOR_MEAN, PRIOR_SD) = N(0, 1). The bank's scale is anchored
// so that a content-level-3 item and the passing standard sit at 0
// (rasch.ts, readiness.ts), so 0 is the natural centre. An SD of 1 logit is
// the usual weakly informative default for Rasch abilities (not fitted to our
// students; revisit once real answers exist). It keeps early estimates (3 answers) from running to ±4, while after an
// 85-item exam (test information ≈ 20) the prior carries only ~5% of the weight.
import { markLogLikelihood, type Mark } from "./partial-credit";

/** A response's outcome: right/wrong on a 0/1 item, or points of maxPoints (partial credit). */
export type Outcome = boolean | Mark;
export const asMark = (o: Outcome): Mark => (typeof o === "boolean" ? { points: o ? 1 : 0, maxPoints: 1 } : o);

export const PRIOR_MEAN = 0;
export const PRIOR_SD = 1.0;
export const GRID_MIN = -4;
export const GRID_MAX = 4;
export const GRID_STEP = 0.1;
export const GRID_SIZE = Math.round((GRID_MAX - GRID_MIN) / GRID_STEP) + 1; // 81
/** The θ grid, -4.0, -3.9, ..., 4.0 (rounded so that 0 is exactly 0). */
export const GRID: readonly number[] = Array.from(
  { length: GRID_SIZE },
  (_, i) => Math.round((GRID_MIN + i * GRID_STEP) * 1e9) / 1e9,
);

export interface Posterior {
  /** Number of responses folded in. */
  readonly n: number;
  /** Log posterior density at each GRID point, up to a constant (max is 0). */
  readonly logPost: readonly number[];
}

export interface Summary {
  theta: number; // EAP: posterior mean
  se: number; // posterior SD
  n: number;
}

/** Shift so the maximum is 0 (in place): same distribution, small numbers, safe exp. */
function normalize(values: number[]): number[] {
  let max = -Infinity;
  for (const v of values) if (v > max) max = v;
  for (let i = 0; i < values.length; i++) values[i] -= max;
  return values;
}

/** The prior alone: no responses yet. */
export function emptyPosterior(): Posterior {
  return { n: 0, logPost: normalize(GRID.map((t) => -0.5 * ((t - PRIOR_MEAN) / PRIOR_SD) ** 2)) };
}

/** Fold in one response to an item of difficulty b (pure: returns a new posterior); partial credit by the partial-credit model. */
export function addResponse(post: Posterior, b: number, outcome: Outcome): Posterior {
  const mark = asMark(outcome);
  const next = new Array<number>(GRID_SIZE);
  for (let i = 0; i < GRID_SIZE; i++) next[i] = post.logPost[i] + markLogLikelihood(GRID[i], b, mark);
  return { n: post.n + 1, logPost: normalize(next) };
}

/** Fold in several responses, in order (same result as repeated addResponse). */
export function addResponses(post: Posterior, responses: readonly { b: number; correct: Outcome }[]): Posterior {
  return responses.reduce((p, r) => addResponse(p, r.b, r.correct), post);
}

/** Posterior weights on the grid, summing to 1. */
export function weights(post: Posterior): number[] {
  const w = normalize([...post.logPost]);
  let total = 0;
  for (let i = 0; i < GRID_SIZE; i++) total += w[i] = Math.exp(w[i]);
  for (let i = 0; i < GRID_SIZE; i++) w[i] /= total;
  return w;
}

/** EAP estimate, posterior SD and response count. */
export function summarize(post: Posterior): Summary {
  const l = post.logPost;
  let max = -Infinity;
  for (let i = 0; i < GRID_SIZE; i++) if (l[i] > max) max = l[i];
  let s0 = 0,
    s1 = 0,
    s2 = 0; // raw moments: |θ| ≤ 4, so no harmful cancellation
  for (let i = 0; i < GRID_SIZE; i++) {
    const w = Math.exp(l[i] - max);
    s0 += w;
    s1 += w * GRID[i];
    s2 += w * GRID[i] * GRID[i];
  }
  const mean = s1 / s0;
  return { theta: mean, se: Math.sqrt(Math.max(0, s2 / s0 - mean * mean)), n: post.n };
}

// probabilityAbove needs more than a sum of grid points: a cut falling inside
// a 0.1 cell would make the answer jump in steps of a whole cell's mass
// (several percent near the end of an exam). So the log density is
// interpolated (cubic Hermite, Catmull-Rom tangents; exact for the quadratic
// log density of a Normal) at REFINE points per cell and summed as a midpoint
// rule on [GRID_MIN, GRID_MAX], splitting the one sub-cell the cut falls into.
const REFINE = 10;

/** Posterior mass above `cut`, P(θ > cut | responses). */
export function probabilityAbove(post: Posterior, cut: number): number {
  const l = normalize([...post.logPost]);
  const at = (i: number) => (i < 0 ? 2 * l[0] - l[1] : i >= GRID_SIZE ? 2 * l[GRID_SIZE - 1] - l[GRID_SIZE - 2] : l[i]);
  const h = GRID_STEP / REFINE;
  let total = 0;
  let above = 0;
  for (let i = 0; i < GRID_SIZE - 1; i++) {
    const p0 = at(i),
      p1 = at(i + 1);
    const m0 = (p1 - at(i - 1)) / 2,
      m1 = (at(i + 2) - p0) / 2; // tangents per cell width
    for (let j = 0; j < REFINE; j++) {
      const t = (j + 0.5) / REFINE;
      const t2 = t * t,
        t3 = t2 * t;
      const logDensity = (2 * t3 - 3 * t2 + 1) * p0 + (t3 - 2 * t2 + t) * m0 + (-2 * t3 + 3 * t2) * p1 + (t3 - t2) * m1;
      const mass = Math.exp(logDensity);
      const lo = GRID[i] + j * h;
      total += mass;
      above += mass * Math.min(1, Math.max(0, (lo + h - cut) / h));
    }
  }
  return above / total;
}

// Serialization: "v1:<n>:<base64 of GRID_SIZE little-endian Float32>", about
// 440 characters per posterior (nine per student: overall + 8 areas, ~4 KB),
// fine for a D1 TEXT column. Float32 keeps ~7 significant digits; values are
// shifted to max 0 first, so the region that carries the mass is exact to ~1e-6.
const VERSION = "v1";

export function encode(post: Posterior): string {
  const view = new DataView(new ArrayBuffer(GRID_SIZE * 4));
  normalize([...post.logPost]).forEach((v, i) => view.setFloat32(i * 4, Math.max(v, -3e38), true));
  let bytes = "";
  for (let i = 0; i < view.byteLength; i++) bytes += String.fromCharCode(view.getUint8(i));
  return `${VERSION}:${post.n}:${btoa(bytes)}`;
}

/** Inverse of encode. Throws on anything it did not write. */
export function decode(text: string): Posterior {
  const [version, count, data] = text.split(":");
  const n = Number(count);
  if (version !== VERSION || !Number.isInteger(n) || n < 0 || data === undefined)
    throw new Error("not an encoded posterior");
  const bytes = atob(data);
  if (bytes.length !== GRID_SIZE * 4)
    throw new Error(`encoded posterior has ${bytes.length} bytes, expected ${GRID_SIZE * 4}`);
  const view = new DataView(new ArrayBuffer(bytes.length));
  for (let i = 0; i < bytes.length; i++) view.setUint8(i, bytes.charCodeAt(i));
  const values = Array.from({ length: GRID_SIZE }, (_, i) => view.getFloat32(i * 4, true));
  if (values.some((v) => !Number.isFinite(v))) throw new Error("encoded posterior holds a non-finite value");
  return { n, logPost: normalize(values) };
}
