// A readiness exam's answers enter the student's statistics only when the exam
// ends (issue 26: no aggregate a student can read changes while it runs, so no
// read is an answer oracle), all at once, in the batch that ends it: the answer
// rows, every per-user aggregate, the ability sums (first answers only), the
// review cards and the last-answer time. The first statement stamps the exam
// recorded_at; every other one runs only if that stamp is this batch's, so an
// exam is recorded once even when two requests end it together.
// Hand-written SQL: set-based INSERT … SELECT over the exam's items with
// upserts that add to counters (one statement per aggregate, not per item).
import { and, eq, isNull, ne, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Query } from "../query";
import { bare, bareList, idSet } from "../columns";
import {
  answers,
  questions,
  readinessExams,
  readinessItems,
  reviewCards,
  userAbility,
  userCategoryStats,
  userDailyStats,
  userDayCategoryStats,
  userFormatStats,
  userModeStats,
  userQuestionState,
  users,
  userStepStats,
} from "../schema";
import { abilityUpserts, areaUpdate, OVERALL } from "../answers/ability";
import { termValues } from "../../../lib/irt/term";
import { cardAfterAnswer } from "../review-cards";
import type { CardState } from "../../../lib/review/schedule";

export interface RecordedItem {
  questionId: number;
  area: string;
  difficulty: number;
  points: number;
  maxPoints: number;
  type: string;
  timeSpent: number;
  answeredAt: number;
}

/** What recording needs to read first: which items are first answers, the ability rows, the items' review cards. */
export const recordReads = (db: Query, userId: number, questionIds: number[]) =>
  [
    db.orm
      .selectDistinct({ questionId: answers.questionId })
      .from(answers)
      .where(and(eq(answers.userId, userId), sql`${answers.questionId} IN ${idSet(questionIds)}`)),
    db.orm
      .select({ area: userAbility.area, loglik: userAbility.loglik, responses: userAbility.responses })
      .from(userAbility)
      .where(eq(userAbility.userId, userId)),
    db.orm
      .select({ questionId: reviewCards.questionId, ...reviewCardFields })
      .from(reviewCards)
      .where(and(eq(reviewCards.userId, userId), sql`${reviewCards.questionId} IN ${idSet(questionIds)}`)),
  ] as const;

const reviewCardFields = {
  dueAt: reviewCards.dueAt,
  stability: reviewCards.stability,
  difficulty: reviewCards.difficulty,
  scheduledDays: reviewCards.scheduledDays,
  learningSteps: reviewCards.learningSteps,
  reps: reviewCards.reps,
  lapses: reviewCards.lapses,
  state: reviewCards.state,
  lastReviewAt: reviewCards.lastReviewAt,
};

/** The gate every recording statement selects from: the exam was stamped by this batch. */
const stamped = (examId: number, stamp: number): SQL =>
  sql`SELECT 0 AS spent FROM ${readinessExams} WHERE ${readinessExams.id} = ${examId} AND ${readinessExams.recordedAt} = ${stamp}`;

type Stats = SQLiteTable & {
  userId: SQLiteColumn;
  total: SQLiteColumn;
  correct: SQLiteColumn;
  points: SQLiteColumn;
  possible: SQLiteColumn;
};

/** One upsert per group of the exam's items: counts, full marks, points, possible points (and seconds). */
function groupUpsert(
  table: Stats,
  userId: number,
  examId: number,
  stamp: number,
  keys: [SQLiteColumn, SQL][],
  time?: SQLiteColumn,
) {
  const added = (c: SQLiteColumn) => sql`${bare(c)} = ${bare(c)} + excluded.${bare(c)}`;
  const keyColumns = keys.map(([c]) => c);
  const keyValues = sql.join(
    keys.map(([, v]) => v),
    sql`, `,
  );
  return sql`INSERT INTO ${table} (${bareList(table.userId, ...keyColumns, table.total, table.correct, table.points, table.possible, ...(time ? [time] : []))})
    SELECT ${userId}, ${keyValues}, count(*), sum(${readinessItems.isCorrect}), sum(coalesce(${readinessItems.points}, ${readinessItems.isCorrect})),
           sum(${readinessItems.maxPoints})${time ? sql`, sum(${readinessItems.timeSpent})` : sql``}
      FROM ${readinessItems} JOIN ${questions} ON ${questions.id} = ${readinessItems.questionId}
     WHERE ${readinessItems.examId} = ${examId} AND EXISTS (${stamped(examId, stamp)})${keys.some(([c]) => c === userStepStats.step) ? sql` AND ${readinessItems.caseStep} IS NOT NULL` : sql``}
     GROUP BY ${keyValues}
    ON CONFLICT (${bareList(table.userId, ...keyColumns)}) DO UPDATE SET
      ${sql.join([added(table.total), added(table.correct), added(table.points), added(table.possible), ...(time ? [added(time)] : [])], sql`, `)}`;
}

export interface RecordExam {
  examId: number;
  userId: number;
  stamp: number; // the ending request's clock: unique to its batch
  items: RecordedItem[];
  reads: {
    answeredBefore: { questionId: number }[];
    ability: { area: string; loglik: string; responses: number }[];
    cards: ({ questionId: number } & CardState)[];
  };
}

