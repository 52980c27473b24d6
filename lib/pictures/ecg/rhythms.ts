// Rhythm rules: each rhythm as the timing of its P waves and QRS complexes
// over -2..8 s (a 6-second strip shows 0..6 s, so the edges cut through beats
// as a real strip does). Rates, PR intervals, dropped beats and irregularity
// follow the textbook rules, so counting a strip's QRS complexes x 10 gives
// its rate.
import type { Random } from "../random";
import { fibrillatoryWaves, flutterWaves, ventricularFibrillation, asystoleWander } from "./background";
import { NORMAL, type Morphology, type Signal } from "./waves";

export const RHYTHMS = [
  "sinus",
  "sinus-bradycardia",
  "sinus-tachycardia",
  "atrial-fibrillation",
  "atrial-flutter",
  "svt",
  "ventricular-tachycardia",
  "ventricular-fibrillation",
  "asystole",
  "first-degree-block",
  "second-degree-type-1",
  "second-degree-type-2",
  "third-degree-block",
  "sinus-with-pvcs",
  "st-elevation",
  "peaked-t",
] as const;
export type Rhythm = (typeof RHYTHMS)[number];

/** Ventricular rate (QRS per minute) each rhythm accepts: [min, max, default]; null: no rate. */
export const RATES: Record<Rhythm, [number, number, number] | null> = {
  sinus: [60, 100, 80],
  "sinus-bradycardia": [30, 59, 50],
  "sinus-tachycardia": [101, 150, 120],
  "atrial-fibrillation": [50, 170, 110],
  "atrial-flutter": [50, 150, 75],
  svt: [150, 250, 180],
  "ventricular-tachycardia": [120, 250, 170],
  "ventricular-fibrillation": null,
  asystole: null,
  "first-degree-block": [50, 90, 70],
  "second-degree-type-1": [40, 65, 60],
  "second-degree-type-2": [40, 65, 60],
  "third-degree-block": [20, 60, 40],
  "sinus-with-pvcs": [60, 100, 80],
  "st-elevation": [50, 110, 80],
  "peaked-t": [50, 110, 80],
};

/** Ventricular rates atrial flutter can show: 300/min F waves conducted 2:1 ... 6:1. */
export const FLUTTER_RATES = [150, 100, 75, 60, 50];

export interface Beat {
  at: number;
  rr: number;
  m: Morphology;
}
export interface Plan {
  /** QRS onsets, each with the RR interval that sets its QT and its shape. */
  beats: Beat[];
  /** P wave onsets and heights. */
  p: { at: number; a: number }[];
  background?: Signal;
  /** QRS per minute as drawn; null without beats. */
  rate: number | null;
}

const T0 = -2;
const T1 = 8;
/** The window the strip shows. */
export const STRIP_SECONDS = 6;

/** Onsets from a random phase, every `interval` s, over T0..T1. */
function march(rnd: Random, interval: number): number[] {
  const out: number[] = [];
  for (let t = T0 + rnd.between(0, interval); t < T1; t += interval) out.push(t);
  return out;
}

/** Sinus rhythm and its variants: a P wave, a fixed PR, then the QRS. */
function sinus(rnd: Random, rate: number, pr: number, m: Morphology = NORMAL, pa = 0.15): Plan {
  const rr = 60 / rate;
  const qrs = march(rnd, rr);
  return { beats: qrs.map((at) => ({ at, rr, m })), p: qrs.map((at) => ({ at: at - pr, a: pa })), rate };
}

/** Second-degree block, 4:3: the fourth P wave is not conducted; `prs` are the three conducted PRs. */
function block4to3(rnd: Random, rate: number, prs: number[]): Plan {
  const pp = 60 / ((rate * 4) / 3);
  const ps = march(rnd, pp);
  const first = Math.floor(rnd.between(0, 4));
  const beats: Beat[] = [];
  ps.forEach((p, i) => {
    const k = (i + first) % 4;
    if (k < 3) beats.push({ at: p + prs[k], rr: pp * 1.33, m: NORMAL });
  });
  return { beats, p: ps.map((at) => ({ at, a: 0.15 })), rate };
}

/** QRS onsets counted in the strip (by their R peak). */
export const beatsInStrip = (plan: Plan) =>
  plan.beats.filter((b) => b.at + 0.04 >= 0 && b.at + 0.04 < STRIP_SECONDS).length;

