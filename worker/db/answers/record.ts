// The statements that record one graded answer: the raw row, the per-user
// aggregates (category, day, day and category, mode, item format,
// clinical-judgment step), the learning engine's ability sums (first answer to
// each question only) and the student's last-answer time. Each selects from
// the caller's gate (gate.ts), so either all of them apply or none does; the
// caller appends its own statements to the batch. Hand-written SQL: each is
// an INSERT … SELECT from the gate with an upsert that adds to counters.
import { sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Query } from "../query";
import { bare, bareList } from "../columns";
import {
  answers,
  userCategoryStats,
  userDailyStats,
  userDayCategoryStats,
  userFormatStats,
  userModeStats,
  userQuestionState,
  users,
  userStepStats,
} from "../schema";
import type { AnswerGate } from "./gate";
import { abilityUpserts, type AreaUpdate } from "./ability";

/** How the time was spent: a practice session, a timed test (or the readiness exam), or reviewing single questions. */
export type StudyMode = "practice" | "timed" | "review";

export interface GradedAnswer {
  userId: number;
  questionId: number;
  categoryId: number;
  sessionId: number | null;
  selectedAnswer: string;
  response: string; // JSON
  isCorrect: 0 | 1; // full marks
  points: number;
  maxPoints: number;
  at: number; // epoch ms
  day: string; // the student's calendar day
  mode: StudyMode;
  type: string; // the item's format
  caseId: number | null; // a case item: its case and clinical-judgment step
  caseStep: number | null;
  clientAnswerId: string | null; // the outbox's id, unique per student
}

type Stats = SQLiteTable & {
  userId: SQLiteColumn;
  total: SQLiteColumn;
  correct: SQLiteColumn;
  points: SQLiteColumn;
  possible: SQLiteColumn;
};

/** One more answer in an aggregate row per (user, keys): its full-marks flag, points, possible points and (optionally) seconds. */
function statUpsert(
  table: Stats,
  keys: [SQLiteColumn, unknown][],
  a: GradedAnswer,
  gate: AnswerGate,
  time?: SQLiteColumn,
) {
  const keyColumns = keys.map(([c]) => c);
  const added = (c: SQLiteColumn) => sql`${bare(c)} = ${bare(c)} + excluded.${bare(c)}`;
  return sql`INSERT INTO ${table} (${bareList(table.userId, ...keyColumns, table.total, table.correct, table.points, table.possible, ...(time ? [time] : []))})
    SELECT ${a.userId}, ${sql.join(
      keys.map(([, v]) => sql`${v}`),
      sql`, `,
    )}, 1, ${a.isCorrect}, ${a.points}, ${a.maxPoints}${time ? sql`, g.spent` : sql``} FROM (${gate}) g WHERE true
    ON CONFLICT (${bareList(table.userId, ...keyColumns)}) DO UPDATE SET ${bare(table.total)} = ${bare(table.total)} + 1,
      ${sql.join([added(table.correct), added(table.points), added(table.possible), ...(time ? [added(time)] : [])], sql`, `)}`;
}

/**
 * The question's last result for the student (the test builder's modes): this
 * answer, unless a newer one is already there (an outbox synced late).
 */
export const lastResultUpsert = (a: GradedAnswer, gate: AnswerGate) =>
  sql`INSERT INTO ${userQuestionState} (${bareList(userQuestionState.userId, userQuestionState.questionId, userQuestionState.lastFullMarks, userQuestionState.answeredAt)})
    SELECT ${a.userId}, ${a.questionId}, ${a.isCorrect}, ${a.at} FROM (${gate}) g WHERE true
    ON CONFLICT (${bareList(userQuestionState.userId, userQuestionState.questionId)}) DO UPDATE SET
      ${bare(userQuestionState.lastFullMarks)} = excluded.${bare(userQuestionState.lastFullMarks)},
      ${bare(userQuestionState.answeredAt)} = excluded.${bare(userQuestionState.answeredAt)}
    WHERE excluded.${bare(userQuestionState.answeredAt)} >= ${userQuestionState.answeredAt}`;

/**
 * The first statement returns the new answer's id and the seconds stored
 * (none when the gate refused). The last one moves users.last_answer_at, which
 * the gate reads, so it must stay last among the gated statements.
 */
export function answerWrites(db: Query, a: GradedAnswer, gate: AnswerGate, ability: AreaUpdate[] | null) {
  const stats: SQL[] = [
    statUpsert(userCategoryStats, [[userCategoryStats.categoryId, a.categoryId]], a, gate, userCategoryStats.timeSpent),
    statUpsert(userDailyStats, [[userDailyStats.day, a.day]], a, gate, userDailyStats.timeSpent),
    statUpsert(
      userDayCategoryStats,
      [
        [userDayCategoryStats.day, a.day],
        [userDayCategoryStats.categoryId, a.categoryId],
      ],
      a,
      gate,
    ),
    statUpsert(userModeStats, [[userModeStats.mode, a.mode]], a, gate, userModeStats.timeSpent),
    statUpsert(userFormatStats, [[userFormatStats.type, a.type]], a, gate),
    ...(a.caseStep != null ? [statUpsert(userStepStats, [[userStepStats.step, a.caseStep]], a, gate)] : []),
    lastResultUpsert(a, gate),
  ];
  return {
    /** Returns the new answer's id and stored seconds, or nothing when the gate refused. */
    insert: db.orm.all<{ id: number; timeSpent: number }>(sql`
      INSERT INTO ${answers} (${bareList(answers.userId, answers.questionId, answers.sessionId, answers.selectedAnswer, answers.response, answers.isCorrect, answers.points, answers.maxPoints, answers.timeSpent, answers.answeredAt, answers.localDay, answers.caseId, answers.caseStep, answers.clientAnswerId)})
      SELECT ${a.userId}, ${a.questionId}, ${a.sessionId}, ${a.selectedAnswer}, ${a.response}, ${a.isCorrect}, ${a.points}, ${a.maxPoints},
             g.spent, ${a.at}, ${a.day}, ${a.caseId}, ${a.caseStep}, ${a.clientAnswerId} FROM (${gate}) g WHERE true
      RETURNING ${bare(answers.id)} AS id, ${bare(answers.timeSpent)} AS timeSpent`),
    rest: [
      ...stats.map((s) => db.orm.run(s)),
      ...(ability ? abilityUpserts(db, a.userId, ability, gate, a.questionId) : []),
      db.orm.run(
        sql`UPDATE ${users} SET ${bare(users.lastAnswerAt)} = max(coalesce(${users.lastAnswerAt}, 0), ${a.at}) WHERE ${users.id} = ${a.userId} AND EXISTS (${gate})`,
      ),
    ],
  };
}
