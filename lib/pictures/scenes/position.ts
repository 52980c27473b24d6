// Graphic option: a person on a hospital bed (head of the bed at the left),
// seen from the side, in one client position. The head section is raised to
// 35 degrees for semi-Fowler's (30-45), 52 for Fowler's (45-60) and 80 for
// high Fowler's (60-90); the whole bed tilts 18 degrees head down for
// Trendelenburg and head up for reverse Trendelenburg. Side-lying positions
// (left-lateral, Sims') are drawn from above, the mattress as a rectangle,
// since their bends only show from above. No caption names the position.
import { z } from "zod";
import { Path, poly, rotate, type Pt } from "../path";
import { pictogram, type Pose } from "../pictogram";
import { ellipse, g, GRID, path, rect, rotation, stroke, WHITE } from "../svg";
import type { SceneDefinition } from "../types";

const NAMES = [
  "supine",
  "prone",
  "fowlers",
  "high-fowlers",
  "semi-fowlers",
  "trendelenburg",
  "reverse-trendelenburg",
  "sims",
  "left-lateral",
  "lithotomy",
  "orthopneic",
  "dorsal-recumbent",
  "knee-chest",
] as const;
const params = z.strictObject({ name: z.enum(NAMES) });
type Params = z.infer<typeof params>;

const W = 320;
const H = 220;
const TOP = 150; // mattress top when flat
const HINGE = 112; // head section pivot
const HEAD_LEN = 92;
export const HEAD_ANGLE: Partial<Record<Params["name"], number>> = {
  "semi-fowlers": 35,
  fowlers: 52,
  "high-fowlers": 80,
  orthopneic: 80,
};
export const TILT: Partial<Record<Params["name"], number>> = { trendelenburg: -18, "reverse-trendelenburg": 18 };

/** Raise a tilted platform so its low end stays above the base. */
const liftFor = (tilt: number) => (tilt ? 26 : 0);

/**
 * Side view: mattress (head section raised by `angle`), pillow, frame and
 * headboard on a platform that `tilt` turns about its middle, on lift columns
 * standing on a wheeled base.
 */
function bed(angle: number, tilt: number, footless = false): string {
  const a = (angle * Math.PI) / 180;
  const end: Pt = [HINGE - HEAD_LEN * Math.cos(a), TOP - HEAD_LEN * Math.sin(a)];
  const foot = footless ? 190 : 290;
  const n: Pt = [Math.sin(a), -Math.cos(a)];
  const outline: Pt[] = [
    end,
    [HINGE, TOP],
    [foot, TOP],
    [foot, TOP + 13],
    [HINGE + 6, TOP + 13],
    [end[0] - 13 * n[0], end[1] - 13 * n[1]],
  ];
  const pillowAt: Pt = [end[0] + (HINGE - end[0]) * 0.2 + n[0] * 6, end[1] + (TOP - end[1]) * 0.2 + n[1] * 6];
  const lift = liftFor(tilt);
  const r = (p: Pt): Pt => {
    const q = rotate(p, [155, TOP], tilt);
    return [q[0], q[1] - lift];
  };
  const frame: [Pt, Pt] = [r([20, TOP + 20]), r([292, TOP + 20])];
  const frameY = (x: number) =>
    frame[0][1] + ((frame[1][1] - frame[0][1]) * (x - frame[0][0])) / (frame[1][0] - frame[0][0]);
  const columns = new Path().M(70, 198).L(70, frameY(70)).M(240, 198).L(240, frameY(240)).M(34, 198).L(280, 198);
  const pillow = r(pillowAt);
  return (
    path(columns.toString(), stroke(4)) +
    g({ fill: WHITE, ...stroke(2) }, ellipse(34, 204, 5, 5), ellipse(280, 204, 5, 5)) +
    path(
      new Path()
        .M(...frame[0])
        .L(...(footless ? r([200, TOP + 20]) : frame[1]))
        .M(...r([16, TOP + 26]))
        .L(...r([16, TOP - 26]))
        .toString(),
      stroke(5),
    ) +
    path(poly(outline.map(r), true), stroke(2, { fill: WHITE })) +
    ellipse(pillow[0], pillow[1], 24, 8, {
      ...stroke(1.6),
      fill: GRID,
      transform: rotation(-angle + tilt, pillow[0], pillow[1]),
    })
  );
}

/** Top view: the mattress from above with the pillow at the head. */
function bedFromAbove(): string {
  return (
    rect(16, 40, 288, 140, { rx: 10, ...stroke(2), fill: WHITE }) +
    rect(26, 64, 52, 92, { rx: 14, ...stroke(1.6), fill: GRID })
  );
}

