// A question as the flag and note lists show it: what it is and the start of
// its stem (no options, no keys). Selected from a student's rows joined to
// questions and categories.
import { sql } from "drizzle-orm";
import { categories, questions } from "./schema";
import { stemPreview } from "../../lib/notes";

export const previewFields = {
  questionId: sql<number>`${questions.id}`.as("question_id"),
  code: questions.code,
  type: questions.type,
  categoryId: questions.categoryId,
  category: categories.name,
  clientNeed: questions.clientNeed,
  system: questions.system,
  stem: questions.content,
};

export const previewOf = (r: {
  questionId: number;
  code: string;
  type: string;
  categoryId: number;
  category: string;
  clientNeed: string;
  system: string | null;
  stem: string;
}) => ({
  id: r.questionId,
  code: r.code,
  type: r.type,
  category: { id: r.categoryId, name: r.category },
  clientNeed: r.clientNeed,
  system: r.system,
  preview: stemPreview(r.stem),
});
