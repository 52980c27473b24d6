// Graphic option: skin layers in cross-section with a syringe whose needle
// enters at the angle and to the depth of one injection route: intradermal
// (10-15 degrees, bevel up, tip in the dermis, raising a wheal),
// subcutaneous at 45 or 90 degrees (tip in the fat), intramuscular at 90
// degrees (through the fat into the muscle). The needle is the accent colour.
import { z } from "zod";
import { Path, type Pt } from "../path";
import { ACCENT, INK, path, stroke, WHITE } from "../svg";
import { skinLayers, type Layers } from "../skin";
import type { SceneDefinition } from "../types";

const params = z.strictObject({
  route: z.enum(["intradermal", "subcutaneous-45", "subcutaneous-90", "intramuscular"]),
  labels: z.boolean().default(false),
});
type Params = z.infer<typeof params>;

const W = 320;
const H = 270;
const L: Layers = { surface: 110, dermis: 120, fat: 150, muscle: 205, bottom: H };
/** Angle to the skin, tip depth, where the needle enters. */
const ROUTES: Record<Params["route"], { angle: number; tip: number; x: number }> = {
  intradermal: { angle: 12, tip: L.dermis + 8, x: 150 },
  "subcutaneous-45": { angle: 45, tip: (L.fat + L.muscle) / 2, x: 160 },
  "subcutaneous-90": { angle: 90, tip: (L.fat + L.muscle) / 2, x: 160 },
  intramuscular: { angle: 90, tip: L.muscle + 38, x: 160 },
};

/** The outline of a rectangle along the axis from `a` back `len` units, `half` wide. */
function sleeve(a: Pt, back: Pt, from: number, len: number, half: number): string {
  const [bx, by] = back;
  const n: Pt = [-by, bx];
  const p0: Pt = [a[0] + bx * from, a[1] + by * from];
  const p1: Pt = [a[0] + bx * (from + len), a[1] + by * (from + len)];
  return new Path()
    .M(p0[0] + n[0] * half, p0[1] + n[1] * half)
    .L(p1[0] + n[0] * half, p1[1] + n[1] * half)
    .L(p1[0] - n[0] * half, p1[1] - n[1] * half)
    .L(p0[0] - n[0] * half, p0[1] - n[1] * half)
    .Z()
    .toString();
}

export const needleAngle: SceneDefinition<Params> = {
  name: "needle-angle",
  title: "Skin cross-section: needle angle and depth",
  params,
  regionIds: [],
  render(p) {
    const r = ROUTES[p.route];
    const a = (r.angle * Math.PI) / 180;
    const entry: Pt = [r.x, L.surface];
    const inside = (r.tip - L.surface) / Math.sin(a);
    const tip: Pt = [entry[0] + Math.cos(a) * inside, r.tip];
    const back: Pt = [-Math.cos(a), -Math.sin(a)];
    const hub = 14;
    const syringe =
      path(sleeve(entry, back, hub, 8, 5), stroke(1.6, { fill: WHITE })) +
      path(sleeve(entry, back, hub + 8, 56, 11), stroke(1.8, { fill: WHITE })) +
      path(sleeve(entry, back, hub + 50, 3, 10), { fill: INK, "fill-opacity": 0.5 }) +
      path(sleeve(entry, back, hub + 63, 4, 16), stroke(1.6, { fill: WHITE })) +
      path(sleeve(entry, back, hub + 53, 24, 2.5), stroke(1.4, { fill: WHITE })) +
      path(sleeve(entry, back, hub + 77, 3, 9), stroke(1.6, { fill: WHITE }));
    const needle = path(
      new Path()
        .M(entry[0] + back[0] * hub, entry[1] + back[1] * hub)
        .L(...tip)
        .toString(),
      { stroke: ACCENT, "stroke-width": 2.4, "stroke-linecap": "butt", fill: "none" },
    );
    const wheal =
      p.route === "intradermal"
        ? path(
            new Path()
              .M(tip[0] - 26, L.surface)
              .C(tip[0] - 16, L.surface - 1, tip[0] - 12, L.surface - 12, tip[0], L.surface - 12)
              .C(tip[0] + 12, L.surface - 12, tip[0] + 16, L.surface - 1, tip[0] + 26, L.surface)
              .Z()
              .toString(),
            stroke(1.8, { fill: WHITE }),
          )
        : "";
    return {
      width: W,
      height: H,
      svg: skinLayers(W, L, p.labels) + wheal + needle + syringe,
      regions: [],
      alt: "Cross-section of skin, fat and muscle with a syringe whose needle enters the skin at an angle.",
    };
  },
};
