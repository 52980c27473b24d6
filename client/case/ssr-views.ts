// Server only (imported by routes/case-study.tsx and routes/readiness-exam.tsx,
// never by an island): every format view and FormatQuestion, imported
// statically into the worker so the case page renders its first item, and the
// readiness exam its current item, to HTML. A lazy component would suspend in
// the island's renderToString, which then sends the fallback and makes the
// browser throw that boundary away (React error #419). The browser fetches the
// same code lazily (client/formats/index.ts).
import type { FormatName } from "../../lib/formats/names";
import type { RegisteredView } from "../formats/types";
import ChoiceList from "../formats/ChoiceList";
import Grouping from "../formats/Grouping";
import Matrix from "../formats/Matrix";
import Dropdowns from "../formats/Dropdowns";
import DragDrop from "../formats/DragDrop";
import Highlight from "../formats/Highlight";
import Bowtie from "../formats/Bowtie";
import Ordered from "../formats/Ordered";
import Calculation from "../formats/Calculation";
import HotSpot from "../formats/HotSpot";
import ByResponse from "../formats/ByResponse";
import { FormatQuestion } from "../ui/FormatQuestion";
import { preloadedQuestion, preloadedViews } from "./preloaded-views";

const VIEWS: Record<Exclude<FormatName, "single">, RegisteredView> = {
  sata: ChoiceList,
  select_n: ChoiceList,
  mr_grouping: Grouping,
  matrix_mc: Matrix,
  matrix_mr: Matrix,
  dropdown_cloze: Dropdowns,
  dropdown_table: Dropdowns,
  dropdown_rationale: Dropdowns,
  dnd_cloze: DragDrop,
  dnd_rationale: DragDrop,
  highlight_text: Highlight,
  highlight_table: Highlight,
  bowtie: Bowtie,
  ordered: Ordered,
  calculation: Calculation,
  hot_spot: HotSpot,
  exhibit: ByResponse,
  graphic: ByResponse,
};

for (const [name, view] of Object.entries(VIEWS)) preloadedViews.set(name, view);
preloadedQuestion.current = FormatQuestion;
