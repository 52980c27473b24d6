// Graphic option: a cross-section of skin over bone at a pressure point,
// showing one pressure-injury stage (NPIAP): 1 intact skin with
// non-blanchable redness (shaded skin, no break); 2 partial-thickness loss
// into the dermis; 3 full-thickness loss into the fat, no muscle or bone
// seen; 4 full-thickness loss with muscle and bone exposed; unstageable the
// base hidden under slough and eschar; deep-tissue intact skin over deep
// damage, darkest at the bone. No caption names the stage.
import { z } from "zod";
import { Path, smooth, type Pt } from "../path";
import { random, seedOf } from "../random";
import { g, INK, path, stroke, WHITE } from "../svg";
import { skinLayers, type Layers } from "../skin";
import type { SceneDefinition } from "../types";

const params = z.strictObject({
  stage: z.enum(["1", "2", "3", "4", "unstageable", "deep-tissue"]),
  labels: z.boolean().default(false),
});
type Params = z.infer<typeof params>;

const W = 320;
const H = 250;
const MID = 150;
const L: Layers = { surface: 40, dermis: 50, fat: 92, muscle: 150, bone: 205, bottom: H };

/** A wound from the surface down to `depth`, `half` wide at the top, with a flat base. */
function crater(half: number, depth: number): string {
  const wall = (s: 1 | -1): Pt[] => [
    [MID + s * half, L.surface],
    [MID + s * half * 0.86, L.surface + (depth - L.surface) * 0.45],
    [MID + s * half * 0.62, depth - 6],
    [MID + s * half * 0.45, depth],
  ];
  return smooth(wall(-1)) + "L" + smooth(wall(1).reverse()).slice(1) + "Z";
}

/**
 * Diagonal hatching (discoloured tissue) over MID +- width(t), t going 0..1
 * from `top` to `bottom`; `cross` adds the other diagonal.
 */
function hatch(
  top: number,
  bottom: number,
  width: (t: number) => number,
  gap: number,
  opacity: number,
  cross = false,
): string {
  const p = new Path();
  const h = bottom - top;
  for (const dir of cross ? [1, -1] : [1]) {
    for (let x = MID - 100 - h; x < MID + 100 + h; x += gap) {
      const pts: Pt[] = [];
      for (let t = 0; t <= 1.0001; t += 0.02) {
        const xx = x + dir * t * h;
        if (Math.abs(xx - MID) <= width(t)) pts.push([xx, top + t * h]);
      }
      if (pts.length > 1) p.M(...pts[0]).L(...pts[pts.length - 1]);
    }
  }
  return path(p.toString(), stroke(1.3, { "stroke-opacity": opacity }));
}

export const pressureInjury: SceneDefinition<Params> = {
  name: "pressure-injury",
  title: "Skin cross-section: pressure-injury stage",
  params,
  regionIds: [],
  render(p) {
    const rnd = random(seedOf(p));
    let art = "";
    switch (p.stage) {
      case "1":
        // intact surface, discoloured skin above the fat
        art = hatch(L.surface + 1, L.fat - 6, (t) => 72 - 22 * t, 6, 0.5);
        break;
      case "2":
        art = path(crater(52, L.dermis + 24), stroke(1.8, { fill: WHITE }));
        break;
      case "3":
        art = path(crater(70, L.fat + 38), stroke(1.8, { fill: WHITE }));
        break;
      case "4":
        art =
          path(crater(84, L.bone!), stroke(1.8, { fill: WHITE })) +
          path(
            new Path()
              .M(MID - 36, L.bone!)
              .H(MID + 36)
              .toString(),
            stroke(3.4),
          );
        break;
      case "unstageable": {
        const cover = crater(74, L.fat + 44);
        const crack = new Path();
        for (let i = 0; i < 5; i++) {
          const x = MID - 40 + i * 20 + rnd.between(-4, 4);
          crack.M(x, L.surface + 6).L(x + rnd.between(-8, 8), L.surface + 20 + rnd.between(0, 14));
        }
        art =
          path(cover, stroke(1.8, { fill: INK, "fill-opacity": 0.82 })) +
          path(crack.toString(), { stroke: WHITE, "stroke-width": 1.2, fill: "none", "stroke-opacity": 0.7 });
        break;
      }
      case "deep-tissue":
        // intact surface; damage spreading up from the bone, darkest against it
        art =
          hatch(L.surface + 1, L.bone! - 1, (t) => 46 + 44 * t, 5, 0.6) +
          hatch(L.muscle, L.bone! - 1, (t) => 60 + 30 * t, 5, 0.6, true);
        break;
    }
    return {
      width: W,
      height: H,
      svg: skinLayers(W, L, p.labels) + g({}, art),
      regions: [],
      alt: "Cross-section of skin and the tissues beneath it down to bone: the surface layer, dermis, fat, muscle and bone.",
    };
  },
};
