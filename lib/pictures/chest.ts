// The chest drawn front and back (320 x 400) for the auscultation scenes, and
// the landmarks their regions sit on. Front: clavicles, sternum (manubrium,
// body, xiphoid), ribs 1-7 with their intercostal spaces, costal margins,
// nipples on the midclavicular lines. Back: spine with the C7 prominence,
// scapulae, posterior ribs. The patient's right is the viewer's left on the
// front view and the viewer's right on the back view.
import { Path, poly, smooth, type Pt } from "./path";
import { circle, g, INK, path, stroke, text, WHITE } from "./svg";

export const CHEST_W = 320;
export const CHEST_H = 400;
export const MID = 160;
/** Sternal border, half the sternum's width. */
export const STERNUM = 17;
/** Midclavicular lines, from the midline. */
export const MCL = 105;
/** Where rib k (1..7) meets the sternum. */
export const ribAtSternum = (k: number) => 54 + 46 * (k - 1);
/** How far a rib has dropped at dx from the midline. */
const drop = (dx: number) => 0.0011 * Math.max(0, dx - STERNUM) ** 2;
/** Centre of intercostal space k (below rib k) at dx from the midline. */
export const ics = (k: number, dx: number) => ribAtSternum(k) + 23 + drop(Math.abs(dx));

/** The torso outline, cut at the shoulders and the waist. */
function torso(): string {
  const right: Pt[] = [
    [134, 0],
    [131, 30],
    [112, 44],
    [60, 54],
    [24, 64],
    [10, 92],
    [12, 150],
    [16, 220],
    [22, 300],
    [30, 400],
  ];
  const left = right.map(([x, y]): Pt => [2 * MID - x, y]).reverse();
  return path(smooth(right) + smooth(left).replace(/^M/, "M"), stroke(2.4));
}

/** Left and right copies of a path built for the patient's right side (viewer's left on the front). */
const both = (build: (side: 1 | -1) => string) => build(-1) + build(1);

/** A rib from the sternal border out to the flank. */
function rib(k: number, side: 1 | -1): string {
  const y0 = ribAtSternum(k);
  const pts: Pt[] = [];
  const reach = k === 1 ? 70 : 142 - Math.max(0, k - 5) * 4;
  for (let dx = STERNUM; dx <= reach; dx += 12) pts.push([MID + side * dx, y0 + drop(dx)]);
  return smooth(pts);
}

export function anteriorChest(): string {
  const ribs = new Path();
  for (let k = 1; k <= 7; k++) for (const side of [-1, 1] as const) ribs.raw(rib(k, side));
  const costal = both((s) =>
    smooth([
      [MID + s * 8, 332],
      [MID + s * 40, 344],
      [MID + s * 90, 372],
      [MID + s * 128, 398],
    ]),
  );
  const clavicles = both((s) =>
    smooth([
      [MID + s * 14, 46],
      [MID + s * 50, 52],
      [MID + s * 82, 44],
      [MID + s * 112, 50],
      [MID + s * 128, 62],
    ]),
  );
  const sternum = poly(
    [
      [MID - 16, 40],
      [MID + 16, 40],
      [MID + 20, 52],
      [MID + 14, 96],
      [MID + STERNUM, 100],
      [MID + STERNUM, 300],
      [MID + 10, 318],
      [MID + 5, 334],
      [MID - 5, 334],
      [MID - 10, 318],
      [MID - STERNUM, 300],
      [MID - STERNUM, 100],
      [MID - 14, 96],
      [MID - 20, 52],
    ],
    true,
  );
  return (
    torso() +
    path(ribs.toString(), stroke(1.4, { "stroke-opacity": 0.55 })) +
    path(costal, stroke(1.6, { "stroke-opacity": 0.7 })) +
    path(sternum, stroke(1.8, { fill: WHITE })) +
    path(
      new Path()
        .M(MID - 14, 98)
        .L(MID + 14, 98)
        .M(MID - STERNUM, 300)
        .L(MID + STERNUM, 300)
        .toString(),
      stroke(1.2),
    ) +
    path(clavicles, stroke(7, { "stroke-opacity": 0.25 })) +
    path(clavicles, stroke(1.8)) +
    g({ fill: INK }, circle(MID - MCL, ics(4, MCL) - 4, 4), circle(MID + MCL, ics(4, MCL) - 4, 4)) +
    orientation(true)
  );
}

/** Vertebral levels on the back view: spinous process of C7 and T1..T12. */
export const spineAt = (level: number) => 40 + 27 * level; // level 0 = C7, 1 = T1 ...

export function posteriorChest(): string {
  const spine = new Path();
  for (let v = 0; v <= 12; v++) spine.M(MID - (v === 0 ? 7 : 4), spineAt(v)).L(MID + (v === 0 ? 7 : 4), spineAt(v));
  const ribs = new Path();
  for (let k = 1; k <= 11; k++) {
    for (const s of [-1, 1] as const) {
      const y0 = spineAt(k) - 8;
      const reach = 140 - Math.max(0, k - 8) * 10;
      ribs.raw(
        smooth([
          [MID + s * 10, y0],
          [MID + s * 40, y0 + 2],
          [MID + s * 90, y0 + 14],
          [MID + s * reach, y0 + 40],
        ]),
      );
    }
  }
  const scapulae = both((s) =>
    smooth(
      [
        [MID + s * 54, 80],
        [MID + s * 92, 74],
        [MID + s * 124, 70],
        [MID + s * 132, 96],
        [MID + s * 114, 160],
        [MID + s * 78, 226],
        [MID + s * 62, 170],
        [MID + s * 56, 118],
      ],
      true,
    ),
  );
  const spines = both((s) =>
    poly([
      [MID + s * 58, 104],
      [MID + s * 126, 80],
    ]),
  );
  return (
    torso() +
    path(ribs.toString(), stroke(1.4, { "stroke-opacity": 0.45 })) +
    path(scapulae, stroke(1.8, { fill: WHITE, "fill-opacity": 0.85 })) +
    path(spines, stroke(3, { "stroke-opacity": 0.6 })) +
    path(
      new Path()
        .M(MID, 30)
        .V(spineAt(12) + 20)
        .toString(),
      stroke(1.2, { "stroke-opacity": 0.5 }),
    ) +
    path(spine.toString(), stroke(3)) +
    orientation(false)
  );
}

/** Small R and L at the patient's sides: orientation only, never a region's name. */
function orientation(front: boolean): string {
  const [left, right] = front ? ["R", "L"] : ["L", "R"];
  return (
    text(8, 392, left, { "font-size": 16, "font-weight": 700 }) +
    text(CHEST_W - 8, 392, right, { "font-size": 16, "font-weight": 700, "text-anchor": "end" })
  );
}
