// Hot spot: the front of the abdomen divided into quadrants by the midline and
// a line through the umbilicus (drawn light and dashed), with regions for the
// four quadrants, the epigastric, umbilical and suprapubic areas and
// McBurney's point (one third of the way from the right anterior superior
// iliac spine to the umbilicus). The right-lower-quadrant region sits in the
// quadrant's outer part, clear of McBurney's point.
import { z } from "zod";
import { Path } from "../path";
import { circleRegion } from "../regions";
import { GRID, path } from "../svg";
import { frontTrunk, sides } from "../trunk";
import type { SceneDefinition } from "../types";

const W = 320;
const H = 400;
const MID = 160;
const XIPHOID = 40;
const UMBILICUS = 200;
const PUBIS = 372;
const ASIS: [number, number] = [88, 292];
const R = 23;

export const abdomen: SceneDefinition<Record<string, never>> = {
  name: "abdomen",
  title: "Abdomen: quadrants and regions",
  params: z.strictObject({}),
  regionIds: ["ruq", "luq", "rlq", "llq", "epigastric", "umbilical", "suprapubic", "mcburney"],
  render() {
    const mc: [number, number] = [MID - ASIS[0] + ASIS[0] / 3, ASIS[1] + (UMBILICUS - ASIS[1]) / 3];
    const quadrants = new Path()
      .M(MID, XIPHOID + 16)
      .V(PUBIS - 6)
      .M(22, UMBILICUS)
      .H(W - 22)
      .toString();
    return {
      width: W,
      height: H,
      svg:
        path(quadrants, { stroke: GRID, "stroke-width": 2, "stroke-dasharray": "8 6", fill: "none" }) +
        frontTrunk({
          mid: MID,
          width: W,
          height: H,
          xiphoid: XIPHOID,
          umbilicus: UMBILICUS,
          pubis: PUBIS,
          asis: ASIS,
        }) +
        sides(W, H),
      regions: [
        circleRegion("ruq", "Upper right of the abdomen, below the ribs (the person's right)", 92, 140, 26),
        circleRegion("luq", "Upper left of the abdomen, below the ribs (the person's left)", 228, 140, 26),
        circleRegion("rlq", "Lower right of the abdomen, toward the side (the person's right)", 54, 238, R),
        circleRegion("llq", "Lower left of the abdomen (the person's left)", 218, 282, 26),
        circleRegion("epigastric", "Upper middle of the abdomen, below the breastbone", MID, 86, R),
        circleRegion("umbilical", "Around the navel", MID, UMBILICUS, R),
        circleRegion("suprapubic", "Lower middle of the abdomen, above the pubic bone", MID, PUBIS - 30, R),
        circleRegion(
          "mcburney",
          "Lower right, one third of the way from the hip bone's front point to the navel",
          mc[0],
          mc[1],
          R,
        ),
      ],
      alt: "Front of an adult abdomen from the lower ribs to the groin: rib margins, navel, hip bones and pubic bone, with light dashed lines through the navel dividing it into four parts; R and L mark the person's right and left.",
    };
  },
};
