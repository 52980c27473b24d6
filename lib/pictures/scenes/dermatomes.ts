// Hot spot: a standing adult from the front, arms out and palms forward, with
// the dermatome boundaries drawn as thin lines (trunk bands T2-L1, the arm's
// and leg's territories), after the usual clinical maps. Regions: C5 outer
// upper arm, C6 thumb, C8 little finger, T1 inner elbow, T4 nipple line, T10
// umbilicus, L1 groin, L2 upper front thigh, L3 lower front thigh and knee,
// L4 inner leg below the knee, L5 top of the foot, S1 outer edge of the foot.
import { z } from "zod";
import { figure, type Limb } from "../body";
import { along, Path, smooth, type Pt } from "../path";
import { circleRegion, rectRegion } from "../regions";
import { path, stroke } from "../svg";
import { sides } from "../trunk";
import type { SceneDefinition } from "../types";

const W = 320;
const H = 510;
const U = 56;
const CX = 160;
const TOP = 6;
const R = 23;

/** Half the trunk's width (head units) at `v` head units from the top, as the figure draws it. */
function trunkHalf(v: number): number {
  const profile: Pt[] = [
    [1.8, 0.98],
    [2.35, 0.8],
    [3.2, 0.64],
    [3.95, 0.84],
  ];
  if (v <= profile[0][0]) return profile[0][1];
  for (let i = 1; i < profile.length; i++) {
    const [[v0, h0], [v1, h1]] = [profile[i - 1], profile[i]];
    if (v <= v1) return h0 + ((h1 - h0) * (v - v0)) / (v1 - v0);
  }
  return profile[profile.length - 1][1];
}

function boundaries(r: Limb, l: Limb): string {
  const p = new Path();
  const y = (v: number) => TOP + v * U;
  // trunk: T2 to T12 and L1, nearly level, dipping a little toward the midline
  for (let k = 0; k <= 10; k++) {
    const v = 1.95 + k * 0.205;
    const half = trunkHalf(v) - 0.08;
    p.raw(
      smooth([
        [CX - half * U, y(v) - 4],
        [CX, y(v) + 4],
        [CX + half * U, y(v) - 4],
      ]),
    );
  }
  for (const k of [r, l]) {
    // arm: the axial line down its front, the elbow, the wrist
    p.raw(smooth([along(k.shoulder, k.elbow, 0.15), along(k.shoulder, k.elbow, 1), along(k.elbow, k.wrist, 1)]));
    p.raw(
      smooth([
        along(k.elbow, k.wrist, 0, 0.16 * U),
        along(k.elbow, k.wrist, 0.02),
        along(k.elbow, k.wrist, 0, -0.16 * U),
      ]),
    );
    // leg: the inguinal fold (T12/L1), L1/L2, L2/L3 oblique on the thigh, L3/L4 below the knee, the shin line (L4/L5)
    const dir = k.knee[0] > CX ? 1 : -1;
    p.raw(
      smooth([along(k.hip, k.knee, 0.02, dir * 0.55 * U), along(k.hip, k.knee, 0.12), [CX + dir * 0.06 * U, y(4.3)]]),
    );
    p.raw(smooth([along(k.hip, k.knee, 0.2, dir * 0.4 * U), along(k.hip, k.knee, 0.38, -dir * 0.3 * U)]));
    p.raw(smooth([along(k.hip, k.knee, 0.5, dir * 0.34 * U), along(k.hip, k.knee, 0.74, -dir * 0.26 * U)]));
    p.raw(smooth([along(k.knee, k.ankle, 0.12, dir * 0.2 * U), along(k.knee, k.ankle, 0.3, -dir * 0.18 * U)]));
    p.raw(
      smooth([
        along(k.knee, k.ankle, 0.3, dir * 0.02 * U),
        along(k.knee, k.ankle, 1, dir * 0.04 * U),
        along(k.ankle, k.toe, 0.9, -dir * 0.02 * U),
      ]),
    );
  }
  return path(p.toString(), stroke(1.2, { "stroke-opacity": 0.45 }));
}

export const dermatomes: SceneDefinition<Record<string, never>> = {
  name: "dermatomes",
  title: "Standing adult, front: dermatomes",
  params: z.strictObject({}),
  regionIds: ["c5", "c6", "c8", "t1", "t4", "t10", "l1", "l2", "l3", "l4", "l5", "s1"],
  render() {
    const f = figure({ view: "front", cx: CX, top: TOP, u: U, arms: 26, legs: 8 });
    const r = f.at("right");
    const l = f.at("left");
    const c = (id: string, name: string, [x, y]: Pt) => circleRegion(id, name, x, y, R);
    return {
      width: W,
      height: H,
      svg: f.svg + boundaries(r, l) + sides(W, H),
      regions: [
        c("c5", "Outer side of the left upper arm", along(l.shoulder, l.elbow, 0.55, -0.3 * U)),
        c("c6", "Right thumb", r.thumb),
        c("c8", "Left little finger", along(l.wrist, l.hand, 1.05, 0.12 * U)),
        c("t1", "Inner side of the right elbow", along(r.shoulder, r.elbow, 0.95, 0.22 * U)),
        rectRegion("t4", "Chest at the level of the nipples", CX - 0.62 * U, f.nipple - 24, 1.24 * U, 48),
        rectRegion("t10", "Abdomen at the level of the navel", CX - 0.55 * U, f.navel - 24, 1.1 * U, 48),
        c("l1", "Right groin, along the fold of the thigh", [CX - 0.42 * U, TOP + 4.33 * U]),
        c("l2", "Front of the left thigh, upper part", along(l.hip, l.knee, 0.35)),
        c("l3", "Front of the right thigh just above the knee", along(r.hip, r.knee, 0.82)),
        c("l4", "Inner side of the left leg below the knee", along(l.knee, l.ankle, 0.45, 0.05 * U)),
        c("l5", "Top of the right foot", along(r.ankle, r.toe, 0.6)),
        c("s1", "Outer edge of the left foot", along(l.ankle, l.toe, 0.7, -0.25 * U)),
      ],
      alt: "Standing adult seen from the front, arms out to the sides with palms forward, thin lines dividing the skin into bands; R and L mark the person's right and left.",
    };
  },
};
