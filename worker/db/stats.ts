// Per-user statistics read from the aggregate tables: O(categories) rows.
import type { Query } from "./query";

export interface CategoryStat {
  categoryId: number;
  categoryName: string;
  totalQuestions: number;
  correctAnswers: number;
  averageScore: number; // points earned of points possible (partial credit), in %
  timeSpent: number;
  points: number;
  possible: number;
}

/** The average score: points of points possible (a 0/1 item is 1 point), in whole %. */
export const percentOf = (points: number, possible: number) => (possible ? Math.round((points / possible) * 100) : 0);

export async function categoryStats(db: Query, userId: number): Promise<CategoryStat[]> {
  const rows = await db.rawAll<Omit<CategoryStat, "averageScore">>(
    `SELECT s.category_id AS categoryId, c.name AS categoryName, s.total AS totalQuestions, s.correct AS correctAnswers, s.points, s.possible, s.time_spent AS timeSpent
       FROM user_category_stats s JOIN categories c ON c.id = s.category_id WHERE s.user_id = ? AND s.total > 0 ORDER BY c.id`,
    userId,
  );
  return rows.map((r) => ({ ...r, averageScore: percentOf(r.points, r.possible) }));
}

export function totals(stats: CategoryStat[]) {
  const totalQuestions = stats.reduce((s, c) => s + c.totalQuestions, 0);
  const correctAnswers = stats.reduce((s, c) => s + c.correctAnswers, 0);
  const timeSpent = stats.reduce((s, c) => s + c.timeSpent, 0);
  const points = stats.reduce((s, c) => s + c.points, 0);
  const possible = stats.reduce((s, c) => s + c.possible, 0);
  return { totalQuestions, correctAnswers, timeSpent, points, possible, averageScore: percentOf(points, possible) };
}

export const listCategories = (db: Query) =>
  db.rawAll<{ id: number; name: string; questionCount: number }>(
    "SELECT id, name, question_count AS questionCount FROM categories ORDER BY id",
  );
