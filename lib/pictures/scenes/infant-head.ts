// Hot spot: a newborn's skull seen from above, face at the top: frontal bones
// with the metopic suture, the diamond-shaped anterior fontanelle, coronal
// sutures, parietal bones with the sagittal suture, the small triangular
// posterior fontanelle and the lambdoid sutures, the occipital bone. The bones
// are shaded, the fontanelles and the sutures are not. About 26 units per cm
// (a term skull about 12 cm long and 9.5 cm wide).
import { z } from "zod";
import { poly, smooth, type Pt } from "../path";
import { circleRegion, polygonRegion, rectRegion } from "../regions";
import { GRID, path, stroke, WHITE } from "../svg";
import type { SceneDefinition } from "../types";

const W = 320;
const H = 390;
const MID = 160;
const AF = 140; // centre of the anterior fontanelle
const PF = 300; // centre of the posterior fontanelle

/** A suture: the line through `pts` with a fine zigzag across it. */
function suture(pts: Pt[], amp = 2.4, step = 5): string {
  const out: Pt[] = [];
  for (let i = 0; i < pts.length - 1; i++) {
    const [[x0, y0], [x1, y1]] = [pts[i], pts[i + 1]];
    const len = Math.hypot(x1 - x0, y1 - y0);
    const n = Math.max(1, Math.round(len / step));
    for (let j = 0; j < n; j++) {
      const t = j / n;
      const side = (out.length % 2 ? 1 : -1) * amp;
      out.push([x0 + (x1 - x0) * t - ((y1 - y0) / len) * side, y0 + (y1 - y0) * t + ((x1 - x0) / len) * side]);
    }
  }
  out.push(pts[pts.length - 1]);
  return poly(out);
}

export const infantHead: SceneDefinition<Record<string, never>> = {
  name: "infant-head",
  title: "Newborn skull from above: fontanelles and sutures",
  params: z.strictObject({}),
  regionIds: [
    "anterior-fontanelle",
    "posterior-fontanelle",
    "sagittal-suture",
    "frontal-bone",
    "parietal-bone",
    "occipital-bone",
    "coronal-suture",
  ],
  render() {
    const skull: Pt[] = [
      [MID, 28],
      [MID + 82, 52],
      [MID + 122, 130],
      [MID + 128, 220],
      [MID + 108, 300],
      [MID + 60, 354],
      [MID, 368],
      [MID - 60, 354],
      [MID - 108, 300],
      [MID - 128, 220],
      [MID - 122, 130],
      [MID - 82, 52],
    ];
    const af: Pt[] = [
      [MID, AF - 46],
      [MID + 34, AF - 2],
      [MID, AF + 40],
      [MID - 34, AF - 2],
    ];
    const pf: Pt[] = [
      [MID, PF - 16],
      [MID + 20, PF + 12],
      [MID - 20, PF + 12],
    ];
    const sutures =
      suture([
        [MID, 34],
        [MID, AF - 46],
      ]) +
      suture([
        [MID + 34, AF - 2],
        [MID + 80, AF - 4],
        [MID + 120, AF + 16],
      ]) +
      suture([
        [MID - 34, AF - 2],
        [MID - 80, AF - 4],
        [MID - 120, AF + 16],
      ]) +
      suture([
        [MID, AF + 40],
        [MID, PF - 16],
      ]) +
      suture([
        [MID + 20, PF + 12],
        [MID + 60, PF + 26],
        [MID + 100, PF + 8],
      ]) +
      suture([
        [MID - 20, PF + 12],
        [MID - 60, PF + 26],
        [MID - 100, PF + 8],
      ]);
    const svg =
      path(smooth(skull, true), stroke(2.4, { fill: GRID, "fill-opacity": 0.55 })) +
      path(sutures, stroke(1.3)) +
      path(poly(af, true), stroke(1.8, { fill: WHITE })) +
      path(poly(pf, true), stroke(1.8, { fill: WHITE })) +
      // nose and ears for orientation: the face is at the top
      path(
        smooth([
          [MID - 16, 30],
          [MID - 8, 12],
          [MID, 6],
          [MID + 8, 12],
          [MID + 16, 30],
        ]),
        stroke(2.2, { fill: WHITE }),
      ) +
      path(
        smooth([
          [MID - 124, 150],
          [MID - 140, 160],
          [MID - 142, 188],
          [MID - 127, 196],
        ]) +
          smooth([
            [MID + 124, 150],
            [MID + 140, 160],
            [MID + 142, 188],
            [MID + 127, 196],
          ]),
        stroke(2.2),
      );
    return {
      width: W,
      height: H,
      svg,
      regions: [
        polygonRegion("anterior-fontanelle", "Diamond-shaped soft area toward the front, on the midline", [
          [MID, AF - 50],
          [MID + 38, AF - 2],
          [MID, AF + 44],
          [MID - 38, AF - 2],
        ]),
        rectRegion(
          "sagittal-suture",
          "Midline seam between the two side bones, halfway back",
          MID - 23,
          AF + 58,
          46,
          66,
        ),
        circleRegion("posterior-fontanelle", "Small triangular soft area toward the back, on the midline", MID, PF, 24),
        circleRegion("frontal-bone", "Forehead bone, right of the midline", MID - 64, 70, 24),
        circleRegion(
          "coronal-suture",
          "Seam running across the head to the left side, behind the forehead bone",
          MID + 96,
          AF + 6,
          24,
        ),
        circleRegion("parietal-bone", "Side bone, right, toward the back", MID - 76, 238, 26),
        circleRegion("occipital-bone", "Back of the head, left of the midline", MID + 50, 334, 24),
      ],
      alt: "Newborn's skull seen from above with the face at the top: the bones shaded, the seams between them and two unshaded soft areas on the midline.",
    };
  },
};
