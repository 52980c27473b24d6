// Loading full questions (with category names) by id, in the order given.
// A single-answer item carries the spec's payload (options with rationales,
// correctAnswer, explanation). An NGN item carries its key-free display as
// `item` and no keys: those come with the graded answer.
import type { Query, Statement } from "./query";
import type { FormatName } from "../../lib/formats/registry";
import type { StoredQuestion } from "../../lib/formats/submission";
import { withCaseContext, type CaseContext } from "./case-studies";

export interface QuestionOption {
  label: string;
  text: string;
  rationale?: string;
}

export interface QuestionDto {
  id: number;
  code: string;
  type: FormatName;
  maxPoints: number;
  categoryId: number;
  category: string;
  clientNeed: string;
  difficulty: number;
  content: string;
  options: QuestionOption[];
  correctAnswer: string | null;
  explanation: string | null;
  /** NGN formats: what the screen shows (lib/formats, display()); null for single-answer items. */
  item: Record<string, unknown> | null;
}

export interface QuestionRow extends Omit<QuestionDto, "options" | "item"> {
  options: string;
  display: string | null;
}

export const QUESTION_COLUMNS =
  "q.id, q.code, q.type, q.max_points AS maxPoints, q.category_id AS categoryId, c.name AS category, q.client_need AS clientNeed, q.difficulty, q.content, q.options, q.correct_answer AS correctAnswer, q.explanation, q.display";

export function toQuestionDto({ display, ...r }: QuestionRow): QuestionDto {
  if (r.type === "single") return { ...r, options: JSON.parse(r.options), item: null };
  const item = JSON.parse(display ?? "{}") as Record<string, unknown>;
  // Select-all and select-N also list their options where the spec's clients look for them (without rationales).
  const options =
    Array.isArray(item.options) && (r.type === "sata" || r.type === "select_n")
      ? (item.options as QuestionOption[])
      : [];
  return { ...r, options, correctAnswer: null, explanation: null, item };
}

type CaseRow = QuestionRow & { caseId: number | null; caseStep: number | null };
const LOAD_COLUMNS = `${QUESTION_COLUMNS}, q.case_id AS caseId, q.case_step AS caseStep`;

/** Questions by id, in the order given; a case item also carries its case context (client, chart at its step). */
export async function loadQuestions(db: Query, ids: number[]): Promise<(QuestionDto & { case?: CaseContext })[]> {
  if (!ids.length) return [];
  // integer ids inlined: D1 allows 100 bound parameters
  const rows = await db.rawAll<CaseRow>(
    `SELECT ${LOAD_COLUMNS} FROM questions q JOIN categories c ON c.id = q.category_id WHERE q.id IN (${ids.map(Math.trunc).join(",")})`,
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return dtosOf(
    db,
    ids.map((id) => byId.get(id)).filter((r) => !!r),
  );
}

/** A session's recorded questions in their order, as a statement to batch with the draw's writes (db/session-questions.ts). */
export const sessionQuestionsStatement = (sessionId: number): Statement => [
  `SELECT ${LOAD_COLUMNS} FROM session_questions sq JOIN questions q ON q.id = sq.question_id JOIN categories c ON c.id = q.category_id WHERE sq.session_id = ? ORDER BY sq.position`,
  sessionId,
];

/** Question rows (LOAD_COLUMNS) as the API sends them; case items gain their context (one more read only when there are any). */
export const dtosOf = (db: Query, rows: unknown[], caseRows?: unknown[]) =>
  withCaseContext(
    db,
    (rows as CaseRow[]).map(({ caseId, caseStep, ...r }) => ({ ...toQuestionDto(r), caseId, caseStep })),
    caseRows,
  );

/** The columns a grader needs (lib/formats/submission.ts), keys included: never sent as they are. */
export const STORED_QUESTION_COLUMNS = "type, options, correct_answer AS correctAnswer, explanation, body";

export interface GradableQuestion extends StoredQuestion {
  id: number;
  content: string;
  display: string | null;
}

export async function loadGradable(db: Query, ids: number[]): Promise<Map<number, GradableQuestion>> {
  if (!ids.length) return new Map();
  const rows = await db.rawAll<GradableQuestion>(
    `SELECT id, content, display, ${STORED_QUESTION_COLUMNS} FROM questions WHERE id IN (${ids.map(Math.trunc).join(",")})`,
  );
  return new Map(rows.map((r) => [r.id, r]));
}
