// Markup building blocks every scene writes through: the palette, 1-decimal
// numbers, escaped text and attributes, and a whitelist of elements, so the
// output is compact and carries no ids, links, scripts or event attributes.

export const INK = "#1f2937";
export const WHITE = "#fff";
/** Grid lines and light fills, except on ECG paper. */
export const GRID = "#d1d5db";
export const ECG_GRID = "#f3c4c4";
/** The one accent colour a picture may use. */
export const ACCENT = "#2563eb";
export const FONT = "system-ui,sans-serif";

/** A coordinate rounded to one decimal, without "-0". */
export function num(n: number): string {
  if (!Number.isFinite(n)) throw new Error(`picture coordinate is not a finite number: ${n}`);
  const r = Math.round(n * 10) / 10;
  return r === 0 ? "0" : String(r);
}

/** Numbers joined as compactly as SVG allows ("10-4.5 3"). */
export const nums = (...ns: number[]) => ns.map(num).join(" ").replace(/ -/g, "-");

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]);

export type Tag = "g" | "path" | "circle" | "ellipse" | "rect" | "line" | "polygon" | "text";
export type Attrs = Record<string, string | number | undefined>;
const ATTR = /^[a-z][a-z-]*$/;

export function attrs(a: Attrs): string {
  let out = "";
  for (const [k, v] of Object.entries(a)) {
    if (v === undefined) continue;
    if (!ATTR.test(k) || k.startsWith("on") || k === "id" || k.includes("href"))
      throw new Error(`attribute not allowed in a picture: ${k}`);
    const value = typeof v === "number" ? num(v) : escapeXml(v);
    if (/url\(|javascript:/i.test(value)) throw new Error(`attribute value not allowed in a picture: ${k}="${value}"`);
    out += ` ${k}="${value}"`;
  }
  return out;
}

/** One element; `children` is markup built by these helpers. */
export const el = (tag: Tag, a: Attrs, children?: string) =>
  children === undefined ? `<${tag}${attrs(a)}/>` : `<${tag}${attrs(a)}>${children}</${tag}>`;

export const g = (a: Attrs, ...children: string[]) => el("g", a, children.join(""));
export const path = (d: string, a: Attrs = {}) => (d ? el("path", { d, ...a }) : "");
export const circle = (cx: number, cy: number, r: number, a: Attrs = {}) => el("circle", { cx, cy, r, ...a });
export const ellipse = (cx: number, cy: number, rx: number, ry: number, a: Attrs = {}) =>
  el("ellipse", { cx, cy, rx, ry, ...a });
export const rect = (x: number, y: number, width: number, height: number, a: Attrs = {}) =>
  el("rect", { x, y, width, height, ...a });

/** Text is escaped here and nowhere else. */
export function text(x: number, y: number, content: string, a: Attrs = {}) {
  return el("text", { x, y, "font-family": FONT, "font-size": 12, fill: INK, ...a }, escapeXml(content));
}

/** A transform attribute value with rounded numbers: rotate(deg cx cy), optionally after translate(dx dy). */
export const rotation = (deg: number, cx: number, cy: number, dx = 0, dy = 0) =>
  (dx || dy ? `translate(${nums(dx, dy)}) ` : "") + `rotate(${nums(deg, cx, cy)})`;

/** Stroke-only drawing in ink. */
export const stroke = (width: number, extra: Attrs = {}): Attrs => ({
  fill: "none",
  stroke: INK,
  "stroke-width": width,
  "stroke-linecap": "round",
  "stroke-linejoin": "round",
  ...extra,
});
