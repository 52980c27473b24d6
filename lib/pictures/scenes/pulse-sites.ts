// Hot spot: a standing figure (front) with the pulse sites, and beside it the
// back of the knee for the popliteal pulse.
import { z } from "zod";
import { figure } from "../body";
import { capsule, type Pt } from "../path";
import { circleRegion } from "../regions";
import { g, INK, path, stroke, text, WHITE } from "../svg";
import type { SceneDefinition } from "../types";

const W = 320;
const H = 500;
const R = 23;

/** The back of a right knee: thigh and calf, with the crease behind the knee. */
function kneeInset(x: number, y: number): { svg: string; crease: Pt } {
  const knee: Pt = [x, y + 80];
  const calf: Pt = [x + 1, y + 118];
  const parts = [
    path(capsule([x - 3, y], 27, knee, 19)),
    path(capsule(knee, 19, calf, 21)),
    path(capsule(calf, 21, [x + 3, y + 160], 11)),
  ];
  const crease = path(
    `M${x - 18} ${knee[1] + 4}Q${x} ${knee[1] + 12} ${x + 18} ${knee[1] + 4}`,
    stroke(1.6, { "stroke-opacity": 0.7 }),
  );
  const svg =
    g(stroke(4), ...parts) +
    g({ fill: WHITE }, ...parts) +
    crease +
    text(x - 6, y + 186, "Back of knee", { "font-size": 12, "text-anchor": "middle", fill: INK });
  return { svg, crease: [x, knee[1] + 6] };
}

export const pulseSites: SceneDefinition<Record<string, never>> = {
  name: "pulse-sites",
  title: "Standing figure: pulse sites",
  params: z.strictObject({}),
  regionIds: [
    "temporal",
    "carotid",
    "apical",
    "brachial",
    "radial",
    "femoral",
    "popliteal",
    "posterior-tibial",
    "dorsalis-pedis",
  ],
  render() {
    const f = figure({ view: "front", cx: 122, top: 6, u: 56, arms: 16, legs: 7 });
    const right = f.at("right");
    const left = f.at("left");
    const inset = kneeInset(280, 190);
    return {
      width: W,
      height: H,
      svg: f.svg + inset.svg,
      regions: [
        circleRegion(
          "temporal",
          "Side of the head in front of the ear, right",
          f.head.cx - f.head.rx + 4,
          f.head.cy - 10,
          R,
        ),
        circleRegion("carotid", "Side of the neck beside the windpipe, left", f.head.cx + 13, f.neck, R),
        circleRegion("apical", "Left chest below the nipple", f.head.cx + 0.44 * 56, f.nipple + 0.5 * 56, R),
        circleRegion("brachial", "Inner side of the right elbow crease", right.elbow[0] + 10, right.elbow[1], R),
        circleRegion("radial", "Thumb side of the left wrist", left.wrist[0] + 8, left.wrist[1] + 6, R),
        circleRegion("femoral", "Right groin", f.head.cx - 0.42 * 56, f.crotch - 0.12 * 56, R),
        circleRegion("popliteal", "Crease behind the knee", inset.crease[0], inset.crease[1] - 4, R),
        circleRegion("posterior-tibial", "Behind the inner ankle bone, right", right.ankle[0] + 8, right.ankle[1], R),
        circleRegion("dorsalis-pedis", "Top of the left foot", left.toe[0] - 4, left.toe[1] - 8, R),
      ],
      alt: "Standing adult seen from the front, palms forward, with a small view of the back of a knee beside it.",
    };
  },
};
