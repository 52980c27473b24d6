// Reading a student's study plans with their live progress: the category
// average and today's answers in each plan's category (the student's calendar
// day), both from the aggregates, in one D1 round trip.
import type { Query } from "./query";
import { planProgress, planStanding } from "../../lib/study-plan";
import { localDay } from "../../lib/dates";

export interface StudyPlanDto {
  id: number;
  categoryId: number;
  category: { id: number; name: string } | null;
  targetScore: number;
  questionsPerDay: number;
  completed: boolean;
  currentScore: number; // live category average while active (one decimal only when rounding would reach the target), frozen when completed
  progress: number; // whole percent, capped at 100
  answeredToday: number;
  createdAt: string;
  completedAt: string | null;
}

interface Row {
  id: number;
  categoryId: number;
  categoryName: string | null;
  targetScore: number;
  questionsPerDay: number;
  completed: number;
  frozenScore: number | null;
  total: number | null; // points possible in the category
  correct: number | null; // points earned
  createdAt: number;
  completedAt: number | null;
}

export async function listStudyPlans(
  db: Query,
  user: { id: number; timeZone: string },
  planId?: number,
): Promise<StudyPlanDto[]> {
  const now = Date.now();
  const [rows, today] = (await db.rawBatch([
    [
      `SELECT p.id, p.category_id AS categoryId, c.name AS categoryName, p.target_score AS targetScore, p.questions_per_day AS questionsPerDay,
              p.completed, p.current_score AS frozenScore, s.possible AS total, s.points AS correct, p.created_at AS createdAt, p.completed_at AS completedAt
         FROM study_plans p
         LEFT JOIN categories c ON c.id = p.category_id
         LEFT JOIN user_category_stats s ON s.user_id = p.user_id AND s.category_id = p.category_id
        WHERE p.user_id = ?${planId ? " AND p.id = ?" : ""}
        ORDER BY p.completed, p.created_at DESC, p.id DESC`,
      ...(planId ? [user.id, planId] : [user.id]),
    ],
    [
      "SELECT category_id AS categoryId, total AS n FROM user_day_category_stats WHERE user_id = ? AND day = ?",
      user.id,
      localDay(now, user.timeZone),
    ],
  ])) as [Row[], { categoryId: number; n: number }[]];
  const todayBy = new Map(today.map((t) => [t.categoryId, t.n]));
  return rows.map((r) => {
    const live = planStanding(r.correct ?? 0, r.total ?? 0, r.targetScore);
    const frozen = r.completed ? Math.round(r.frozenScore ?? live.currentScore) : null;
    return {
      id: r.id,
      categoryId: r.categoryId,
      category: r.categoryName ? { id: r.categoryId, name: r.categoryName } : null,
      targetScore: r.targetScore,
      questionsPerDay: r.questionsPerDay,
      completed: r.completed === 1,
      currentScore: frozen ?? live.currentScore,
      progress: frozen === null ? live.progress : planProgress(frozen, r.targetScore),
      answeredToday: todayBy.get(r.categoryId) ?? 0,
      createdAt: new Date(r.createdAt).toISOString(),
      completedAt: r.completedAt ? new Date(r.completedAt).toISOString() : null,
    };
  });
}
