// Graphic option: a 6-second lead II rhythm strip on standard ECG paper
// (25 mm/s, 10 mm/mV) with 3-second marks above it, generated from the rhythm
// rules in ../ecg/rhythms.ts. No caption: the item supplies the text.
import { z } from "zod";
import { ecgPaper, ecgTrace } from "../ecg/paper";
import { FLUTTER_RATES, planRhythm, RATES, RHYTHMS, STRIP_SECONDS, type Plan, type Rhythm } from "../ecg/rhythms";
import { complex, pWave, sum, type Signal } from "../ecg/waves";
import { Path } from "../path";
import { random, seedOf } from "../random";
import { path, INK } from "../svg";
import type { SceneDefinition } from "../types";

const params = z.strictObject({ rhythm: z.enum(RHYTHMS), rate: z.number().int().optional() }).superRefine((p, ctx) => {
  const range = RATES[p.rhythm];
  if (p.rate === undefined) return;
  if (!range) ctx.addIssue({ code: "custom", path: ["rate"], message: `${p.rhythm} has no rate; leave rate out` });
  else if (p.rate < range[0] || p.rate > range[1])
    ctx.addIssue({
      code: "custom",
      path: ["rate"],
      message: `rate ${p.rate} is outside ${range[0]}-${range[1]}/min for ${p.rhythm}`,
    });
  else if (p.rhythm === "atrial-flutter" && !FLUTTER_RATES.includes(p.rate))
    ctx.addIssue({
      code: "custom",
      path: ["rate"],
      message: `atrial flutter conducts at a whole ratio of its 300/min F waves: rate must be ${FLUTTER_RATES.join(", ")}`,
    });
});
export type RhythmStripParams = z.infer<typeof params>;

const MM = 4;
const TOP = 3 * MM;
const PAPER_H = 30 * MM;
const BASELINE = TOP + 17 * MM;
const W = STRIP_SECONDS * 25 * MM;

/** The plan a strip with these params draws (the tests count its beats). */
export function stripPlan(p: RhythmStripParams): Plan {
  const range = RATES[p.rhythm];
  return planRhythm(p.rhythm as Rhythm, p.rate ?? range?.[2] ?? 0, random(seedOf(p)));
}

export function planSignal(plan: Plan): Signal {
  const parts: Signal[] = plan.p.map((p) => pWave(p.at, p.a));
  for (const b of plan.beats) parts.push(...complex(b.at, b.rr, b.m));
  if (plan.background) parts.push(plan.background);
  return sum(parts);
}

export const rhythmStrip: SceneDefinition<RhythmStripParams> = {
  name: "rhythm-strip",
  title: "Six-second lead II rhythm strip",
  params,
  regionIds: [],
  render(p) {
    const marks = new Path();
    for (const s of [0, 3, 6]) marks.M(Math.min(W - 1, Math.max(1, s * 25 * MM)), 0).V(TOP - 2);
    const svg =
      ecgPaper(0, TOP, W, PAPER_H, MM) +
      path(marks.toString(), { stroke: INK, "stroke-width": 2 }) +
      ecgTrace(planSignal(stripPlan(p)), { t0: 0, t1: STRIP_SECONDS, x0: 0, baseline: BASELINE, mm: MM, width: 2.4 });
    return {
      width: W,
      height: TOP + PAPER_H,
      svg,
      regions: [],
      alt: "Six-second ECG rhythm strip on standard paper (25 mm per second, 10 mm per millivolt), with marks every 3 seconds.",
    };
  },
};
