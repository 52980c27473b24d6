// Element ids that say nothing (issue 26). Content files keep readable ids
// (s1…s6 in key order, a1/a2 for the keyed wing, r1 rows…), which a student
// could read the key from. What the browser receives instead is the item with
// every element id replaced by an opaque id that is a keyed hash of the id, the
// question and the draw (so it differs per draw and per item, and reveals
// nothing without the server's key), with select-all and select-N options and
// matrix rows in a per-draw order (relabelled A, B, C… in that order). The
// other formats' choices, tokens and wings are already shown in an order
// derived from their ids (shuffle.ts), so opaque ids shuffle them per draw.
// The server grades the relabelled item directly and stores the response in
// content ids. Pure: the caller supplies the opaque id of each content id.
import type { FormatName } from "./names";
import { letters } from "./common";

/** Formats whose elements keep their content ids: a single-answer item's A–D labels are its balanced key positions; a calculation has no elements. */
const KEPT: ReadonlySet<FormatName> = new Set(["single", "calculation"]);
const LABELLED: ReadonlySet<FormatName> = new Set(["sata", "select_n", "exhibit", "graphic"]);
const SHUFFLED_ROWS: ReadonlySet<FormatName> = new Set(["matrix_mc", "matrix_mr"]);

export const relabels = (type: FormatName) => !KEPT.has(type);
/** Formats whose options keep labels A, B, C… (in a per-draw order) rather than opaque ids. */
export const labelled = (type: FormatName) => LABELLED.has(type);

/** Every element id an item's body names: objects' `id`s and, for labelled formats, option labels. */
export function contentIds(type: FormatName, body: unknown): string[] {
  const ids = new Set<string>();
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === "object") {
      const o = v as Record<string, unknown>;
      if (typeof o.id === "string") ids.add(o.id);
      if (LABELLED.has(type) && typeof o.label === "string") ids.add(o.label);
      Object.values(o).forEach(walk);
    }
  };
  walk(body);
  return [...ids];
}

export interface Relabelled {
  body: unknown;
  /** A response in the relabelled item's ids, back in content ids (for storing). */
  toContent(response: unknown): unknown;
  /** A stored response in content ids, in the relabelled item's ids (a replayed answer's reply). */
  toDrawn(response: unknown): unknown;
}

const swapStrings = (v: unknown, map: ReadonlyMap<string, string>): unknown => {
  if (typeof v === "string") return map.get(v) ?? v;
  if (Array.isArray(v)) return v.map((x) => swapStrings(x, map));
  if (v && typeof v === "object")
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [map.get(k) ?? k, swapStrings(x, map)]));
  return v;
};

