// Hot spot: the anterior chest with the five cardiac auscultation areas and
// three places that are not one (right 5th intercostal space at the
// midclavicular line, the epigastrium, left 2nd space at the midclavicular line).
import { z } from "zod";
import { anteriorChest, CHEST_H, CHEST_W, ics, MCL, MID } from "../chest";
import { circleRegion } from "../regions";
import type { SceneDefinition } from "../types";

const R = 23;

export const heartAuscultation: SceneDefinition<Record<string, never>> = {
  name: "heart-auscultation",
  title: "Anterior chest: cardiac auscultation areas",
  params: z.strictObject({}),
  regionIds: ["aortic", "pulmonic", "erbs-point", "tricuspid", "mitral", "right-5th-mcl", "epigastric", "left-2nd-mcl"],
  render() {
    // patient's right = viewer's left
    const border = 26;
    return {
      width: CHEST_W,
      height: CHEST_H,
      svg: anteriorChest(),
      regions: [
        circleRegion("aortic", "Second intercostal space, right sternal border", MID - border, ics(2, border), R),
        circleRegion("pulmonic", "Second intercostal space, left sternal border", MID + border, ics(2, border), R),
        circleRegion("erbs-point", "Third intercostal space, left sternal border", MID + border, ics(3, border), R),
        circleRegion(
          "tricuspid",
          "Fourth to fifth intercostal space, left sternal border",
          MID + border,
          ics(4, border) + 8,
          R,
        ),
        circleRegion("mitral", "Fifth intercostal space, left midclavicular line", MID + MCL, ics(5, MCL), R),
        circleRegion("right-5th-mcl", "Fifth intercostal space, right midclavicular line", MID - MCL, ics(5, MCL), R),
        circleRegion("epigastric", "Below the lower tip of the sternum", MID, 360, R),
        circleRegion("left-2nd-mcl", "Second intercostal space, left midclavicular line", MID + MCL, ics(2, MCL), R),
      ],
      alt: "Front of an adult chest: collarbones, breastbone, ribs and the spaces between them, nipples; R and L mark the person's right and left.",
    };
  },
};
