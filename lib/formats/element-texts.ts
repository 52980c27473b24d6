// The text of every element id in an item's display (options, rows, columns,
// choices, tokens, phrases, bow-tie choices), found by walking the display's
// JSON: any object with a `text` and an `id` or `label`. Lets a review name
// each element of the graded breakdown without knowing the format.
export function elementTexts(display: unknown, into = new Map<string, string>()): Map<string, string> {
  if (Array.isArray(display)) display.forEach((d) => elementTexts(d, into));
  else if (display && typeof display === "object") {
    const o = display as Record<string, unknown>;
    const id = typeof o.id === "string" ? o.id : typeof o.label === "string" ? o.label : null;
    if (id && typeof o.text === "string" && !into.has(id)) into.set(id, o.text);
    Object.values(o).forEach((v) => elementTexts(v, into));
  }
  return into;
}

const UNIT_NAMES: Record<string, string> = {
  actions: "Action to take",
  condition: "Condition",
  parameters: "Parameter to monitor",
};
/** A readable name of a scoring unit: its text, a bow-tie wing, "Blank 2", or nothing for the whole item. */
export function unitName(unit: string, texts: Map<string, string>, blanks: string[] = []): string | null {
  if (unit === "item") return null;
  if (UNIT_NAMES[unit]) return UNIT_NAMES[unit];
  if (texts.has(unit)) return texts.get(unit)!;
  const i = blanks.indexOf(unit);
  return i >= 0 ? `Blank ${i + 1}` : unit;
}
