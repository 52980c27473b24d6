// Ten minutes of fetal heart rate and uterine activity, from the NICHD
// definitions: a baseline with variability of the chosen amplitude
// (absent: none seen; minimal: 5 bpm or less; moderate: 6-25; marked: over
// 25), and decelerations timed against the contractions: early ones mirror
// the contraction (gradual, nadir at its peak); late ones start after it
// begins and reach their nadir about 30 s after its peak; variable ones drop
// abruptly (under 30 s to the nadir) by 30-60 bpm, V, U or W shaped, at times
// unrelated to the contractions; a prolonged one lasts 2-10 minutes.
// Accelerations rise abruptly by 15 bpm or more for 15 s or more.
import type { Random } from "../random";

export const VARIABILITY = ["absent", "minimal", "moderate", "marked"] as const;
export const PATTERNS = ["none", "accelerations", "early", "late", "variable", "prolonged"] as const;
export type Variability = (typeof VARIABILITY)[number];
export type Pattern = (typeof PATTERNS)[number];

export const SECONDS = 600;
/** Peak-to-trough amplitude drawn for each variability class, bpm. */
const AMPLITUDE: Record<Variability, number> = { absent: 0, minimal: 3.2, moderate: 16, marked: 40 };
const CONTRACTION_S = 70;

export interface Tracing {
  fhr: number[];
  ua: number[];
  contractions: number[];
}

/** A bell over 0..1 (0 outside), peaking at 0.5. */
const bell = (x: number) => (x <= 0 || x >= 1 ? 0 : Math.sin(Math.PI * x) ** 1.6);
const ease = (x: number) => (x <= 0 ? 0 : x >= 1 ? 1 : 0.5 - 0.5 * Math.cos(Math.PI * x));

/** Cosine-eased line through knots [t, value]. */
function through(knots: [number, number][]): (t: number) => number {
  return (t) => {
    let i = 0;
    while (i < knots.length - 2 && knots[i + 1][0] < t) i++;
    const [[t0, v0], [t1, v1]] = [knots[i], knots[i + 1]];
    return v0 + (v1 - v0) * ease((t - t0) / (t1 - t0));
  };
}

/**
 * Irregular fluctuation about 0, never sinusoidal: turning points every
 * 4-14 s of random height (mostly alternating), plus a smaller, quicker layer.
 */
function fluctuation(rnd: Random, amplitude: number): (t: number) => number {
  const slow: [number, number][] = [];
  const quick: [number, number][] = [];
  let sign = 1;
  for (let t = -15; t < SECONDS + 15; t += rnd.between(4, 14)) {
    if (rnd.next() < 0.8) sign = -sign;
    slow.push([t, sign * amplitude * rnd.between(0.15, 0.5)]);
  }
  for (let t = -15; t < SECONDS + 15; t += rnd.between(1.5, 4)) quick.push([t, amplitude * rnd.between(-0.12, 0.12)]);
  const [a, b] = [through(slow), through(quick)];
  return (t) => a(t) + b(t);
}

/** One variable deceleration starting at `at`: abrupt fall, a V, U or W bottom, quick return, sometimes shoulders. */
function variableDecel(rnd: Random, at: number, depth: number): (t: number) => number {
  const kind = Math.floor(rnd.between(0, 3));
  const fall = rnd.between(8, 15);
  const hold = kind === 0 ? 2 : rnd.between(15, 35);
  const rise = rnd.between(10, 18);
  const shoulders = rnd.next() < 0.6;
  return (t) => {
    const x = t - at;
    if (shoulders && x > -14 && x < 0) return 6 * bell((x + 14) / 14);
    if (shoulders && x > fall + hold + rise && x < fall + hold + rise + 14)
      return 6 * bell((x - fall - hold - rise) / 14);
    if (x <= 0 || x >= fall + hold + rise) return 0;
    if (x < fall) return -depth * ease(x / fall);
    if (x > fall + hold) return -depth * (1 - ease((x - fall - hold) / rise));
    return kind === 2 ? -depth * (1 - 0.35 * bell((x - fall) / hold)) : -depth;
  };
}

export function tracing(
  rnd: Random,
  o: { baseline: number; variability: Variability; pattern: Pattern; contractionsEveryMin: number },
): Tracing {
  const interval = o.contractionsEveryMin * 60;
  const contractions: number[] = [];
  for (let c = rnd.between(20, Math.min(80, interval)); c < SECONDS - 15; c += interval) contractions.push(c);
  const peaks = contractions.map(() => rnd.between(45, 60));
  const amp = AMPLITUDE[o.variability];
  const wobble = fluctuation(rnd, amp);
  const events: ((t: number) => number)[] = [];
  const room = Math.max(15, o.baseline - 68);
  for (const c of contractions) {
    if (o.pattern === "early") events.push((t) => -Math.min(room, 26) * bell((t - c) / CONTRACTION_S));
    if (o.pattern === "late") events.push((t) => -Math.min(room, 22) * bell((t - c - 28) / (CONTRACTION_S + 10)));
    if (o.pattern === "variable")
      events.push(variableDecel(rnd, c + rnd.between(-45, 75), Math.min(room, rnd.between(30, 60))));
  }
  if (o.pattern === "accelerations") {
    for (let a = rnd.between(30, 70); a < SECONDS - 50; a += rnd.between(130, 200)) {
      const height = Math.min(Math.max(16, 205 - o.baseline), rnd.between(18, 26));
      const rise = rnd.between(10, 16);
      const hold = rnd.between(10, 20);
      events.push((t) => height * (t < a + rise ? ease((t - a) / rise) : 1 - ease((t - a - rise - hold) / 16)));
    }
  }
  if (o.pattern === "prolonged") {
    const at = rnd.between(140, 200);
    const depth = Math.min(room, 45);
    events.push((t) => -depth * (t < at + 150 ? ease((t - at) / 35) : 1 - ease((t - at - 150) / 50)));
  }
  const fhr: number[] = [];
  const ua: number[] = [];
  for (let t = 0; t <= SECONDS; t++) {
    const jitter = (rnd.next() - 0.5) * (amp ? Math.max(0.6, amp * 0.08) : 0.5);
    fhr.push(o.baseline + wobble(t) + jitter + events.reduce((s, e) => s + e(t), 0));
    ua.push(
      12 + contractions.reduce((s, c, i) => s + peaks[i] * bell((t - c) / CONTRACTION_S), 0) + (rnd.next() - 0.5) * 1.2,
    );
  }
  return { fhr, ua, contractions };
}
