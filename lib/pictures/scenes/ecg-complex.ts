// Hot spot: one PQRST complex enlarged on ECG paper (25 mm/s and 10 mm/mV,
// 20 units per mm), with regions over the P wave, the PR interval (a band
// under the baseline from the P wave's start to the QRS), the QRS complex,
// the ST segment and the T wave. Params change the ST level and the T wave.
import { z } from "zod";
import { ecgPaper, ecgTrace } from "../ecg/paper";
import { complex, pWave, sum, type Morphology, NORMAL } from "../ecg/waves";
import { rectRegion } from "../regions";
import type { SceneDefinition } from "../types";

const params = z.strictObject({
  st: z.enum(["normal", "elevated", "depressed"]).default("normal"),
  t: z.enum(["normal", "peaked", "inverted"]).default("normal"),
});
type Params = z.infer<typeof params>;

const MM = 20;
const S = 25 * MM; // units per second
const W = 16 * MM;
const H = 16 * MM;
const BASE = 10.5 * MM;
const P_ON = 0.03;
const Q_ON = 0.19; // PR interval 0.16 s
const RR = 1.1; // QT 0.42 s
const ST_MV = { normal: 0, elevated: 0.25, depressed: -0.15 };
const x = (t: number) => t * S;
const y = (mv: number) => BASE - mv * 10 * MM;

export const ecgComplex: SceneDefinition<Params> = {
  name: "ecg-complex",
  title: "One PQRST complex, enlarged on ECG paper",
  params,
  regionIds: ["p-wave", "pr-interval", "qrs", "st-segment", "t-wave"],
  render(p) {
    const m: Morphology = { ...NORMAL, r: 0.9, st: ST_MV[p.st], t: p.t };
    const signal = sum([pWave(P_ON, 0.15), ...complex(Q_ON, RR, m)]);
    const min = 44 * (W / 320);
    const stLevel = y(ST_MV[p.st]);
    const top = (mv: number) => Math.min(y(mv) - 14, BASE - min);
    const tPeak = p.t === "peaked" ? 0.75 + Math.max(0, ST_MV[p.st]) : p.t === "inverted" ? -0.3 : 0.3 + ST_MV[p.st];
    const tTop = Math.min(y(tPeak), BASE, stLevel) - 16;
    const tBottom = Math.max(y(tPeak), BASE, stLevel) + 16;
    const regions = [
      rectRegion("p-wave", "First small wave, before the tall spike", x(P_ON) - 2, top(0.15), 52, BASE + 6 - top(0.15)),
      rectRegion(
        "pr-interval",
        "Baseline from the start of the first wave to the start of the spike, below the trace",
        x(P_ON) - 2,
        BASE + 10,
        x(Q_ON) - x(P_ON),
        min + 6,
      ),
      rectRegion(
        "qrs",
        "Tall narrow spike and the dips beside it",
        x(Q_ON) - 1,
        y(0.9) - 12,
        min + 2,
        y(-0.3) + 14 - (y(0.9) - 12),
      ),
      rectRegion(
        "st-segment",
        "Stretch of the trace after the spike, before the last wave",
        x(Q_ON) + min + 2,
        Math.min(stLevel, BASE) - min / 2 - 6,
        min + 1,
        Math.abs(stLevel - BASE) + min + 12,
      ),
      rectRegion(
        "t-wave",
        "Last wave, after that stretch",
        x(Q_ON) + 2 * min + 5,
        tTop,
        W - 8 - (x(Q_ON) + 2 * min + 5),
        Math.max(min, tBottom - tTop),
      ),
    ];
    return {
      width: W,
      height: H,
      svg:
        ecgPaper(0, 0, W, H, MM) +
        ecgTrace(signal, { t0: 0, t1: W / S, x0: 0, baseline: BASE, mm: MM, width: 4, epsilon: 0.3 }),
      regions,
      alt: "One heartbeat's ECG complex, enlarged on ECG paper: a small rounded wave, a tall narrow spike, then a broader rounded wave.",
    };
  },
};
