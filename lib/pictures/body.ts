// A standing figure, front or back, built from a few measurements in head
// units: the silhouette is the union of its parts (every part stroked wide,
// then every part filled white over the strokes, so only the outer edge
// shows), then the details of the view on top. Scenes place their regions on
// the landmarks it returns. Sides are the patient's: on the front view the
// patient's right is the viewer's left, on the back view the viewer's right.
import { along, capsule, Path, smooth, type Pt } from "./path";
import { circle, ellipse, g, INK, path, stroke, WHITE } from "./svg";

export type Side = "right" | "left";
export interface FigureOptions {
  view: "front" | "back";
  /** Centre line x and top of the head y. */
  cx: number;
  top: number;
  /** The unit: about one eighth of the standing height. */
  u: number;
  /** Arms away from the body, degrees from vertical. */
  arms?: number;
  /** Legs apart, degrees from vertical. */
  legs?: number;
  /** False: the forearms are folded in front of the body, out of sight on the back view. */
  forearms?: boolean;
}

export interface Limb {
  shoulder: Pt;
  elbow: Pt;
  wrist: Pt;
  hand: Pt;
  thumb: Pt;
  little: Pt;
  hip: Pt;
  knee: Pt;
  ankle: Pt;
  toe: Pt;
}

export interface Figure {
  svg: string;
  /** Landmarks on the patient's right or left. */
  at: (side: Side) => Limb;
  head: { cx: number; cy: number; rx: number; ry: number };
  neck: number;
  /** Levels (y) of the nipples, umbilicus, hip joints, crotch. */
  nipple: number;
  navel: number;
  crotch: number;
  /** Half-widths of the trunk at the waist and at the hips. */
  waist: number;
  hips: number;
}

const rad = (d: number) => (d * Math.PI) / 180;

export function figure(o: FigureOptions): Figure {
  const { cx, top, u } = o;
  const arms = rad(o.arms ?? 12);
  const legs = rad(o.legs ?? 5);
  const sign = (side: Side) => (side === "right" ? -1 : 1) * (o.view === "front" ? 1 : -1);
  const head = { cx, cy: top + 0.56 * u, rx: 0.42 * u, ry: 0.56 * u };
  const neck = top + 1.36 * u;
  const nipple = top + 2.35 * u;
  const navel = top + 3.45 * u;
  const crotch = top + 4.3 * u;
  const waist = 0.64 * u;
  const hips = 0.84 * u;
  const at = (side: Side): Limb => {
    const s = sign(side);
    const shoulder: Pt = [cx + s * 0.86 * u, top + 1.68 * u];
    const elbow: Pt = [shoulder[0] + s * 1.4 * u * Math.sin(arms), shoulder[1] + 1.4 * u * Math.cos(arms)];
    const wrist: Pt = [elbow[0] + s * 1.2 * u * Math.sin(arms + 0.06), elbow[1] + 1.2 * u * Math.cos(arms + 0.06)];
    const hand: Pt = [wrist[0] + s * 0.62 * u * Math.sin(arms), wrist[1] + 0.62 * u * Math.cos(arms)];
    // palms forward: the thumb is on the outer side on the front view
    const thumb = along(wrist, hand, 0.6, -s * 0.24 * u * (o.view === "front" ? 1 : -1));
    const little = along(wrist, hand, 0.8, s * 0.14 * u * (o.view === "front" ? 1 : -1));
    const hip: Pt = [cx + s * 0.42 * u, top + 4.1 * u];
    const knee: Pt = [hip[0] + s * 2 * u * Math.sin(legs), hip[1] + 2 * u * Math.cos(legs)];
    const ankle: Pt = [knee[0] + s * 1.85 * u * Math.sin(legs), knee[1] + 1.85 * u * Math.cos(legs)];
    const toe: Pt = [ankle[0] + s * 0.22 * u, ankle[1] + (o.view === "front" ? 0.42 : 0.3) * u];
    return { shoulder, elbow, wrist, hand, thumb, little, hip, knee, ankle, toe };
  };
  const parts: string[] = [
    ellipse(head.cx, head.cy, head.rx, head.ry),
    path(capsule([cx, top + 0.9 * u], 0.2 * u, [cx, neck + 0.14 * u], 0.21 * u)),
  ];
  for (const s of [-1, 1]) parts.push(ellipse(cx + s * head.rx * 0.98, head.cy + 0.04 * u, 0.09 * u, 0.16 * u));
  const trunk = (s: 1 | -1): Pt[] => [
    [cx, top + 1.3 * u],
    [cx + s * 0.3 * u, top + 1.34 * u],
    [cx + s * 0.9 * u, top + 1.52 * u],
    [cx + s * 0.98 * u, top + 1.8 * u],
    [cx + s * 0.8 * u, top + 2.35 * u],
    [cx + s * waist, top + 3.2 * u],
    [cx + s * hips, top + 3.95 * u],
    [cx + s * 0.72 * u, crotch],
    [cx, crotch + 0.05 * u],
  ];
  parts.push(path(smooth([...trunk(-1), ...trunk(1).reverse().slice(1, -1)], true)));
  for (const side of ["right", "left"] as Side[]) {
    const l = at(side);
    parts.push(path(capsule(l.shoulder, 0.24 * u, l.elbow, 0.16 * u)));
    if (o.forearms !== false) {
      parts.push(
        path(capsule(l.elbow, 0.16 * u, l.wrist, 0.11 * u)),
        path(capsule(l.wrist, 0.13 * u, along(l.wrist, l.hand, 0.75), 0.16 * u)),
        path(capsule(along(l.wrist, l.hand, 0.1), 0.06 * u, l.thumb, 0.055 * u)),
      );
    }
    parts.push(
      path(capsule(l.hip, 0.42 * u, l.knee, 0.22 * u)),
      path(capsule(l.knee, 0.22 * u, l.ankle, 0.12 * u)),
      path(capsule(l.ankle, 0.12 * u, l.toe, 0.13 * u)),
    );
  }
  const w = Math.max(1.6, u * 0.04);
  const svg = g(stroke(2 * w), ...parts) + g({ fill: WHITE }, ...parts) + details(o, at, head, nipple, navel, w);
  return { svg, at, head, neck, nipple, navel, crotch, waist, hips };
}

