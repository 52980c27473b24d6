// A hot-spot region's shape (lib/pictures/types.ts) and its tap button's box
// in percent of the picture, so the button scales with the picture at any width.
import type { Shape } from "../../lib/pictures/types";
export type { Shape };

export function bounds(shape: Shape) {
  if (shape.kind === "circle") return { x: shape.cx - shape.r, y: shape.cy - shape.r, w: 2 * shape.r, h: 2 * shape.r };
  if (shape.kind === "rect") return { x: shape.x, y: shape.y, w: shape.w, h: shape.h };
  const xs = shape.points.map((p) => p[0]);
  const ys = shape.points.map((p) => p[1]);
  const [x, y] = [Math.min(...xs), Math.min(...ys)];
  return { x, y, w: Math.max(...xs) - x, h: Math.max(...ys) - y };
}

const pct = (v: number, of: number) => `${((100 * v) / of).toFixed(3)}%`;

/** The button's position over the picture: the shape's bounding box (boxes never overlap). */
export function regionBox(shape: Shape, width: number, height: number) {
  const b = bounds(shape);
  return { left: pct(b.x, width), top: pct(b.y, height), width: pct(b.w, width), height: pct(b.h, height) };
}
