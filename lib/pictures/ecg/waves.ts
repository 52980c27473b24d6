// The waves of one heartbeat as sums of bell curves (after McSharry's ECG
// model): P, QRS, ST and T, with the QT shortening as the rate rises. Times
// in seconds, voltages in mV as lead II shows them.

export type Signal = (t: number) => number;

/** A bell: centre c, spread sl before and sr after the peak, height a. */
export const bell =
  (c: number, sl: number, sr: number, a: number): Signal =>
  (t) => {
    const s = t < c ? sl : sr;
    const z = (t - c) / s;
    return z * z > 40 ? 0 : a * Math.exp(-0.5 * z * z);
  };

const smoothstep = (x: number) => (x <= 0 ? 0 : x >= 1 ? 1 : x * x * (3 - 2 * x));

/** A level shift of height a from `from` to `to`, rising over `rise` s and falling over `fall` s. */
export const plateau =
  (from: number, to: number, a: number, rise: number, fall: number): Signal =>
  (t) =>
    a * smoothstep((t - from) / rise) * (1 - smoothstep((t - to) / fall));

export const sum =
  (parts: Signal[]): Signal =>
  (t) => {
    let v = 0;
    for (const p of parts) v += p(t);
    return v;
  };

export type QrsShape = "narrow" | "ventricular";
export type TShape = "normal" | "peaked" | "inverted" | "small";

export interface Morphology {
  qrs: QrsShape;
  /** ST level at the J point in mV: 0.3 elevated, -0.2 depressed. */
  st: number;
  t: TShape;
  /** R wave height in mV. */
  r: number;
}

export const NORMAL: Morphology = { qrs: "narrow", st: 0, t: "normal", r: 1.1 };

/** QT for the beat's RR interval (Bazett with QTc 0.40 s), kept within 0.26-0.46 s. */
export const qtFor = (rr: number) => Math.min(0.46, Math.max(0.26, 0.4 * Math.sqrt(rr)));

/** A P wave starting at `onset`, 0.10 s long. */
export const pWave = (onset: number, a = 0.15): Signal => bell(onset + 0.05, 0.021, 0.021, a);

/** QRS duration drawn for each shape. */
export const QRS_SECONDS: Record<QrsShape, number> = { narrow: 0.08, ventricular: 0.18 };

/** One ventricular complex whose QRS starts at `at`; `rr` sets the QT. */
export function complex(at: number, rr: number, m: Morphology): Signal[] {
  const qt = qtFor(rr) + (m.qrs === "ventricular" ? 0.06 : 0);
  const end = at + qt;
  const parts: Signal[] = [];
  if (m.qrs === "narrow") {
    parts.push(
      bell(at + 0.012, 0.005, 0.005, -0.08),
      bell(at + 0.04, 0.008, 0.008, m.r),
      bell(at + 0.066, 0.007, 0.007, m.st > 0 ? -0.08 : -0.25),
    );
  } else {
    // wide and notched, its T wave pointing the other way (discordant)
    parts.push(bell(at + 0.07, 0.03, 0.026, m.r), bell(at + 0.15, 0.02, 0.026, -0.3));
  }
  const j = at + QRS_SECONDS[m.qrs] - 0.01;
  const sr = 0.1 * qt;
  const sl = 0.14 * qt;
  const tc = end - 2.5 * sr;
  // ventricular tachycardia ("small" T): the complexes run into one another, a broad swing down after each R
  if (m.qrs === "ventricular" && m.t === "small") parts.push(bell(at + 0.2, 0.045, 0.05, -0.7 * m.r));
  else if (m.qrs === "ventricular") parts.push(bell(tc, sl * 1.2, sr * 1.2, -0.5 * m.r));
  else if (m.t === "peaked") parts.push(bell(end - 0.07, 0.024, 0.022, 0.75));
  else parts.push(bell(tc, sl, sr, m.t === "inverted" ? -0.3 : m.t === "small" ? 0.12 : 0.3));
  if (m.st !== 0) parts.push(plateau(j - 0.012, tc, m.st, 0.012, 2 * sr));
  return parts;
}
