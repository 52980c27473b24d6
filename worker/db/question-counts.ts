// The test builder's counts (issue 27): the bank's index rows for the scope
// (and category, when one is chosen) and the student's marks pages, counted in
// the worker (lib/bank-counts.ts).
//
// Why not count in SQL: a statement over the questions joined to the student's
// rows reads one index row per question the filters leave (2,400 for the whole
// bank), and per-student count tables would need a cell for almost every
// question (client need x system x category x format x level). bank_index holds
// each scope and category's tags in one row (rebuilt by every seed), and
// user_question_marks folds the student's last results and flags into one row
// per 1,024 question ids (kept by triggers, migration 0014). So a count reads
// at most 12 index rows and a handful of pages, whatever the history or filters.
import { and, eq } from "drizzle-orm";
import type { Query } from "./query";
import { bankIndex, userQuestionMarks } from "./schema";
import type { BankFilter } from "./study-filter";
import type { Status } from "../../lib/study-filters";
import { countBank, marksOf, type BankEntry } from "../../lib/bank-counts";

/** The index rows of the filter's scope: stand-alone practice, or one step's case items; one category or all. */
export const bankIndexRows = (db: Query, filter: BankFilter) =>
  db.orm
    .select({ items: bankIndex.items })
    .from(bankIndex)
    .where(
      and(
        eq(bankIndex.step, filter.step ?? 0),
        filter.categoryId === null ? undefined : eq(bankIndex.categoryId, filter.categoryId),
      ),
    );

/** The student's marks pages (their last results and flags). */
export const marksPages = (db: Query, userId: number) =>
  db.orm
    .select({ results: userQuestionMarks.results, flagged: userQuestionMarks.flagged })
    .from(userQuestionMarks)
    .where(eq(userQuestionMarks.userId, userId));

export function toCounts(
  index: { items: string }[],
  pages: { results: string; flagged: string }[],
  filter: BankFilter,
  statuses?: Status[],
) {
  const entries = index.flatMap((row) => JSON.parse(row.items) as BankEntry[]);
  return countBank(entries, marksOf(pages), filter, statuses);
}