/** The statements that record an ended exam's answers; they follow the statement that ends the exam. */
export function recordExamWrites(db: Query, r: RecordExam) {
  const { examId, userId, stamp } = r;
  const gate = stamped(examId, stamp);
  const day = sql`coalesce(${readinessItems.localDay}, date(${readinessItems.answeredAt} / 1000, 'unixepoch'))`;
  // Ability: first answers only, each area's term summed in the worker from the rows read.
  const before = new Set(r.reads.answeredBefore.map((a) => a.questionId));
  const firsts = r.items.filter((i) => !before.has(i.questionId));
  const abilityWrites = firsts.length
    ? abilityUpserts(
        db,
        userId,
        [OVERALL, ...new Set(firsts.map((i) => i.area))].map((area) =>
          areaUpdate(
            r.reads.ability,
            area,
            firsts
              .filter((i) => area === OVERALL || i.area === area)
              .map((i) => termValues(i.difficulty, { points: i.points, maxPoints: i.maxPoints })),
          ),
        ),
        gate,
      )
    : [];
  const cards = new Map(r.reads.cards.map((c) => [c.questionId, c]));
  const cardWrites = r.items.flatMap((i) => {
    const next = cardAfterAnswer(
      db,
      userId,
      i.questionId,
      cards.get(i.questionId) ?? null,
      { type: i.type, points: i.points, maxPoints: i.maxPoints, seconds: i.timeSpent },
      i.answeredAt,
      gate,
    );
    return next ? [next.write] : [];
  });
  return [
    db.orm
      .update(readinessExams)
      .set({ recordedAt: stamp })
      .where(
        and(eq(readinessExams.id, examId), isNull(readinessExams.recordedAt), ne(readinessExams.status, "active")),
      ),
    db.orm.run(sql`
      INSERT INTO ${answers} (${bareList(answers.userId, answers.questionId, answers.sessionId, answers.selectedAnswer, answers.response, answers.isCorrect, answers.points, answers.maxPoints, answers.timeSpent, answers.answeredAt, answers.localDay, answers.caseId, answers.caseStep)})
      SELECT ${userId}, ${readinessItems.questionId}, NULL, ${readinessItems.selectedAnswer}, ${readinessItems.response}, ${readinessItems.isCorrect},
             coalesce(${readinessItems.points}, ${readinessItems.isCorrect}), ${readinessItems.maxPoints}, ${readinessItems.timeSpent},
             ${readinessItems.answeredAt}, ${day}, ${readinessItems.caseId}, ${readinessItems.caseStep}
        FROM ${readinessItems} WHERE ${readinessItems.examId} = ${examId} AND EXISTS (${gate}) ORDER BY ${readinessItems.position}`),
    ...[
      groupUpsert(
        userCategoryStats,
        userId,
        examId,
        stamp,
        [[userCategoryStats.categoryId, sql`${questions.categoryId}`]],
        userCategoryStats.timeSpent,
      ),
      groupUpsert(userDailyStats, userId, examId, stamp, [[userDailyStats.day, day]], userDailyStats.timeSpent),
      groupUpsert(userDayCategoryStats, userId, examId, stamp, [
        [userDayCategoryStats.day, day],
        [userDayCategoryStats.categoryId, sql`${questions.categoryId}`],
      ]),
      groupUpsert(userModeStats, userId, examId, stamp, [[userModeStats.mode, sql`'timed'`]], userModeStats.timeSpent),
      groupUpsert(userFormatStats, userId, examId, stamp, [[userFormatStats.type, sql`${questions.type}`]]),
      groupUpsert(userStepStats, userId, examId, stamp, [[userStepStats.step, sql`${readinessItems.caseStep}`]]),
    ].map((s) => db.orm.run(s)),
    // Each item's last result (an exam holds a question once), unless a newer answer is already there.
    db.orm.run(sql`
      INSERT INTO ${userQuestionState} (${bareList(userQuestionState.userId, userQuestionState.questionId, userQuestionState.lastFullMarks, userQuestionState.answeredAt)})
      SELECT ${userId}, ${readinessItems.questionId}, ${readinessItems.isCorrect}, ${readinessItems.answeredAt}
        FROM ${readinessItems} WHERE ${readinessItems.examId} = ${examId} AND EXISTS (${gate})
      ON CONFLICT (${bareList(userQuestionState.userId, userQuestionState.questionId)}) DO UPDATE SET
        ${bare(userQuestionState.lastFullMarks)} = excluded.${bare(userQuestionState.lastFullMarks)},
        ${bare(userQuestionState.answeredAt)} = excluded.${bare(userQuestionState.answeredAt)}
      WHERE excluded.${bare(userQuestionState.answeredAt)} >= ${userQuestionState.answeredAt}`),
    ...abilityWrites,
    ...cardWrites,
    db.orm.run(
      sql`UPDATE ${users} SET ${bare(users.lastAnswerAt)} = max(coalesce(${users.lastAnswerAt}, 0),
        (SELECT coalesce(max(${readinessItems.answeredAt}), 0) FROM ${readinessItems} WHERE ${readinessItems.examId} = ${examId}))
        WHERE ${users.id} = ${userId} AND EXISTS (${gate})`,
    ),
  ] as const;
}
