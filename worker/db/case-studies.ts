// Case studies as the API and the pages serve them: the list of practice
// cases (with the student's bests on the list page), one case with each item
// carrying the chart as it stands at that item, and the case context (client,
// chart at the item's step) for case items met elsewhere (a timed test, a step
// drill, the readiness exam). No keys: items come through toQuestionDto, and
// the chart is data every student may read.
import { and, eq, sql } from "drizzle-orm";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import type { Query } from "./query";
import { caseBests, caseStudies, categories, questions } from "./schema";
import { inIntegers } from "./columns";
import { questionFields, toQuestionDto, type QuestionDto } from "./question-dto";
import { chartAt, stepName, type CaseChart, type CaseContext } from "../../lib/cases/chart";
export type { CaseContext };
import type { CaseClient } from "../../lib/cases/schema";

const caseFields = {
  id: caseStudies.id,
  title: caseStudies.title,
  categoryId: caseStudies.categoryId,
  client: caseStudies.client,
  chart: caseStudies.chart,
  itemCount: caseStudies.itemCount,
  maxPoints: caseStudies.maxPoints,
};
export type CaseRow = SelectResultFields<typeof caseFields>;

/** A case a student may practise (readiness-exam cases are served only inside the exam). */
export const practiceCase = and(eq(caseStudies.active, 1), eq(caseStudies.pool, "practice"));

/** The practice cases, optionally of one category, in the list's order. */
const practiceCaseList = (db: Query, categoryId?: number | null) =>
  db.orm
    .select({
      id: caseStudies.id,
      title: caseStudies.title,
      categoryId: caseStudies.categoryId,
      itemCount: caseStudies.itemCount,
      maxPoints: caseStudies.maxPoints,
      client: caseStudies.client,
    })
    .from(caseStudies)
    .where(and(practiceCase, categoryId ? eq(caseStudies.categoryId, categoryId) : undefined))
    .orderBy(caseStudies.categoryId, caseStudies.code);

/** GET /api/case-studies: each practice case's id, title, category and item count. */
export const listCaseStudies = async (db: Query, categoryId?: number) =>
  (await db.one(practiceCaseList(db, categoryId))).map(({ id, title, categoryId, itemCount }) => ({
    id,
    title,
    categoryId,
    itemCount,
  }));

/** The student's best points on each case they have practised: at most one row per case. */
const bestsOf = (db: Query, userId: number) =>
  db.orm
    .select({ caseId: caseBests.caseId, bestPoints: caseBests.bestPoints, maxPoints: caseBests.maxPoints })
    .from(caseBests)
    .where(eq(caseBests.userId, userId));

/** The list page: the practice cases with their client and points, and the student's best on each, in one round trip. */
export async function practiceCasesWithBests(db: Query, userId: number, categoryId: number | null) {
  const [rows, bests] = await db.batch([practiceCaseList(db, categoryId), bestsOf(db, userId)] as const);
  const best = new Map(bests.map((b) => [b.caseId, b]));
  return rows.map((r) => ({ ...r, client: JSON.parse(r.client) as CaseClient, best: best.get(r.id) ?? null }));
}

/** A practice case with its items in step order, each with the chart as it stands at that item; null when there is none. */
export async function loadCaseStudy(db: Query, id: number) {
  const [[row], items] = await db.batch([
    db.orm
      .select(caseFields)
      .from(caseStudies)
      .where(and(eq(caseStudies.id, id), practiceCase)),
    db.orm
      .select({ ...questionFields, caseStep: questions.caseStep })
      .from(questions)
      .innerJoin(categories, eq(categories.id, questions.categoryId))
      .where(and(eq(questions.caseId, id), eq(questions.active, 1)))
      .orderBy(questions.caseStep),
  ] as const);
  if (!row) return null;
  const chart = JSON.parse(row.chart) as CaseChart;
  return {
    id: row.id,
    title: row.title,
    categoryId: row.categoryId,
    client: JSON.parse(row.client) as CaseClient,
    maxPoints: row.maxPoints,
    items: items.map(({ caseStep, ...q }) => ({
      ...toQuestionDto(q),
      step: caseStep!, // a case's items all have their step
      stepName: stepName(caseStep!),
      chart: chartAt(chart, caseStep!),
    })),
  };
}
export type CaseStudyDto = NonNullable<Awaited<ReturnType<typeof loadCaseStudy>>>;

const contextOf = (row: CaseRow, step: number): CaseContext => ({
  id: row.id,
  title: row.title,
  client: JSON.parse(row.client),
  step,
  stepName: stepName(step),
  itemCount: row.itemCount,
  chart: chartAt(JSON.parse(row.chart), step),
});

/** A case's row for withCaseContext, as a query a caller batches with its own (`preloaded`). */
export const caseRow = (db: Query, caseId: number) =>
  db.orm.select(caseFields).from(caseStudies).where(eq(caseStudies.id, caseId));

/** Adds each case item's context (client, chart at its step) to questions loaded elsewhere: one query for all their cases. */
export async function withCaseContext(
  db: Query,
  items: (QuestionDto & { caseId?: number | null; caseStep?: number | null })[],
  preloaded: CaseRow[] = [],
) {
  const ids = [...new Set(items.flatMap((q) => (q.caseId ? [q.caseId] : [])))];
  if (!ids.length) return items.map(({ caseId, caseStep, ...q }) => q as QuestionDto & { case?: CaseContext });
  const rows = ids.every((id) => preloaded.some((r) => r.id === id))
    ? preloaded
    : await db.one(db.orm.select(caseFields).from(caseStudies).where(inIntegers(caseStudies.id, ids)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return items.map(({ caseId, caseStep, ...q }) => {
    const row = caseId ? byId.get(caseId) : undefined;
    if (!row || !caseStep) return q as QuestionDto & { case?: CaseContext };
    return { ...q, case: contextOf(row, caseStep) };
  });
}

/** One case item's context (client, chart at its step): the readiness exam's current item. */
export async function caseContext(db: Query, caseId: number, step: number): Promise<CaseContext | null> {
  const [row] = await db.one(caseRow(db, caseId));
  return row ? contextOf(row, step) : null;
}

/**
 * The item ids, in step order, of a practice case for a timed test: one the
 * student has not practised if there is one, else any (random; at most the
 * few dozen case rows are read).
 */
export function timedTestCaseItems(db: Query, userId: number) {
  const practised = sql`EXISTS (SELECT 1 FROM ${caseBests} WHERE ${caseBests.userId} = ${userId} AND ${caseBests.caseId} = ${caseStudies.id})`;
  const oneCase = db.orm
    .select({ id: caseStudies.id })
    .from(caseStudies)
    .where(practiceCase)
    .orderBy(practised, sql`random()`)
    .limit(1);
  return db.orm
    .select({ id: questions.id, caseId: questions.caseId })
    .from(questions)
    .where(and(eq(questions.active, 1), eq(questions.caseId, oneCase)))
    .orderBy(questions.caseStep);
}
export type TimedTestCaseItem = Awaited<ReturnType<typeof timedTestCaseItems>>[number];
