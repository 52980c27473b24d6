// Hot spot: an adult from the head to below the knees, front and back, with
// the injection sites and neutral places that are not one. Front: deltoid
// (right), rectus femoris (front of the right thigh), vastus lateralis (outer
// left thigh), abdomen at least 2 inches from the umbilicus (left, level with
// it). Back: ventrogluteal (outer left hip, between the iliac crest and the
// greater trochanter), dorsogluteal (upper outer right buttock), back of the
// left upper arm. Distractors: upper chest, forearm, upper back, back of thigh.
import { z } from "zod";
import { figure } from "../body";
import { circleRegion } from "../regions";
import { text } from "../svg";
import type { SceneDefinition } from "../types";

const W = 320;
const H = 340;
const U = 58;
const R = 23;
const TOP = 6;
const FRONT = 84;
const BACK = 238;

export const injectionSites: SceneDefinition<Record<string, never>> = {
  name: "injection-sites",
  title: "Adult front and back: injection sites",
  params: z.strictObject({}),
  regionIds: [
    "deltoid",
    "rectus-femoris",
    "vastus-lateralis",
    "abdomen-subcut",
    "ventrogluteal",
    "dorsogluteal",
    "back-of-upper-arm",
    "upper-chest",
    "forearm",
    "upper-back",
    "back-of-thigh",
  ],
  render() {
    const front = figure({ view: "front", cx: FRONT, top: TOP, u: U, arms: 4, legs: 4 });
    const back = figure({ view: "back", cx: BACK, top: TOP, u: U, arms: 6, legs: 4, forearms: false });
    const at = (cx: number, dx: number, dy: number) => [cx + dx * U, TOP + dy * U] as const;
    // front: the patient's right is -x; back: the patient's right is +x
    const c = (id: string, name: string, [x, y]: readonly [number, number]) => circleRegion(id, name, x, y, R);
    return {
      width: W,
      height: H,
      svg:
        front.svg +
        back.svg +
        text(4, 16, "Front", { "font-size": 13 }) +
        text(W - 4, 16, "Back", { "font-size": 13, "text-anchor": "end" }),
      regions: [
        c("deltoid", "Front view: outer right shoulder, upper arm below the shoulder tip", at(FRONT, -0.98, 2.0)),
        c("upper-chest", "Front view: left upper chest", at(FRONT, 0.45, 2.2)),
        c("abdomen-subcut", "Front view: left lower abdomen, a few inches from the navel", at(FRONT, 0.55, 3.83)),
        c("forearm", "Front view: right forearm", at(FRONT, -1.0, 3.72)),
        c("rectus-femoris", "Front view: front of the right thigh, middle third", at(FRONT, -0.5, 5.0)),
        c("vastus-lateralis", "Front view: outer side of the left thigh, middle third", at(FRONT, 0.88, 5.22)),
        c("back-of-upper-arm", "Back view: back of the left upper arm", at(BACK, -1.08, 2.55)),
        c("upper-back", "Back view: right shoulder blade", at(BACK, 0.45, 2.3)),
        c("ventrogluteal", "Back view: outer left hip, below the top of the hip bone", at(BACK, -0.86, 3.95)),
        c("dorsogluteal", "Back view: upper outer part of the right buttock", at(BACK, 0.45, 4.0)),
        c("back-of-thigh", "Back view: back of the right thigh", at(BACK, 0.5, 5.1)),
      ],
      alt: "Adult seen from the front (arms at the sides) and from the back (arms folded in front), from the head to below the knees.",
    };
  },
};
