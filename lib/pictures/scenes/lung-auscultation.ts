// Hot spot: lung auscultation fields on the chest, front or back. The
// regions follow the lobes under each view: the right middle lobe and the
// lingula only in front, the lower lobes mostly from behind, no middle lobe
// behind. Ids name the patient's side.
import { z } from "zod";
import { anteriorChest, CHEST_H, CHEST_W, ics, MCL, MID, posteriorChest, spineAt } from "../chest";
import { circleRegion } from "../regions";
import type { Region, SceneDefinition } from "../types";

const params = z.strictObject({ view: z.enum(["anterior", "posterior"]).default("anterior") });
type Params = z.infer<typeof params>;
const R = 23;

function anterior(): Region[] {
  // the patient's right is the viewer's left
  const out: Region[] = [];
  for (const [side, s] of [
    ["right", -1],
    ["left", 1],
  ] as const) {
    const Side = side === "right" ? "Right" : "Left";
    out.push(
      circleRegion(`${side}-apex`, `${Side}, above the middle of the collarbone`, MID + s * 62, 24, R),
      circleRegion(
        `${side}-upper-lobe`,
        `${Side} second intercostal space, midclavicular line`,
        MID + s * MCL,
        ics(2, MCL),
        R,
      ),
      circleRegion(
        side === "right" ? "right-middle-lobe" : "lingula",
        `${Side} fourth to fifth intercostal space, midclavicular line`,
        MID + s * MCL,
        ics(4, MCL) + 23,
        R,
      ),
      circleRegion(
        `${side}-lower-lobe`,
        `${Side} sixth intercostal space, anterior axillary line`,
        MID + s * 134,
        ics(6, 134),
        R,
      ),
    );
  }
  return out;
}

function posterior(): Region[] {
  // the patient's right is the viewer's right
  const out: Region[] = [];
  for (const [side, s] of [
    ["right", 1],
    ["left", -1],
  ] as const) {
    const Side = side === "right" ? "Right" : "Left";
    out.push(
      circleRegion(`${side}-apex`, `${Side}, above the shoulder blade beside the neck`, MID + s * 52, 44, R),
      circleRegion(
        `${side}-upper-lobe`,
        `${Side}, between the spine and the shoulder blade, upper back`,
        MID + s * 33,
        spineAt(2.6),
        R,
      ),
      circleRegion(
        `${side}-lower-lobe`,
        `${Side}, beside the spine below the tip of the shoulder blade`,
        MID + s * 40,
        spineAt(7.6),
        R,
      ),
      circleRegion(`${side}-base`, `${Side}, lowest ribs of the back, toward the side`, MID + s * 92, spineAt(10.3), R),
    );
  }
  return out;
}

export const lungAuscultation: SceneDefinition<Params> = {
  name: "lung-auscultation",
  title: "Chest, front or back: lung auscultation fields",
  params,
  regionIds: [
    "right-apex",
    "left-apex",
    "right-upper-lobe",
    "left-upper-lobe",
    "right-middle-lobe",
    "lingula",
    "right-lower-lobe",
    "left-lower-lobe",
    "right-base",
    "left-base",
  ],
  render({ view }) {
    const front = view === "anterior";
    return {
      width: CHEST_W,
      height: CHEST_H,
      svg: front ? anteriorChest() : posteriorChest(),
      regions: front ? anterior() : posterior(),
      alt: front
        ? "Front of an adult chest: collarbones, breastbone, ribs and the spaces between them, nipples; R and L mark the person's right and left."
        : "Back of an adult chest: spine, shoulder blades and ribs; L and R mark the person's left and right.",
    };
  },
};
