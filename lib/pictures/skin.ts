// Skin and the tissues under it in cross-section, for the pressure-injury and
// needle-angle scenes: epidermis, dermis with its wavy lower border,
// subcutaneous fat in lobules, muscle in fibres, and optionally bone. Each
// layer has its own texture (no colour is needed to tell them apart);
// optional layer names at the right edge.
import { Path, smooth, type Pt } from "./path";
import { circle, g, GRID, INK, path, rect, stroke, text, WHITE } from "./svg";

export interface Layers {
  surface: number;
  dermis: number;
  fat: number;
  muscle: number;
  bone?: number;
  bottom: number;
}

/** The skin's layers over 0..width. */
export function skinLayers(width: number, l: Layers, labels = false): string {
  const papillae: Pt[] = [];
  for (let x = 0; x <= width; x += 10) papillae.push([x, l.dermis + (x % 20 === 0 ? 3 : -3)]);
  const lobules: string[] = [];
  const fatBottom = l.muscle;
  for (let row = 0, y = l.fat + 11; y < fatBottom - 8; row++, y += 17) {
    for (let x = row % 2 ? 18 : 8; x < width; x += 20) lobules.push(circle(x, y, 8.5));
  }
  const fibres = new Path();
  const muscleBottom = l.bone ?? l.bottom;
  for (let y = l.muscle + 7; y < muscleBottom - 3; y += 7) fibres.M(0, y).H(width);
  const layers =
    rect(0, l.surface, width, l.dermis - l.surface, { fill: INK, "fill-opacity": 0.12 }) +
    rect(0, l.dermis, width, l.fat - l.dermis, { fill: GRID, "fill-opacity": 0.55 }) +
    path(smooth(papillae), stroke(1, { "stroke-opacity": 0.55 })) +
    g(stroke(1, { "stroke-opacity": 0.35 }), ...lobules) +
    rect(0, l.muscle, width, muscleBottom - l.muscle, { fill: GRID, "fill-opacity": 0.8 }) +
    path(fibres.toString(), stroke(1, { "stroke-opacity": 0.28 })) +
    path(new Path().M(0, l.fat).H(width).M(0, l.muscle).H(width).toString(), stroke(1.2, { "stroke-opacity": 0.5 })) +
    (l.bone !== undefined ? bone(width, l.bone, l.bottom) : "") +
    path(new Path().M(0, l.surface).H(width).toString(), stroke(2.2));
  if (!labels) return layers;
  const names: [string, number][] = [
    ["Epidermis", (l.surface + l.dermis) / 2],
    ["Dermis", (l.dermis + l.fat) / 2],
    ["Subcutaneous fat", (l.fat + l.muscle) / 2],
    ["Muscle", (l.muscle + muscleBottom) / 2],
  ];
  if (l.bone !== undefined) names.push(["Bone", (l.bone + l.bottom) / 2]);
  return (
    layers +
    names
      .map(([name, y]) =>
        text(width - 4, y + 4, name, {
          "font-size": 11,
          "text-anchor": "end",
          stroke: WHITE,
          "stroke-width": 3,
          "paint-order": "stroke",
        }),
      )
      .join("")
  );
}

function bone(width: number, top: number, bottom: number): string {
  const dots: string[] = [];
  for (let y = top + 9; y < bottom - 3; y += 8)
    for (let x = (y / 8) % 2 ? 6 : 10; x < width; x += 9) dots.push(circle(x, y, 1.4));
  return (
    rect(0, top, width, bottom - top, { fill: INK, "fill-opacity": 0.22 }) +
    g({ fill: INK, "fill-opacity": 0.35 }, ...dots) +
    path(new Path().M(0, top).H(width).toString(), stroke(2.6))
  );
}
