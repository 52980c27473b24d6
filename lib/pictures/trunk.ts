// The front of the trunk from the lower chest to the groin, for the abdomen
// and fundal-height scenes: outline (a wider, rounder waist when pregnant),
// breasts' lower curves, costal margins, xiphoid, umbilicus, iliac crests
// with the anterior superior iliac spines, inguinal creases, the pubic
// symphysis. Levels are given by the scene; x is centred on `mid`.
import { poly, smooth, type Pt } from "./path";
import { circle, ellipse, g, INK, path, stroke, text } from "./svg";

export interface TrunkLevels {
  mid: number;
  width: number;
  height: number;
  xiphoid: number;
  umbilicus: number;
  /** Top of the pubic symphysis. */
  pubis: number;
  /** Anterior superior iliac spine: [dx from the midline, y]. */
  asis: [number, number];
  pregnant?: boolean;
  breasts?: boolean;
}

export function frontTrunk(t: TrunkLevels): string {
  const { mid, xiphoid: xi, umbilicus: um, pubis: pb, height: H } = t;
  const [ax, ay] = t.asis;
  const half = t.width / 2 - 10;
  // pregnant: a narrower chest and a belly that widens to the hips
  const side = (s: 1 | -1): Pt[] =>
    t.pregnant
      ? [
          [mid + s * (half - 16), 0],
          [mid + s * (half - 26), xi + 50],
          [mid + s * (half - 6), um + 10],
          [mid + s * half, ay - 4],
          [mid + s * (half + 3), ay + 40],
          [mid + s * (half + 6), H],
        ]
      : [
          [mid + s * half, 0],
          [mid + s * (half - 8), xi + 40],
          [mid + s * (half - 18), um - 20],
          [mid + s * (half - 10), ay - 10],
          [mid + s * (half + 2), ay + 40],
          [mid + s * (half + 6), H],
        ];
  const belly = (s: 1 | -1) =>
    smooth([
      [mid + s * 70, xi + 40],
      [mid + s * 112, xi + 90],
      [mid + s * (half - 24), um + 10],
      [mid + s * (half - 22), ay - 20],
    ]);
  const costal = (s: 1 | -1) =>
    smooth([
      [mid + s * 6, xi + 14],
      [mid + s * 40, xi + 30],
      [mid + s * 85, xi + 62],
      [mid + s * (half - 10), xi + 92],
    ]);
  const crest = (s: 1 | -1) =>
    smooth([
      [mid + s * (half - 4), ay - 40],
      [mid + s * (ax + 14), ay - 14],
      [mid + s * ax, ay],
    ]);
  const inguinal = (s: 1 | -1) =>
    smooth([
      [mid + s * ax, ay + 6],
      [mid + s * (ax - 25), ay + (pb - ay) * 0.55],
      [mid + s * 24, pb + 6],
    ]);
  const breast = (s: 1 | -1) =>
    smooth([
      [mid + s * 18, -6],
      [mid + s * 34, 16],
      [mid + s * 70, 26],
      [mid + s * 104, 12],
      [mid + s * 118, -6],
    ]);
  return (
    path(smooth(side(-1)) + smooth(side(1)), stroke(2.4)) +
    (t.breasts ? path(breast(-1) + breast(1), stroke(1.8)) : "") +
    path(costal(-1) + costal(1), stroke(1.5, { "stroke-opacity": 0.6 })) +
    path(
      poly(
        [
          [mid - 7, xi - 16],
          [mid + 7, xi - 16],
          [mid, xi + 12],
        ],
        true,
      ),
      stroke(1.5, { "stroke-opacity": 0.7 }),
    ) +
    path(crest(-1) + crest(1), stroke(1.5, { "stroke-opacity": 0.6 })) +
    g({ fill: INK, "fill-opacity": 0.6 }, circle(mid - ax, ay, 3.5), circle(mid + ax, ay, 3.5)) +
    path(inguinal(-1) + inguinal(1), stroke(1.5, { "stroke-opacity": 0.7 })) +
    path(
      smooth([
        [mid - 26, pb + 10],
        [mid - 12, pb + 2],
        [mid, pb],
        [mid + 12, pb + 2],
        [mid + 26, pb + 10],
      ]),
      stroke(3, { "stroke-opacity": 0.55 }),
    ) +
    (t.pregnant ? path(belly(-1) + belly(1), stroke(1.5, { "stroke-opacity": 0.35 })) : "") +
    (t.pregnant
      ? path(
          poly([
            [mid, um + 14],
            [mid, pb - 8],
          ]),
          stroke(1.5, { "stroke-opacity": 0.3, "stroke-dasharray": "5 4" }),
        )
      : "") +
    ellipse(mid, um, t.pregnant ? 6 : 4, t.pregnant ? 5 : 6, stroke(1.8))
  );
}

/** R and L at the bottom corners (the patient's right is the viewer's left). */
export const sides = (width: number, height: number) =>
  text(8, height - 8, "R", { "font-size": 16, "font-weight": 700 }) +
  text(width - 8, height - 8, "L", { "font-size": 16, "font-weight": 700, "text-anchor": "end" });
