// Hot spot: the front of the trunk, pregnant or after birth, with bands at the
// levels where the uterine fundus is felt, drawn to scale at 10 units per cm
// above the symphysis (fundal height in cm is close to the weeks of gestation
// from 20 to 36 weeks). Pregnant: symphysis, 12 weeks (just above the
// symphysis), 16 (midway to the umbilicus), 20 (umbilicus), 28 and 36 (near
// the xiphoid). Postpartum: above the umbilicus, day 1 (at or just below the
// umbilicus), several cm below it, midway, the symphysis.
import { z } from "zod";
import { rectRegion } from "../regions";
import type { Region, SceneDefinition } from "../types";
import { frontTrunk, sides } from "../trunk";

const params = z.strictObject({ state: z.enum(["pregnant", "postpartum"]).default("pregnant") });
type Params = z.infer<typeof params>;

const W = 320;
const H = 480;
const MID = 160;
const PUBIS = 440;
const CM = 10;
const UMBILICUS = PUBIS - 20 * CM;
const XIPHOID = PUBIS - 37 * CM;
const BAND = 46;
/** A band centred `cm` above the top of the symphysis. */
const band = (id: string, name: string, cm: number): Region =>
  rectRegion(id, name, MID - 80, PUBIS - cm * CM - BAND / 2, 160, BAND);

export const fundalHeight: SceneDefinition<Params> = {
  name: "fundal-height",
  title: "Trunk, pregnant or postpartum: levels of the uterine fundus",
  params,
  regionIds: [
    "symphysis",
    "12-weeks",
    "16-weeks",
    "20-weeks",
    "28-weeks",
    "36-weeks",
    "above-umbilicus",
    "postpartum-day1",
    "below-umbilicus",
    "midway",
  ],
  render({ state }) {
    const pregnant = state === "pregnant";
    const regions = pregnant
      ? [
          band("36-weeks", "Just below the lower tip of the breastbone", 36),
          band("28-weeks", "About a hand's width above the navel", 28),
          band("20-weeks", "At the navel", 20),
          band("16-weeks", "Midway between the pubic bone and the navel", 10),
          band("12-weeks", "Just above the pubic bone", 4.8),
          band("symphysis", "At the pubic bone", 0),
        ]
      : [
          band("above-umbilicus", "A few centimetres above the navel", 25),
          band("postpartum-day1", "At the navel or just below it", 19.6),
          band("below-umbilicus", "A few centimetres below the navel", 15),
          band("midway", "Midway between the navel and the pubic bone", 10),
          band("symphysis", "At the pubic bone", 0),
        ];
    return {
      width: W,
      height: H,
      svg:
        frontTrunk({
          mid: MID,
          width: W,
          height: H,
          xiphoid: XIPHOID,
          umbilicus: UMBILICUS,
          pubis: PUBIS,
          asis: [92, PUBIS - 58],
          pregnant,
          breasts: true,
        }) + sides(W, H),
      regions,
      alt: pregnant
        ? "Front of a pregnant trunk from below the breasts to the groin: rib margins, lower tip of the breastbone, navel, hip bones and pubic bone; R and L mark the person's right and left."
        : "Front of a trunk after birth from below the breasts to the groin: rib margins, lower tip of the breastbone, navel, hip bones and pubic bone; R and L mark the person's right and left.",
    };
  },
};