function poseOf(name: Params["name"]): {
  pose: Pose;
  angle: number;
  above?: boolean;
  extra?: string;
  footless?: boolean;
} {
  const flat = (hipX = 150): Pt => [hipX, TOP - 12];
  const raised = (deg: number): Pt => [HINGE + 8 + Math.sin((deg * Math.PI) / 180) * 4, TOP - 12];
  const sitting = (deg: number): Pose => ({
    hip: raised(deg),
    trunk: 180 + deg,
    front: 1,
    face: 270 + deg,
    arm: [deg > 60 ? 80 : 30 + deg / 2, 0],
    leg: [0, 0, 275],
    farLeg: [0, 0, 275],
  });
  switch (name) {
    case "supine":
      return {
        angle: 0,
        pose: { hip: flat(), trunk: 180, front: 1, face: 270, arm: [0, 0], leg: [0, 0, 275], farLeg: [0, 0, 275] },
      };
    case "prone":
      return {
        angle: 0,
        pose: { hip: flat(), trunk: 180, front: -1, face: 105, arm: [0, 2], leg: [0, 0, 35], farLeg: [0, 0, 35] },
      };
    case "semi-fowlers":
    case "fowlers":
    case "high-fowlers":
      return { angle: HEAD_ANGLE[name]!, pose: sitting(HEAD_ANGLE[name]!) };
    case "trendelenburg":
    case "reverse-trendelenburg":
      return {
        angle: 0,
        pose: { hip: flat(), trunk: 180, front: 1, face: 270, arm: [0, 0], leg: [0, 0, 275], farLeg: [0, 0, 275] },
      };
    case "dorsal-recumbent":
      return {
        angle: 0,
        pose: { hip: flat(140), trunk: 180, front: 1, face: 270, arm: [0, 0], leg: [315, 58, 2], farLeg: [318, 55, 2] },
      };
    case "lithotomy": {
      const stirrup = new Path().M(236, 198).L(236, 100).M(226, 100).L(246, 100).toString();
      return {
        angle: 0,
        footless: true,
        extra: path(stirrup, stroke(3)),
        pose: {
          hip: flat(176),
          trunk: 180,
          front: 1,
          face: 270,
          arm: [0, 0],
          leg: [285, 10, 285],
          farLeg: [282, 12, 285],
        },
      };
    }
    case "knee-chest":
      // kneeling, thighs upright, chest and the side of the face on the bed, arms forward
      return {
        angle: 0,
        pose: {
          hip: [198, TOP - 50],
          trunk: 141,
          neck: 180,
          front: -1,
          face: 200,
          arm: [172, 182],
          farArm: [168, 180],
          leg: [90, 0, 10],
          farLeg: [92, 0, 10],
        },
      };
    case "orthopneic": {
      // sitting up, leaning forward onto an overbed table, forearms resting on it
      const table = new Path().M(232, 204).L(232, 123).M(150, 123).L(258, 123).toString();
      return {
        angle: 80,
        extra: path(table, stroke(4)),
        pose: {
          hip: raised(80),
          trunk: 298,
          front: 1,
          face: 10,
          arm: [76, 0],
          farArm: [74, 2],
          leg: [0, 0, 275],
          farLeg: [0, 0, 275],
        },
      };
    }
    case "left-lateral":
      // from above, lying on the left side, the front toward the top: hips and knees bent, knees together
      return {
        angle: 0,
        above: true,
        pose: {
          hip: [134, 122],
          trunk: 186,
          front: 1,
          face: 272,
          arm: [285, 205],
          farArm: [292, 200],
          leg: [318, 28, 350],
          farLeg: [322, 32, 355],
        },
      };
    case "sims":
      // from above, semi-prone on the left side: upper (right) leg drawn up, lower leg straight, lower arm behind the back
      return {
        angle: 0,
        above: true,
        pose: {
          hip: [134, 122],
          trunk: 184,
          front: 1,
          face: 240,
          arm: [240, 185],
          farArm: [42, 10],
          leg: [275, 8, 350],
          farLeg: [354, 6, 2],
        },
      };
  }
}

export const position: SceneDefinition<Params> = {
  name: "position",
  title: "Person on a bed: client position",
  params,
  regionIds: [],
  render({ name }) {
    const { pose, angle, above, extra = "", footless } = poseOf(name);
    const tilt = TILT[name] ?? 0;
    const person = pictogram(pose).svg;
    const svg = above
      ? bedFromAbove() + person
      : bed(angle, tilt, footless) +
        extra +
        (tilt ? g({ transform: rotation(tilt, 155, TOP, 0, -liftFor(tilt)) }, person) : person);
    return {
      width: W,
      height: H,
      svg,
      regions: [],
      alt: above
        ? "A person lying on a bed, seen from above, head at the left."
        : "A person on a hospital bed, seen from the side, head of the bed at the left.",
    };
  },
};
