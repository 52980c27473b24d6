// Format names, the names students see, and the families the draw mix and the
// Item Format filter use. No zod here: islands import this file.
export const FORMAT_NAMES = [
  "single",
  "sata",
  "select_n",
  "mr_grouping",
  "matrix_mc",
  "matrix_mr",
  "dropdown_cloze",
  "dropdown_table",
  "dropdown_rationale",
  "dnd_cloze",
  "dnd_rationale",
  "highlight_text",
  "highlight_table",
  "bowtie",
  "ordered",
  "calculation",
  "hot_spot",
  "exhibit",
  "graphic",
] as const;
export type FormatName = (typeof FORMAT_NAMES)[number];

export const FORMAT_LABELS: Record<FormatName, string> = {
  single: "Multiple choice",
  sata: "Select all that apply",
  select_n: "Select N",
  mr_grouping: "Multiple response grouping",
  matrix_mc: "Matrix multiple choice",
  matrix_mr: "Matrix multiple response",
  dropdown_cloze: "Drop-down cloze",
  dropdown_table: "Drop-down table",
  dropdown_rationale: "Drop-down rationale",
  dnd_cloze: "Drag-and-drop cloze",
  dnd_rationale: "Drag-and-drop rationale",
  highlight_text: "Highlight text",
  highlight_table: "Highlight table",
  bowtie: "Bow-tie",
  ordered: "Ordered response",
  calculation: "Calculation (fill in the blank)",
  hot_spot: "Hot spot",
  exhibit: "Chart/exhibit",
  graphic: "Graphic options",
};

export const isFormat = (name: string): name is FormatName => (FORMAT_NAMES as readonly string[]).includes(name);

/** The NCLEX's other classic item types (issue 28): scored 0/1, or by their response format (exhibit, graphic). */
export const ALTERNATE_FORMATS: readonly FormatName[] = ["calculation", "hot_spot", "exhibit", "graphic"];
export const isAlternate = (name: FormatName) => ALTERNATE_FORMATS.includes(name);

/**
 * Multiple choice, select all that apply, and the Next Generation formats. The
 * alternate formats (calculation, hot spot, exhibit, graphic) are classic
 * stand-alone items, as multiple choice is: they share its family in the draw
 * mix and the readiness exam, and the "NGN formats" filter leaves them out.
 */
export type FormatFamily = "single" | "sata" | "ngn";
export const familyOf = (name: FormatName): FormatFamily =>
  name === "single" || name === "sata" ? name : isAlternate(name) ? "single" : "ngn";
