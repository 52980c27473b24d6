// Path data: a small builder, polylines, smooth curves through points
// (Catmull-Rom as cubic Béziers), point thinning (Ramer-Douglas-Peucker) for
// sampled traces, and tapered limb outlines.
import { nums } from "./svg";

export type Pt = [number, number];

/** Path data in absolute commands, numbers rounded to one decimal. */
export class Path {
  private d = "";
  private add(cmd: string, ...ns: number[]) {
    this.d += cmd + nums(...ns);
    return this;
  }
  M(x: number, y: number) {
    return this.add("M", x, y);
  }
  L(x: number, y: number) {
    return this.add("L", x, y);
  }
  H(x: number) {
    return this.add("H", x);
  }
  V(y: number) {
    return this.add("V", y);
  }
  Q(x1: number, y1: number, x: number, y: number) {
    return this.add("Q", x1, y1, x, y);
  }
  C(x1: number, y1: number, x2: number, y2: number, x: number, y: number) {
    return this.add("C", x1, y1, x2, y2, x, y);
  }
  A(rx: number, ry: number, rotation: number, large: 0 | 1, sweep: 0 | 1, x: number, y: number) {
    return this.add("A", rx, ry, rotation, large, sweep, x, y);
  }
  Z() {
    this.d += "Z";
    return this;
  }
  /** Appends another path's data. */
  raw(d: string) {
    this.d += d;
    return this;
  }
  toString() {
    return this.d;
  }
}

/** Straight segments through the points: "M x y L x y x y ...". */
export function poly(points: Pt[], closed = false): string {
  if (points.length === 0) return "";
  const [first, ...rest] = points;
  let d = "M" + nums(...first);
  if (rest.length) d += "L" + nums(...rest.flat());
  return closed ? d + "Z" : d;
}

/** A smooth curve through every point (uniform Catmull-Rom, tension 0.5). */
export function smooth(points: Pt[], closed = false): string {
  const n = points.length;
  if (n < 3) return poly(points, closed);
  const at = (i: number): Pt => (closed ? points[(i + n) % n] : points[Math.max(0, Math.min(n - 1, i))]);
  const p = new Path().M(...points[0]);
  const segments = closed ? n : n - 1;
  for (let i = 0; i < segments; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    p.C(
      p1[0] + (p2[0] - p0[0]) / 6,
      p1[1] + (p2[1] - p0[1]) / 6,
      p2[0] - (p3[0] - p1[0]) / 6,
      p2[1] - (p3[1] - p1[1]) / 6,
      p2[0],
      p2[1],
    );
  }
  return closed ? p.Z().toString() : p.toString();
}

/** Drops points that lie within `epsilon` of the line through their neighbours. */
export function simplify(points: Pt[], epsilon: number): Pt[] {
  if (points.length < 3) return points.slice();
  const keep = new Uint8Array(points.length);
  keep[0] = keep[points.length - 1] = 1;
  const stack: [number, number][] = [[0, points.length - 1]];
  while (stack.length) {
    const [a, b] = stack.pop()!;
    const [ax, ay] = points[a];
    const [bx, by] = points[b];
    const len = Math.hypot(bx - ax, by - ay) || 1;
    let worst = -1;
    let worstD = epsilon;
    for (let i = a + 1; i < b; i++) {
      const [px, py] = points[i];
      const d = Math.abs((bx - ax) * (ay - py) - (ax - px) * (by - ay)) / len;
      if (d > worstD) [worst, worstD] = [i, d];
    }
    if (worst > 0) {
      keep[worst] = 1;
      stack.push([a, worst], [worst, b]);
    }
  }
  return points.filter((_, i) => keep[i]);
}

/** The outline of a limb: circles of radius ra at a and rb at b joined by their outer tangents. */
export function capsule(a: Pt, ra: number, b: Pt, rb: number): string {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const len = Math.hypot(dx, dy);
  const [ux, uy] = [dx / len, dy / len];
  const s = Math.max(-1, Math.min(1, (ra - rb) / len));
  const c = Math.sqrt(1 - s * s);
  // normals of the two tangent lines
  const n1: Pt = [s * ux - c * uy, s * uy + c * ux];
  const n2: Pt = [s * ux + c * uy, s * uy - c * ux];
  return new Path()
    .M(a[0] + ra * n1[0], a[1] + ra * n1[1])
    .L(b[0] + rb * n1[0], b[1] + rb * n1[1])
    .A(rb, rb, 0, 0, 0, b[0] + rb * n2[0], b[1] + rb * n2[1])
    .L(a[0] + ra * n2[0], a[1] + ra * n2[1])
    .A(ra, ra, 0, 1, 0, a[0] + ra * n1[0], a[1] + ra * n1[1])
    .Z()
    .toString();
}

/** A point `d` along the segment a->b (0..1) plus an offset perpendicular to it. */
export function along(a: Pt, b: Pt, t: number, side = 0): Pt {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const len = Math.hypot(dx, dy) || 1;
  return [a[0] + dx * t - (dy / len) * side, a[1] + dy * t + (dx / len) * side];
}

/** Rotates p about c by `deg` degrees (clockwise on screen, y down). */
export function rotate(p: Pt, c: Pt, deg: number): Pt {
  const r = (deg * Math.PI) / 180;
  const [x, y] = [p[0] - c[0], p[1] - c[1]];
  return [c[0] + x * Math.cos(r) - y * Math.sin(r), c[1] + x * Math.sin(r) + y * Math.cos(r)];
}
