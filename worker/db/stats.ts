// Per-user statistics read from the aggregate tables: O(categories) rows.
import { and, eq, gt } from "drizzle-orm";
import type { Query } from "./query";
import { prebuilt, type RowOf } from "./prepared";
import { categories, userCategoryStats } from "./schema";

/** The average score: points of points possible (a 0/1 item is 1 point), in whole %. */
export const percentOf = (points: number, possible: number) => (possible ? Math.round((points / possible) * 100) : 0);

/** The categories the student has answered in, in category order (batch it with other reads, or call categoryStats). */
export const categoryStatRows = prebuilt(["userId"], (orm, v) =>
  orm
    .select({
      categoryId: userCategoryStats.categoryId,
      categoryName: categories.name,
      totalQuestions: userCategoryStats.total,
      correctAnswers: userCategoryStats.correct,
      points: userCategoryStats.points,
      possible: userCategoryStats.possible,
      timeSpent: userCategoryStats.timeSpent,
    })
    .from(userCategoryStats)
    .innerJoin(categories, eq(categories.id, userCategoryStats.categoryId))
    .where(and(eq(userCategoryStats.userId, v.userId), gt(userCategoryStats.total, 0)))
    .orderBy(categories.id),
);

type CategoryStatRow = RowOf<typeof categoryStatRows>;

/** A category's figures with its average score: points earned of points possible (partial credit), in %. */
export type CategoryStat = CategoryStatRow & { averageScore: number };

export const withAverageScores = (rows: CategoryStatRow[]): CategoryStat[] =>
  rows.map((r) => ({ ...r, averageScore: percentOf(r.points, r.possible) }));

export const categoryStats = async (db: Query, userId: number) =>
  withAverageScores(await db.one(categoryStatRows({ userId })));

export function totals(stats: CategoryStat[]) {
  const totalQuestions = stats.reduce((s, c) => s + c.totalQuestions, 0);
  const correctAnswers = stats.reduce((s, c) => s + c.correctAnswers, 0);
  const timeSpent = stats.reduce((s, c) => s + c.timeSpent, 0);
  const points = stats.reduce((s, c) => s + c.points, 0);
  const possible = stats.reduce((s, c) => s + c.possible, 0);
  return { totalQuestions, correctAnswers, timeSpent, points, possible, averageScore: percentOf(points, possible) };
}

/** Every category with its number of questions, in id order. */
export const categoryList = (db: Query) =>
  db.orm
    .select({ id: categories.id, name: categories.name, questionCount: categories.questionCount })
    .from(categories)
    .orderBy(categories.id);

export const listCategories = (db: Query) => db.one(categoryList(db));
