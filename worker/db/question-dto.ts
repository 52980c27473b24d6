// A question as the API sends it, and the columns it is built from. A
// single-answer item carries the spec's payload (options with rationales,
// correctAnswer, explanation). An NGN item carries its key-free display as
// `item` and no keys: those come with the graded answer. A file of its own so
// that questions.ts (loading) and case-studies.ts (a case's items) share it
// without importing each other.
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import { categories, questions } from "./schema";
import type { DisplayedQuestion, ShownItem } from "../../lib/formats/displays";
import type { FormatName } from "../../lib/formats/names";

export interface QuestionOption {
  label: string;
  text: string;
  rationale?: string;
}

export type QuestionDto = DisplayedQuestion & {
  id: number;
  code: string;
  maxPoints: number;
  categoryId: number;
  category: string;
  clientNeed: string;
  difficulty: number;
  content: string;
  options: QuestionOption[];
  correctAnswer: string | null;
  explanation: string | null;
};

/** What a QuestionDto is built from, in its field order; `category` needs categories joined on the question's category. */
export const questionFields = {
  id: questions.id,
  code: questions.code,
  type: questions.type,
  maxPoints: questions.maxPoints,
  categoryId: questions.categoryId,
  category: categories.name,
  clientNeed: questions.clientNeed,
  difficulty: questions.difficulty,
  content: questions.content,
  options: questions.options,
  correctAnswer: questions.correctAnswer,
  explanation: questions.explanation,
  display: questions.display,
};

export type QuestionRow = SelectResultFields<typeof questionFields>;

export function toQuestionDto({ display, ...r }: QuestionRow): QuestionDto {
  if (r.type === "single") return { ...r, type: "single", options: JSON.parse(r.options), item: null };
  // The stored display is what the format's display() built when seeding (typed there by lib/formats/displays.ts).
  const item = JSON.parse(display ?? "{}") as ShownItem<Exclude<FormatName, "single">>;
  // Select-all and select-N also list their options where the spec's clients look for them (without rationales).
  const options = "options" in item && (r.type === "sata" || r.type === "select_n") ? item.options : [];
  return { ...r, options, correctAnswer: null, explanation: null, item } as QuestionDto;
}