function details(
  o: FigureOptions,
  at: (s: Side) => Limb,
  head: Figure["head"],
  nipple: number,
  navel: number,
  w: number,
): string {
  const { cx, top, u } = o;
  const lines = new Path();
  const r = at("right");
  const l = at("left");
  for (const k of [r, l])
    lines
      .M(k.knee[0] - 0.13 * u, k.knee[1] - 0.05 * u)
      .Q(k.knee[0], k.knee[1] + 0.08 * u, k.knee[0] + 0.13 * u, k.knee[1] - 0.05 * u);
  if (o.view === "front") {
    lines.M(cx - 0.12 * u, head.cy + 0.2 * u).Q(cx, head.cy + 0.28 * u, cx + 0.12 * u, head.cy + 0.2 * u);
    for (const s of [-1, 1])
      lines.M(cx + s * 0.08 * u, top + 1.46 * u).Q(cx + s * 0.45 * u, top + 1.54 * u, cx + s * 0.8 * u, top + 1.5 * u);
    return (
      path(lines.toString(), stroke(w * 0.8, { "stroke-opacity": 0.7 })) +
      g(
        { fill: INK },
        circle(cx - 0.16 * u, head.cy - 0.05 * u, 0.045 * u),
        circle(cx + 0.16 * u, head.cy - 0.05 * u, 0.045 * u),
        circle(cx - 0.42 * u, nipple, 0.05 * u),
        circle(cx + 0.42 * u, nipple, 0.05 * u),
      ) +
      ellipse(cx, navel, 0.05 * u, 0.08 * u, stroke(w * 0.8))
    );
  }
  lines
    .M(cx, top + 1.4 * u)
    .V(top + 3.5 * u)
    .M(cx, top + 3.75 * u)
    .V(top + 4.25 * u);
  for (const s of [-1, 1])
    lines.raw(
      smooth(
        [
          [cx + s * 0.2 * u, top + 1.85 * u],
          [cx + s * 0.62 * u, top + 1.8 * u],
          [cx + s * 0.46 * u, top + 2.45 * u],
          [cx + s * 0.24 * u, top + 2.7 * u],
        ],
        true,
      ),
    );
  for (const s of [-1, 1])
    lines.M(cx + s * 0.05 * u, top + 4.25 * u).Q(cx + s * 0.4 * u, top + 4.4 * u, cx + s * 0.7 * u, top + 4.2 * u);
  const hair = smooth(
    [
      [cx - head.rx, head.cy + 0.15 * u],
      [cx - head.rx * 0.9, head.cy - 0.4 * u],
      [cx, top],
      [cx + head.rx * 0.9, head.cy - 0.4 * u],
      [cx + head.rx, head.cy + 0.15 * u],
      [cx, head.cy + 0.3 * u],
    ],
    true,
  );
  return (
    path(hair, { fill: INK, "fill-opacity": 0.18 }) + path(lines.toString(), stroke(w * 0.8, { "stroke-opacity": 0.6 }))
  );
}
