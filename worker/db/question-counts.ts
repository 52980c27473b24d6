// The test builder's counts (issue 27): for the filters given, how many
// questions there are and how many of them the student has never answered,
// last answered below full marks, last answered with full marks, or flagged.
//
// Why a GROUP-less scan over the filtered bank joined to the student's own
// rows, not a per-student count table: user_question_state and flags hold at
// most one row per question, so one statement reads the filtered questions from
// the covering index questions_filter_cover (no table rows) and probes the
// student's two rows per question by primary key. Rows read follow the bank
// (what the filters leave of it), never the answer history: a student with
// 50,000 answers reads what one with 1,000 reads. A count table keyed by
// (category, system, client need, format, level) would be as large as the bank
// itself (almost every item is its own cell), and it would have to move
// students' counts whenever the content changes an item's tags, which a
// re-seed must never do to student rows.
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Query } from "./query";
import { flags, questions, userQuestionState } from "./schema";
import { bankConditions, type BankFilter } from "./study-filter";
import type { Status } from "../../lib/study-filters";

export interface QuestionCounts {
  total: number;
  unused: number;
  incorrect: number;
  flagged: number;
  correct: number;
}

/** One statement; `total` is what a draw with these filters chooses from (the union of `statuses`, when given). */
export function questionCountRows(db: Query, userId: number, filter: BankFilter, statuses?: Status[]) {
  const mode: Record<Status, SQL> = {
    unused: sql`${userQuestionState.questionId} IS NULL`,
    incorrect: sql`${userQuestionState.lastFullMarks} = 0`,
    correct: sql`${userQuestionState.lastFullMarks} = 1`,
    flagged: sql`${flags.questionId} IS NOT NULL`,
  };
  const chosen = statuses?.length
    ? sql<number>`coalesce(sum(CASE WHEN ${sql.join(
        statuses.map((s) => mode[s]),
        sql` OR `,
      )} THEN 1 ELSE 0 END), 0)`
    : sql<number>`count(*)`;
  return db.orm
    .select({
      all: sql<number>`count(*)`.as("all_questions"),
      chosen: chosen.as("chosen"),
      answered: sql<number>`count(${userQuestionState.questionId})`.as("answered"),
      correct: sql<number>`coalesce(sum(${userQuestionState.lastFullMarks}), 0)`.as("correct"),
      flagged: sql<number>`count(${flags.questionId})`.as("flagged"),
    })
    .from(questions)
    .leftJoin(
      userQuestionState,
      and(eq(userQuestionState.userId, userId), eq(userQuestionState.questionId, questions.id)),
    )
    .leftJoin(flags, and(eq(flags.userId, userId), eq(flags.questionId, questions.id)))
    .where(and(...bankConditions(filter)));
}

export function toCounts(rows: { all: number; chosen: number; answered: number; correct: number; flagged: number }[]) {
  const r = rows[0] ?? { all: 0, chosen: 0, answered: 0, correct: 0, flagged: 0 };
  return {
    total: r.chosen,
    unused: r.all - r.answered,
    incorrect: r.answered - r.correct,
    flagged: r.flagged,
    correct: r.correct,
  } satisfies QuestionCounts;
}
