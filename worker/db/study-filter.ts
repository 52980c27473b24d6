// The test builder's filters as SQL over the questions table (issue 27): what
// may be drawn (the practice pool, or one clinical-judgment step's case items;
// never the readiness pool), narrowed by category, difficulty, format, client
// needs and body systems; and a student's question modes (status) as a
// predicate on the question. Shared by the status draw (status-draw.ts), the
// draw's need and system groups (draw.ts) and the counts (question-counts.ts).
import { eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { flags, questions, userQuestionState } from "./schema";
import { qualified } from "./columns";
import type { FormatFilter } from "../../lib/format-mix";
import type { ClientNeed } from "../../lib/categories";
import type { SystemSlug } from "../../lib/systems";
import type { Status } from "../../lib/study-filters";

export interface BankFilter {
  categoryId: number | null;
  /** Content levels 1..5 (all five: no filter). */
  levels: readonly number[];
  formats: FormatFilter;
  /** A clinical-judgment step (1..6): that step's practice-case items instead of stand-alone questions. */
  step: number | null;
  clientNeed?: ClientNeed[];
  system?: SystemSlug[];
}

/** The questions a filter may draw: active, outside the readiness pool, matching every filter given. */
export function bankConditions(f: BankFilter): SQL[] {
  // Practice items are never case items: saying so lets a seek use (active, pool, case_step, rand_key) in order.
  const scope =
    f.step === null
      ? [eq(questions.pool, "practice"), isNull(questions.caseStep)]
      : [eq(questions.pool, "case"), eq(questions.caseStep, f.step)];
  const format =
    f.formats.kind === "format"
      ? [eq(questions.type, f.formats.format)]
      : f.formats.kind === "family"
        ? [eq(questions.family, f.formats.family)]
        : [];
  return [
    eq(questions.active, 1),
    ...scope,
    ...(f.categoryId !== null ? [eq(questions.categoryId, f.categoryId)] : []),
    ...(f.levels.length < 5 ? [inArray(questions.difficulty, [...f.levels])] : []),
    ...format,
    ...(f.clientNeed?.length ? [inArray(questions.clientNeed, f.clientNeed)] : []),
    ...(f.system?.length ? [inArray(questions.system, f.system)] : []),
  ];
}

// The student's last result on the question in the outer query (qualified: drizzle writes a single-table select's columns bare).
export const stateOf = (userId: number, full?: 0 | 1) =>
  sql`EXISTS (SELECT 1 FROM ${userQuestionState} WHERE ${qualified(userQuestionState.userId)} = ${userId}
    AND ${qualified(userQuestionState.questionId)} = ${qualified(questions.id)}${full === undefined ? sql`` : sql` AND ${qualified(userQuestionState.lastFullMarks)} = ${full}`})`;
const flaggedBy = (userId: number) =>
  sql`EXISTS (SELECT 1 FROM ${flags} WHERE ${qualified(flags.userId)} = ${userId} AND ${qualified(flags.questionId)} = ${qualified(questions.id)})`;

/** The question is in any of the modes (a union): unused never answered, incorrect/correct by the last answer, flagged now. */
export function statusCondition(userId: number, statuses: readonly Status[]): SQL {
  const one: Record<Status, SQL> = {
    unused: sql`NOT ${stateOf(userId)}`,
    incorrect: stateOf(userId, 0),
    correct: stateOf(userId, 1),
    flagged: flaggedBy(userId),
  };
  return sql`(${sql.join(
    statuses.map((s) => one[s]),
    sql` OR `,
  )})`;
}
