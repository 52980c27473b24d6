// Each format's view is its own chunk, fetched the first time a question of
// that format is shown: no page's initial JS grows with the formats.
import type { FormatName } from "../../lib/formats/names";
import type { RegisteredView } from "./types";

type Loader = () => Promise<{ default: RegisteredView }>;

export const FORMAT_VIEWS: Record<Exclude<FormatName, "single">, Loader> = {
  sata: () => import("./ChoiceList"),
  select_n: () => import("./ChoiceList"),
  mr_grouping: () => import("./Grouping"),
  matrix_mc: () => import("./Matrix"),
  matrix_mr: () => import("./Matrix"),
  dropdown_cloze: () => import("./Dropdowns"),
  dropdown_table: () => import("./Dropdowns"),
  dropdown_rationale: () => import("./Dropdowns"),
  dnd_cloze: () => import("./DragDrop"),
  dnd_rationale: () => import("./DragDrop"),
  highlight_text: () => import("./Highlight"),
  highlight_table: () => import("./Highlight"),
  bowtie: () => import("./Bowtie"),
  ordered: () => import("./Ordered"),
  calculation: () => import("./Calculation"),
  hot_spot: () => import("./HotSpot"),
  exhibit: () => import("./ByResponse"),
  graphic: () => import("./ByResponse"),
};
