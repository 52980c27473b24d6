// ECG paper: 1 mm squares in light red, every fifth line heavier (0.2 s and
// 0.5 mV at the standard 25 mm/s and 10 mm/mV), and the trace drawn on it.
import { Path, poly, simplify, type Pt } from "../path";
import { ECG_GRID, INK, path, rect, WHITE } from "../svg";

/** Grid lines over x0..x0+w, y0..y0+h; `mm` is viewBox units per millimetre. */
export function ecgPaper(x0: number, y0: number, w: number, h: number, mm: number): string {
  const minor = new Path();
  const major = new Path();
  const cols = Math.round(w / mm);
  const rows = Math.round(h / mm);
  for (let i = 0; i <= cols; i++) (i % 5 === 0 ? major : minor).M(x0 + i * mm, y0).V(y0 + h);
  for (let j = 0; j <= rows; j++) (j % 5 === 0 ? major : minor).M(x0, y0 + j * mm).H(x0 + w);
  return (
    rect(x0, y0, w, h, { fill: WHITE }) +
    path(minor.toString(), { stroke: ECG_GRID, "stroke-width": Math.min(1, Math.max(0.5, mm * 0.09)) }) +
    path(major.toString(), { stroke: ECG_GRID, "stroke-width": Math.min(2.4, Math.max(1, mm * 0.28)) })
  );
}

/**
 * The trace of a voltage signal (mV over seconds) as one path: sampled every
 * 2 ms over t0..t1, thinned to what shows at `epsilon` units.
 */
export function ecgTrace(
  signal: (t: number) => number,
  o: { t0: number; t1: number; x0: number; baseline: number; mm: number; width: number; epsilon?: number },
): string {
  const pts: Pt[] = [];
  const dt = 0.002;
  const steps = Math.round((o.t1 - o.t0) / dt);
  for (let i = 0; i <= steps; i++) {
    const t = o.t0 + i * dt;
    pts.push([o.x0 + (t - o.t0) * 25 * o.mm, o.baseline - signal(t) * 10 * o.mm]);
  }
  return path(poly(simplify(pts, o.epsilon ?? 0.2)), {
    fill: "none",
    stroke: INK,
    "stroke-width": o.width,
    "stroke-linejoin": "round",
    "stroke-linecap": "round",
  });
}
