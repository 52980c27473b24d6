// Case studies as the API serves them: the list of practice cases, one case
// with each item carrying the chart as it stands at that item, and the case
// context (client, chart at the item's step) for case items met elsewhere (a
// timed test, a step drill, the readiness exam). No keys: items come through
// toQuestionDto, and the chart is data every student may read.
import type { Query, Statement } from "./query";
import { QUESTION_COLUMNS, toQuestionDto, type QuestionDto, type QuestionRow } from "./questions";
import { chartAt, stepName, type CaseChart, type CaseContext } from "../../lib/cases/chart";
export type { CaseContext };
import type { CaseClient } from "../../lib/cases/schema";

export interface CaseListEntry {
  id: number;
  title: string;
  categoryId: number;
  itemCount: number;
}

interface CaseRow {
  id: number;
  title: string;
  categoryId: number;
  client: string;
  chart: string;
  itemCount: number;
  maxPoints: number;
}

const CASE_COLUMNS =
  "id, title, category_id AS categoryId, client, chart, item_count AS itemCount, max_points AS maxPoints";
const PRACTICE = "active = 1 AND pool = 'practice'";

export const listCaseStudies = (db: Query, categoryId?: number) =>
  db.rawAll<CaseListEntry>(
    `SELECT id, title, category_id AS categoryId, item_count AS itemCount FROM case_studies WHERE ${PRACTICE}${categoryId ? " AND category_id = ?" : ""} ORDER BY category_id, code`,
    ...(categoryId ? [categoryId] : []),
  );

/** The student's best points on each case they have practised: at most one row per case. */
export const caseBests = (db: Query, userId: number) =>
  db.rawAll<{ caseId: number; bestPoints: number; maxPoints: number }>(
    "SELECT case_id AS caseId, best_points AS bestPoints, max_points AS maxPoints FROM case_bests WHERE user_id = ?",
    userId,
  );

/** A practice case with its items in step order, each with the chart as it stands at that item; null when there is none. */
export async function loadCaseStudy(db: Query, id: number) {
  const [[row], items] = (await db.rawBatch([
    [`SELECT ${CASE_COLUMNS} FROM case_studies WHERE id = ? AND ${PRACTICE}`, id],
    [
      `SELECT ${QUESTION_COLUMNS}, q.case_step AS caseStep FROM questions q JOIN categories c ON c.id = q.category_id WHERE q.case_id = ? AND q.active = 1 ORDER BY q.case_step`,
      id,
    ],
  ])) as unknown as [[CaseRow?], (QuestionRow & { caseStep: number })[]];
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
      step: caseStep,
      stepName: stepName(caseStep),
      chart: chartAt(chart, caseStep),
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

/** Adds each case item's context (client, chart at its step) to questions loaded elsewhere: one query for all their cases. */
/** A case's row for withCaseContext, as a statement a caller batches with its own (`preloaded`). */
export const caseRowStatement = (caseId: number): Statement => [
  `SELECT ${CASE_COLUMNS} FROM case_studies WHERE id = ?`,
  caseId,
];

export async function withCaseContext(
  db: Query,
  questions: (QuestionDto & { caseId?: number | null; caseStep?: number | null })[],
  preloaded: unknown[] = [],
) {
  const ids = [...new Set(questions.flatMap((q) => (q.caseId ? [q.caseId] : [])))];
  if (!ids.length) return questions.map(({ caseId, caseStep, ...q }) => q as QuestionDto & { case?: CaseContext });
  const loaded = preloaded as CaseRow[];
  const rows = ids.every((id) => loaded.some((r) => r.id === id))
    ? loaded
    : await db.rawAll<CaseRow>(
        `SELECT ${CASE_COLUMNS} FROM case_studies WHERE id IN (${ids.map(Math.trunc).join(",")})`,
      );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return questions.map(({ caseId, caseStep, ...q }) => {
    const row = caseId ? byId.get(caseId) : undefined;
    if (!row || !caseStep) return q as QuestionDto & { case?: CaseContext };
    return { ...q, case: contextOf(row, caseStep) };
  });
}

/** One case item's context (client, chart at its step): the readiness exam's current item. */
export async function caseContext(db: Query, caseId: number, step: number): Promise<CaseContext | null> {
  const row = await db.rawFirst<CaseRow>(`SELECT ${CASE_COLUMNS} FROM case_studies WHERE id = ?`, caseId);
  return row && contextOf(row, step);
}

/**
 * The item ids, in step order, of a practice case for a timed test: one the
 * student has not practised if there is one, else any (random; at most the
 * few dozen case rows are read).
 */
export const caseForTimedTestStatement = (userId: number): Statement => [
  `SELECT q.id, q.case_id AS caseId FROM questions q WHERE q.active = 1 AND q.case_id = (
      SELECT cs.id FROM case_studies cs WHERE cs.active = 1 AND cs.pool = 'practice'
      ORDER BY EXISTS (SELECT 1 FROM case_bests b WHERE b.user_id = ? AND b.case_id = cs.id), random() LIMIT 1)
    ORDER BY q.case_step`,
  userId,
];
