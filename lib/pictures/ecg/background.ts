// What the baseline does between (or instead of) beats: fibrillatory f waves,
// flutter waves at 300/min, ventricular fibrillation, and the slight wander of
// asystole. Each is seeded, so the same params draw the same strip.
import type { Random } from "../random";
import type { Signal } from "./waves";

const TAU = 2 * Math.PI;

/** A sum of sines with random frequencies in [f0, f1] Hz, amplitudes summing to about `a` mV. */
function waves(rnd: Random, n: number, f0: number, f1: number, a: number): Signal {
  const parts = Array.from({ length: n }, () => ({
    f: rnd.between(f0, f1),
    p: rnd.between(0, TAU),
    a: rnd.between(0.5, 1),
  }));
  const total = parts.reduce((s, w) => s + w.a, 0);
  return (t) => parts.reduce((s, w) => s + (w.a / total) * a * Math.sin(TAU * w.f * t + w.p), 0);
}

/** Atrial fibrillation: small irregular f waves, 350-600/min. */
export const fibrillatoryWaves = (rnd: Random): Signal => waves(rnd, 4, 5.5, 9, 0.09);

/**
 * Atrial flutter in lead II: negative sawtooth F waves, one every 0.2 s
 * (300/min), a slow downslope then a quicker return. `phase` is an F wave's onset.
 */
export const flutterWaves =
  (phase: number, a = 0.34): Signal =>
  (t) => {
    const p = ((((t - phase) / 0.2) % 1) + 1) % 1;
    const saw = p < 0.65 ? -p / 0.65 : -1 + (p - 0.65) / 0.35;
    return a * (saw + 0.5);
  };

/** Coarse ventricular fibrillation: chaotic waves of 4-7 Hz whose size swells and fades. */
export function ventricularFibrillation(rnd: Random): Signal {
  const body = waves(rnd, 5, 3.8, 7, 1);
  const swell = waves(rnd, 2, 0.25, 0.6, 1);
  return (t) => body(t) * (0.55 + 0.3 * swell(t));
}

/** Asystole: a nearly flat line that wanders a little. */
export const asystoleWander = (rnd: Random): Signal => waves(rnd, 2, 0.15, 0.5, 0.04);
