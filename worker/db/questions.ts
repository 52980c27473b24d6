// Loading full questions (with category names) by id, in the order given, as
// the API sends them (question-dto.ts): a case item also carries its case
// context. And the keyed columns a grader needs, never sent as they are.
import { eq } from "drizzle-orm";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import type { Query } from "./query";
import { categories, questions, sessionQuestions } from "./schema";
import { inIntegers } from "./columns";
import { questionFields, toQuestionDto, type QuestionDto } from "./question-dto";
import { withCaseContext, type CaseContext, type CaseRow } from "./case-studies";

export { toQuestionDto, type QuestionDto, type QuestionOption, type QuestionRow } from "./question-dto";

const loadFields = { ...questionFields, caseId: questions.caseId, caseStep: questions.caseStep };
export type LoadedQuestionRow = SelectResultFields<typeof loadFields>;

/** Questions by id, in the order given; a case item also carries its case context (client, chart at its step). */
export async function loadQuestions(db: Query, ids: number[]): Promise<(QuestionDto & { case?: CaseContext })[]> {
  if (!ids.length) return [];
  const rows = await db.one(
    db.orm
      .select(loadFields)
      .from(questions)
      .innerJoin(categories, eq(categories.id, questions.categoryId))
      .where(inIntegers(questions.id, ids)),
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return dtosOf(
    db,
    ids.map((id) => byId.get(id)).filter((r) => !!r),
  );
}

/** A session's recorded questions in their order, to batch with the draw's writes (db/session-questions.ts). */
export const sessionQuestionRows = (db: Query, sessionId: number) =>
  db.orm
    .select(loadFields)
    .from(sessionQuestions)
    .innerJoin(questions, eq(questions.id, sessionQuestions.questionId))
    .innerJoin(categories, eq(categories.id, questions.categoryId))
    .where(eq(sessionQuestions.sessionId, sessionId))
    .orderBy(sessionQuestions.position);

/** Loaded rows as the API sends them; case items gain their context (one more read only when their cases are not in `caseRows`). */
export const dtosOf = (db: Query, rows: LoadedQuestionRow[], caseRows?: CaseRow[]) =>
  withCaseContext(
    db,
    rows.map(({ caseId, caseStep, ...r }) => ({ ...toQuestionDto(r), caseId, caseStep })),
    caseRows,
  );

/** The columns a grader needs (lib/formats/submission.ts), keys included: never sent as they are. */
export const storedQuestionFields = {
  type: questions.type,
  options: questions.options,
  correctAnswer: questions.correctAnswer,
  explanation: questions.explanation,
  body: questions.body,
};

const gradableRows = (db: Query, ids: number[]) =>
  db.orm
    .select({ id: questions.id, content: questions.content, display: questions.display, ...storedQuestionFields })
    .from(questions)
    .where(inIntegers(questions.id, ids));

export type GradableQuestion = Awaited<ReturnType<typeof gradableRows>>[number];

export async function loadGradable(db: Query, ids: number[]): Promise<Map<number, GradableQuestion>> {
  if (!ids.length) return new Map();
  const rows = await db.one(gradableRows(db, ids));
  return new Map(rows.map((r) => [r.id, r]));
}
