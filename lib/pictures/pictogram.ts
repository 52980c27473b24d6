// A lying or sitting person as a pictogram, from a pose: joint angles in
// degrees on screen (0 points right, 90 down, 180 left, 270 up). Limbs are
// thick round strokes with a white rim, so a limb in front of the trunk stays
// readable; the far arm and leg are lighter. The head is an outlined circle
// with hair at the back and a nose on the face side; the trunk has a chest
// on its front and buttocks on its back, so face up and face down differ.
import { Path, type Pt } from "./path";
import { circle, g, INK, path, WHITE } from "./svg";

export interface Pose {
  hip: Pt;
  /** Hip to shoulder. */
  trunk: number;
  /** The side the front of the body faces: +1 is trunk + 90 degrees, -1 is trunk - 90. */
  front: 1 | -1;
  /** Direction the nose points. */
  face: number;
  /** Shoulder to head, when the neck bends (default: along the trunk). */
  neck?: number;
  /** Shoulder to elbow, elbow to wrist. */
  arm: [number, number];
  farArm?: [number, number];
  /** Hip to knee, knee to ankle, ankle to toes. */
  leg: [number, number, number];
  farLeg?: [number, number, number];
}

const LEN = { trunk: 60, neck: 19, upperArm: 31, forearm: 30, thigh: 46, shin: 44, foot: 15 };
const dir = (deg: number): Pt => [Math.cos((deg * Math.PI) / 180), Math.sin((deg * Math.PI) / 180)];
const step = (p: Pt, deg: number, len: number): Pt => [p[0] + dir(deg)[0] * len, p[1] + dir(deg)[1] * len];

function limb(points: Pt[], widths: number[], opacity = 1): string {
  let out = "";
  for (let i = 0; i < points.length - 1; i++) {
    const d = new Path()
      .M(...points[i])
      .L(...points[i + 1])
      .toString();
    out += path(d, { stroke: WHITE, "stroke-width": widths[i] + 4, "stroke-linecap": "round", fill: "none" });
    out += path(d, {
      stroke: INK,
      "stroke-width": widths[i],
      "stroke-linecap": "round",
      fill: "none",
      "stroke-opacity": opacity,
    });
  }
  return out;
}

export interface Joints {
  shoulder: Pt;
  head: Pt;
  hip: Pt;
  knee: Pt;
  ankle: Pt;
  elbow: Pt;
  wrist: Pt;
}

export function pictogram(p: Pose): { svg: string; at: Joints } {
  const shoulder = step(p.hip, p.trunk, LEN.trunk);
  const head = step(shoulder, p.neck ?? p.trunk, LEN.neck);
  const frontDir = p.trunk + p.front * 90;
  const legPts = (l: [number, number, number]) => {
    const knee = step(p.hip, l[0], LEN.thigh);
    const ankle = step(knee, l[1], LEN.shin);
    return [p.hip, knee, ankle, step(ankle, l[2], LEN.foot)];
  };
  const armPts = (a: [number, number]) => {
    const elbow = step(shoulder, a[0], LEN.upperArm);
    return [shoulder, elbow, step(elbow, a[1], LEN.forearm)];
  };
  const leg = legPts(p.leg);
  const arm = armPts(p.arm);
  const chest = step(step(p.hip, p.trunk, LEN.trunk * 0.68), frontDir, 6);
  const seat = step(step(p.hip, p.trunk, 4), frontDir + 180, 7);
  const trunk = new Path()
    .M(...p.hip)
    .L(...shoulder)
    .toString();
  const nose = step(head, p.face, 17.5);
  const hairFrom = step(head, p.face + 95, 12.5);
  const hairTo = step(head, p.face - 95, 12.5);
  const svg =
    (p.farLeg ? limb(legPts(p.farLeg), [15, 12, 8], 0.45) : "") +
    (p.farArm ? limb(armPts(p.farArm), [11, 10], 0.45) : "") +
    path(trunk, { stroke: INK, "stroke-width": 24, "stroke-linecap": "round", fill: "none" }) +
    g({ fill: INK }, circle(chest[0], chest[1], 11), circle(seat[0], seat[1], 11)) +
    limb(leg, [15, 12, 8]) +
    path(
      new Path()
        .M(...step(head, p.face - 30, 11))
        .L(...nose)
        .L(...step(head, p.face + 30, 11))
        .Z()
        .toString(),
      { fill: WHITE, stroke: INK, "stroke-width": 2, "stroke-linejoin": "round" },
    ) +
    circle(head[0], head[1], 12, { fill: WHITE, stroke: INK, "stroke-width": 2.4 }) +
    path(
      new Path()
        .M(...hairFrom)
        .A(12.5, 12.5, 0, 0, 1, ...hairTo)
        .Z()
        .toString(),
      { fill: INK },
    ) +
    limb(arm, [11, 10]);
  return { svg, at: { shoulder, head, hip: p.hip, knee: leg[1], ankle: leg[2], elbow: arm[1], wrist: arm[2] } };
}
