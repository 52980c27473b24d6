// Loading full questions (with category names) by id, in the order given.
import type { Query } from "./query";

export interface QuestionOption {
  label: string;
  text: string;
  rationale: string;
}

export interface QuestionDto {
  id: number;
  code: string;
  type: string;
  categoryId: number;
  category: string;
  clientNeed: string;
  difficulty: number;
  content: string;
  options: QuestionOption[];
  correctAnswer: string;
  explanation: string;
}

interface Row extends Omit<QuestionDto, "options"> {
  options: string;
}

export const QUESTION_COLUMNS =
  "q.id, q.code, q.type, q.category_id AS categoryId, c.name AS category, q.client_need AS clientNeed, q.difficulty, q.content, q.options, q.correct_answer AS correctAnswer, q.explanation";

export const toQuestionDto = (r: Row): QuestionDto => ({ ...r, options: JSON.parse(r.options) });

export async function loadQuestions(db: Query, ids: number[]): Promise<QuestionDto[]> {
  if (!ids.length) return [];
  const rows = await db.all<Row>(`SELECT ${QUESTION_COLUMNS} FROM questions q JOIN categories c ON c.id = q.category_id WHERE q.id IN (${ids.map(Math.trunc).join(",")})`); // integer ids inlined: D1 allows 100 bound parameters
  const byId = new Map(rows.map((r) => [r.id, toQuestionDto(r)]));
  return ids.map((id) => byId.get(id)).filter((q): q is QuestionDto => !!q);
}
