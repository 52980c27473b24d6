// Graphic option: ten minutes of electronic fetal monitoring, fetal heart rate
// (60-210 bpm, the 110-160 band shaded) above uterine activity (0-100 mm Hg),
// on a grid of 10-second and 1-minute lines. The signals come from
// ../fhr/signal.ts; no caption names the pattern.
import { z } from "zod";
import { PATTERNS, SECONDS, tracing, VARIABILITY } from "../fhr/signal";
import { Path, poly, simplify, type Pt } from "../path";
import { random, seedOf } from "../random";
import { GRID, INK, path, rect, text } from "../svg";
import type { SceneDefinition } from "../types";

const params = z.strictObject({
  baseline: z.number().int().min(80).max(190),
  variability: z.enum(VARIABILITY),
  pattern: z.enum(PATTERNS),
  contractionsEveryMin: z.number().min(1.5).max(10),
});
type Params = z.infer<typeof params>;

const LEFT = 44;
const TOP = 10;
const BPM = [60, 210] as const;
const PER_BPM = 1.8;
const FHR_H = (BPM[1] - BPM[0]) * PER_BPM;
const UA_TOP = TOP + FHR_H + 30;
const UA_H = 100;
const W = LEFT + SECONDS + 8;
const H = UA_TOP + UA_H + 26;
const FONT = 17;

const yFhr = (bpm: number) => TOP + (BPM[1] - Math.min(BPM[1], Math.max(BPM[0], bpm))) * PER_BPM;
const yUa = (mmHg: number) => UA_TOP + UA_H - Math.min(100, Math.max(0, mmHg));

/** Thin and bold grid lines of one panel, and the labels of its bold lines. */
function panel(top: number, height: number, rows: { y: number; bold: boolean; label?: string }[]): string {
  const thin = new Path();
  const bold = new Path();
  for (let s = 0; s <= SECONDS; s += 10) (s % 60 === 0 ? bold : thin).M(LEFT + s, top).V(top + height);
  for (const r of rows) (r.bold ? bold : thin).M(LEFT, r.y).H(LEFT + SECONDS);
  return (
    path(thin.toString(), { stroke: GRID, "stroke-width": 0.6 }) +
    path(bold.toString(), { stroke: GRID, "stroke-width": 1.6 }) +
    rows
      .filter((r) => r.label)
      .map((r) => text(LEFT - 5, r.y + 6, r.label!, { "font-size": FONT, "text-anchor": "end" }))
      .join("")
  );
}

const trace = (values: number[], y: (v: number) => number) =>
  path(
    poly(
      simplify(
        values.map((v, s): Pt => [LEFT + s, y(v)]),
        0.35,
      ),
    ),
    { fill: "none", stroke: INK, "stroke-width": 2, "stroke-linejoin": "round" },
  );

export const fhrTracing: SceneDefinition<Params> = {
  name: "fhr-tracing",
  title: "Ten-minute fetal heart rate and uterine activity tracing",
  params,
  regionIds: [],
  render(p) {
    const { fhr, ua } = tracing(random(seedOf(p)), p);
    const fhrRows = [];
    for (let b = BPM[0]; b <= BPM[1]; b += 10)
      fhrRows.push({ y: yFhr(b), bold: b % 30 === 0, label: b % 30 === 0 ? String(b) : undefined });
    const uaRows = [];
    for (let m = 0; m <= 100; m += 10)
      uaRows.push({ y: yUa(m), bold: m % 50 === 0, label: m % 50 === 0 ? String(m) : undefined });
    const minutes = Array.from({ length: 10 }, (_, i) =>
      text(LEFT + (i + 1) * 60 - (i === 9 ? 2 : 0), H - 6, String(i + 1), {
        "font-size": FONT,
        "text-anchor": i === 9 ? "end" : "middle",
      }),
    ).join("");
    const svg =
      rect(LEFT, yFhr(160), SECONDS, yFhr(110) - yFhr(160), { fill: GRID, "fill-opacity": 0.45 }) +
      panel(TOP, FHR_H, fhrRows) +
      panel(UA_TOP, UA_H, uaRows) +
      text(LEFT + 4, TOP + FONT + 2, "bpm", { "font-size": FONT }) +
      text(LEFT + 4, UA_TOP + FONT + 1, "mm Hg", { "font-size": FONT }) +
      text(LEFT + 4, H - 6, "min", { "font-size": FONT }) +
      minutes +
      trace(fhr, yFhr) +
      trace(ua, yUa);
    return {
      width: W,
      height: H,
      svg,
      regions: [],
      alt: "Ten-minute fetal monitor tracing: fetal heart rate in beats per minute above, with the 110 to 160 range shaded, and uterine activity in mm Hg below, minutes marked along the bottom.",
    };
  },
};
