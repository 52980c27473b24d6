// Hot-spot regions: constructors, bounding boxes, hit testing, and the rules
// every hot-spot picture keeps (big enough to tap on a 320 px phone, inside
// the picture, no two overlapping). The tests and the gallery use regionProblems.
import type { Picture, Region, Shape } from "./types";

/** Width in CSS px the picture is drawn at on the narrowest phone, and the smallest tap target there. */
export const PHONE_WIDTH = 320;
export const MIN_TARGET_PX = 44;

export const circleRegion = (id: string, name: string, cx: number, cy: number, r: number): Region => ({
  id,
  name,
  shape: { kind: "circle", cx, cy, r },
});
export const rectRegion = (id: string, name: string, x: number, y: number, w: number, h: number): Region => ({
  id,
  name,
  shape: { kind: "rect", x, y, w, h },
});
export const polygonRegion = (id: string, name: string, points: [number, number][]): Region => ({
  id,
  name,
  shape: { kind: "polygon", points },
});

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export function boxOf(shape: Shape): Box {
  switch (shape.kind) {
    case "circle":
      return { x: shape.cx - shape.r, y: shape.cy - shape.r, w: 2 * shape.r, h: 2 * shape.r };
    case "rect":
      return { x: shape.x, y: shape.y, w: shape.w, h: shape.h };
    case "polygon": {
      const xs = shape.points.map((p) => p[0]);
      const ys = shape.points.map((p) => p[1]);
      const [x, y] = [Math.min(...xs), Math.min(...ys)];
      return { x, y, w: Math.max(...xs) - x, h: Math.max(...ys) - y };
    }
  }
}

/** Whether the point (viewBox units) lies in the shape. */
export function contains(shape: Shape, x: number, y: number): boolean {
  switch (shape.kind) {
    case "circle":
      return (x - shape.cx) ** 2 + (y - shape.cy) ** 2 <= shape.r ** 2;
    case "rect":
      return x >= shape.x && x <= shape.x + shape.w && y >= shape.y && y <= shape.y + shape.h;
    case "polygon": {
      let inside = false;
      const p = shape.points;
      for (let i = 0, j = p.length - 1; i < p.length; j = i++) {
        if (p[i][1] > y !== p[j][1] > y && x < ((p[j][0] - p[i][0]) * (y - p[i][1])) / (p[j][1] - p[i][1]) + p[i][0])
          inside = !inside;
      }
      return inside;
    }
  }
}

/** The region a tap at (x, y) in viewBox units selects, if any. */
export const regionAt = (regions: Region[], x: number, y: number) => regions.find((r) => contains(r.shape, x, y));

const overlap = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/**
 * What breaks the hot-spot rules: a region narrower or shorter than 44 px at
 * 320 px wide (the smallest side of its bounding box, or a circle's
 * diameter), outside the viewBox, overlapping another (bounding boxes), or a
 * repeated id. [] when all is well.
 */
export function regionProblems(picture: Picture): string[] {
  const out: string[] = [];
  const min = (MIN_TARGET_PX * picture.width) / PHONE_WIDTH;
  const boxes = picture.regions.map((r) => boxOf(r.shape));
  const seen = new Set<string>();
  picture.regions.forEach((r, i) => {
    const b = boxes[i];
    if (seen.has(r.id)) out.push(`region id "${r.id}" repeats`);
    seen.add(r.id);
    if (Math.min(b.w, b.h) < min - 1e-6)
      out.push(
        `region "${r.id}" is ${((Math.min(b.w, b.h) * PHONE_WIDTH) / picture.width).toFixed(1)} px at ${PHONE_WIDTH} px wide (min ${MIN_TARGET_PX})`,
      );
    if (b.x < 0 || b.y < 0 || b.x + b.w > picture.width || b.y + b.h > picture.height)
      out.push(`region "${r.id}" leaves the viewBox`);
    for (let j = 0; j < i; j++)
      if (overlap(b, boxes[j])) out.push(`regions "${picture.regions[j].id}" and "${r.id}" overlap`);
  });
  return out;
}