export function planRhythm(rhythm: Rhythm, rate: number, rnd: Random): Plan {
  switch (rhythm) {
    case "sinus":
    case "sinus-bradycardia":
    case "sinus-tachycardia":
      return sinus(rnd, rate, rate > 120 ? 0.13 : 0.16);
    case "first-degree-block":
      return sinus(rnd, rate, 0.3);
    case "st-elevation":
      return sinus(rnd, rate, 0.16, { ...NORMAL, st: 0.3 });
    case "peaked-t":
      return sinus(rnd, rate, 0.16, { ...NORMAL, t: "peaked" }, 0.09);
    case "sinus-with-pvcs":
      return withPvcs(sinus(rnd, rate, 0.16), rate);
    case "second-degree-type-1":
      return block4to3(rnd, rate, [0.16, 0.26, 0.32]);
    case "second-degree-type-2":
      return block4to3(rnd, rate, [0.18, 0.18, 0.18]);
    case "third-degree-block":
      return completeBlock(rnd, rate);
    case "atrial-fibrillation":
      return fibrillation(rnd, rate);
    case "atrial-flutter":
      return flutter(rnd, rate);
    case "svt": {
      const rr = 60 / rate;
      return { beats: march(rnd, rr).map((at) => ({ at, rr, m: { ...NORMAL, t: "small" } })), p: [], rate };
    }
    case "ventricular-tachycardia": {
      const rr = 60 / rate;
      return {
        beats: march(rnd, rr).map((at) => ({ at, rr, m: { ...NORMAL, qrs: "ventricular", r: 1.2, t: "small" } })),
        p: [],
        rate,
      };
    }
    case "ventricular-fibrillation":
      return { beats: [], p: [], background: ventricularFibrillation(rnd), rate: null };
    case "asystole":
      return { beats: [], p: [], background: asystoleWander(rnd), rate: null };
  }
}

/**
 * Two premature ventricular complexes (the 3rd and 6th beats of the strip):
 * early, wide, no P wave, T wave opposite to the QRS, then a full
 * compensatory pause (the sinus P that falls inside it is not conducted and hidden).
 */
function withPvcs(plan: Plan, rate: number): Plan {
  const rr = 60 / rate;
  const shown = plan.beats.map((b, i) => ({ b, i })).filter(({ b }) => b.at >= 0 && b.at < STRIP_SECONDS);
  const early = new Set([shown[2]?.i, shown[5]?.i]);
  return {
    ...plan,
    beats: plan.beats.map((b, i) =>
      early.has(i) ? { at: b.at - 0.3 * rr, rr, m: { ...NORMAL, qrs: "ventricular", r: 1.3 } } : b,
    ),
    p: plan.p.filter((_, i) => !early.has(i)),
  };
}

/**
 * Third-degree block: P waves and an escape rhythm each regular and unrelated
 * (their rates never in a whole ratio); the escape is junctional (narrow) from
 * 40/min, ventricular (wide) below.
 */
function completeBlock(rnd: Random, rate: number): Plan {
  let atrial = 88;
  for (let d = 0; d <= 20; d++) {
    const found = [88 + d, 88 - d].find((a) => {
      const f = (a / rate) % 1;
      return f > 0.29 && f < 0.71;
    });
    if (found) {
      atrial = found;
      break;
    }
  }
  const rr = 60 / rate;
  const m: Morphology = rate < 40 ? { ...NORMAL, qrs: "ventricular", r: 1 } : NORMAL;
  return {
    beats: march(rnd, rr).map((at) => ({ at, rr, m })),
    p: march(rnd, 60 / atrial).map((at) => ({ at, a: 0.2 })),
    rate,
  };
}

/** Atrial fibrillation: no P waves, f waves, RR intervals irregularly irregular (+-35 %); the strip holds rate/10 QRS. */
function fibrillation(rnd: Random, rate: number): Plan {
  const mean = 60 / rate;
  for (let attempt = 0; ; attempt++) {
    const at: number[] = [];
    for (let t = T0 + rnd.between(0, mean); t < T1; t += mean * rnd.between(0.6, 1.4)) at.push(t);
    const beats = at.map((a, i) => ({ at: a, rr: at[i] - (at[i - 1] ?? a - mean), m: NORMAL }));
    const plan: Plan = { beats, p: [], background: fibrillatoryWaves(rnd), rate };
    if (beatsInStrip(plan) === Math.round(rate / 10) || attempt > 200) return plan;
  }
}

/** Atrial flutter: F waves at 300/min conducted at a fixed ratio (2:1 = 150, 3:1 = 100, 4:1 = 75 ...). */
function flutter(rnd: Random, rate: number): Plan {
  const ratio = Math.round(300 / rate);
  const phase = rnd.between(0, 0.2);
  const rr = 0.2 * ratio;
  const beats: Beat[] = [];
  for (let f = T0 + phase + 0.2 * Math.floor(rnd.between(0, ratio)); f < T1; f += rr)
    beats.push({ at: f + 0.26, rr, m: { ...NORMAL, t: "small" } });
  return { beats, p: [], background: flutterWaves(phase), rate: 300 / ratio };
}