/** Rewrites ids inside passages: `{{b1}}` blanks and `[[p1|words]]` phrases. */
const swapMarks = (text: string, map: ReadonlyMap<string, string>) =>
  text
    .replace(/\{\{([a-z][a-z0-9_]*)\}\}/g, (m, id: string) => (map.has(id) ? `{{${map.get(id)}}}` : m))
    .replace(/\[\[([a-z][a-z0-9_]*)\|/g, (m, id: string) => (map.has(id) ? `[[${map.get(id)}|` : m));

const ID_FIELDS = new Set(["id", "answer", "answers", "links"]);

function rewrite(v: unknown, map: ReadonlyMap<string, string>, key = ""): unknown {
  if (typeof v === "string") return ID_FIELDS.has(key) ? (map.get(v) ?? v) : swapMarks(v, map);
  if (Array.isArray(v)) return v.map((x) => rewrite(x, map, ID_FIELDS.has(key) ? key : ""));
  if (v && typeof v === "object")
    return Object.fromEntries(Object.entries(v as Record<string, unknown>).map(([k, x]) => [k, rewrite(x, map, k)]));
  return v;
}

type Option = { label: string };

/**
 * The item as this draw shows it. `opaque` gives each content id's opaque id
 * (a keyed hash: distinct within the item, unguessable without the key).
 */
export function relabel(type: FormatName, body: unknown, opaque: ReadonlyMap<string, string>): Relabelled {
  if (KEPT.has(type)) return { body, toContent: (r) => r, toDrawn: (r) => r };
  if (LABELLED.has(type)) {
    // Options in the order of their labels' opaque ids, relabelled A, B, C… in that order.
    const b = body as { options: Option[]; correctAnswer?: string };
    const order = [...b.options].sort((x, y) => opaque.get(x.label)!.localeCompare(opaque.get(y.label)!));
    const shown = letters(order.length);
    const toContentLabel = new Map(order.map((o, i) => [shown[i], o.label]));
    const toShownLabel = new Map(order.map((o, i) => [o.label, shown[i]]));
    return {
      body: {
        ...b,
        options: order.map((o, i) => ({ ...o, label: shown[i] })),
        // A single-answer exhibit or graphic item keys its label.
        ...(b.correctAnswer !== undefined ? { correctAnswer: toShownLabel.get(b.correctAnswer) } : {}),
      },
      toContent: (r) => swapStrings(r, toContentLabel),
      toDrawn: (r) => swapStrings(r, toShownLabel),
    };
  }
  const back = new Map([...opaque].map(([content, o]) => [o, content]));
  let out = rewrite(body, opaque) as Record<string, unknown>;
  if (SHUFFLED_ROWS.has(type) && Array.isArray(out.rows))
    out = { ...out, rows: [...(out.rows as { id: string }[])].sort((x, y) => x.id.localeCompare(y.id)) };
  return { body: out, toContent: (r) => swapStrings(r, back), toDrawn: (r) => swapStrings(r, opaque) };
}

// Arrays of choices whose order carries no meaning: shown in opaque-id order, so each draw shows another order.
const SHUFFLED_LISTS = new Set(["tokens", "choices", "options", "actions", "conditions", "parameters"]);

function rewriteDisplay(v: unknown, map: ReadonlyMap<string, string>, key = ""): unknown {
  if (typeof v === "string") return key === "blanks" || key === "id" ? (map.get(v) ?? v) : swapMarks(v, map);
  if (Array.isArray(v)) {
    const out = v.map((x) => rewriteDisplay(x, map, key === "blanks" ? "blanks" : ""));
    const sortable = out.every((x) => x && typeof x === "object" && typeof (x as { id?: unknown }).id === "string");
    return sortable && SHUFFLED_LISTS.has(key)
      ? [...(out as { id: string }[])].sort((a, b) => a.id.localeCompare(b.id))
      : out;
  }
  if (v && typeof v === "object")
    return Object.fromEntries(
      Object.entries(v as Record<string, unknown>).map(([k, x]) => [k, rewriteDisplay(x, map, k)]),
    );
  return v;
}

/**
 * What the browser shows of this draw: the key-free display with the same
 * opaque ids as `relabel` gives the body (so a response to it is graded against
 * the relabelled body), and its choices in opaque-id order.
 */
export function relabelDisplay(
  type: FormatName,
  display: Record<string, unknown>,
  opaque: ReadonlyMap<string, string>,
) {
  if (KEPT.has(type)) return display;
  if (LABELLED.has(type)) {
    // An item whose options live only in the options column (no body) has nothing here to reorder.
    if (!Array.isArray(display.options)) return display;
    const options = display.options as Option[];
    const order = [...options].sort((x, y) => opaque.get(x.label)!.localeCompare(opaque.get(y.label)!));
    const shown = letters(order.length);
    return { ...display, options: order.map((o, i) => ({ ...o, label: shown[i] })) };
  }
  const out = rewriteDisplay(display, opaque) as Record<string, unknown>;
  if (SHUFFLED_ROWS.has(type) && Array.isArray(out.rows))
    return { ...out, rows: [...(out.rows as { id: string }[])].sort((x, y) => x.id.localeCompare(y.id)) };
  return out;
}

/** Every element id a display names (as contentIds does for a body). */
export const displayIds = (type: FormatName, display: Record<string, unknown>) => {
  const ids = new Set(contentIds(type, display));
  if (Array.isArray(display.blanks)) for (const b of display.blanks) if (typeof b === "string") ids.add(b);
  return [...ids];
};
