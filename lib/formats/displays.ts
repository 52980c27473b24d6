// What the browser receives of each format before answering: the key-free
// display each definition's display() builds (the registry's FormatDefinition
// checks it against these), and what each view in client/formats/ reads. One
// home for the server-browser contract of item shapes. Pure types.
import type { FormatName } from "./names";
import type { ShownTab } from "../cases/chart";
import type { Shape } from "../pictures/types";

export interface Choice {
  id: string;
  text: string;
}
export interface LabelledOption {
  label: string;
  text: string;
}
/** A passage part: plain text, or a phrase the student can highlight. */
export type Segment = string | Choice;
export interface DropdownBlankDisplay {
  id: string;
  choices: Choice[];
}

export interface ChoiceDisplay {
  options: LabelledOption[];
}
export interface SelectNDisplay extends ChoiceDisplay {
  /** How many to pick. */
  select: number;
}
export interface MatrixDisplay {
  columns: Choice[];
  rows: Choice[];
}
export interface GroupingDisplay {
  groups: (Choice & { options: Choice[] })[];
}
export interface DropdownClozeDisplay {
  passage: string;
  blanks: DropdownBlankDisplay[];
}
export interface DropdownTableDisplay {
  headers: string[];
  rows: (Choice & { blanks: DropdownBlankDisplay[] })[];
}
export interface DragDropDisplay {
  passage: string;
  tokens: Choice[];
  blanks: string[];
}
export interface HighlightTextDisplay {
  passage: Segment[];
}
export interface HighlightTableDisplay {
  headers: string[];
  /** Rows of cells, each cell a list of segments. */
  rows: Segment[][][];
}
export type BowtieDisplay = Record<"actions" | "conditions" | "parameters", Choice[]>;
export interface OrderedDisplay {
  options: Choice[];
}

export interface FormatDisplays {
  single: ChoiceDisplay;
  sata: ChoiceDisplay;
  select_n: SelectNDisplay;
  mr_grouping: GroupingDisplay;
  matrix_mc: MatrixDisplay;
  matrix_mr: MatrixDisplay;
  dropdown_cloze: DropdownClozeDisplay;
  dropdown_table: DropdownTableDisplay;
  dropdown_rationale: DropdownClozeDisplay;
  dnd_cloze: DragDropDisplay;
  dnd_rationale: DragDropDisplay;
  highlight_text: HighlightTextDisplay;
  highlight_table: HighlightTableDisplay;
  bowtie: BowtieDisplay;
  ordered: OrderedDisplay;
  calculation: { unit: string; rounding: "whole" | "tenth" | "hundredth" };
  hot_spot: {
    picture: { width: number; height: number; svg: string; alt: string };
    select: number;
    regions: { id: string; name: string; shape: Shape }[];
  };
  exhibit: ChoiceDisplay & { response: "single" | "sata"; chart: unknown };
  graphic: {
    response: "single" | "sata";
    options: (LabelledOption & { picture?: { width: number; height: number; svg: string } })[];
  };
}

/** What a question carries as `item`: an NGN format's display (a trend item's chart with it); null for single-answer items, whose options are the spec's payload. */
export type ShownItem<F extends FormatName> = F extends "single" ? null : FormatDisplays[F] & { chart?: ShownTab[] };

/** A question of one of the given formats, its item typed by its format. */
export type DisplayedQuestion<K extends FormatName = FormatName> = {
  [F in K]: { type: F; item: ShownItem<F> };
}[K];
