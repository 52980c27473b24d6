// A student's study plans with their live progress (the category average and
// today's answers in each plan's category, on the student's calendar day, both
// from the aggregates) in one D1 round trip; creating and completing a plan.
import { and, desc, eq, sql } from "drizzle-orm";
import type { Query } from "./query";
import { categories, studyPlans, userCategoryStats, userDayCategoryStats } from "./schema";
import { bareList } from "./columns";
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

const planRows = (db: Query, userId: number, planId?: number) =>
  db.orm
    .select({
      id: studyPlans.id,
      categoryId: studyPlans.categoryId,
      categoryName: categories.name,
      targetScore: studyPlans.targetScore,
      questionsPerDay: studyPlans.questionsPerDay,
      completed: studyPlans.completed,
      frozenScore: studyPlans.currentScore,
      possible: userCategoryStats.possible,
      points: userCategoryStats.points,
      createdAt: studyPlans.createdAt,
      completedAt: studyPlans.completedAt,
    })
    .from(studyPlans)
    .leftJoin(categories, eq(categories.id, studyPlans.categoryId))
    .leftJoin(
      userCategoryStats,
      and(eq(userCategoryStats.userId, studyPlans.userId), eq(userCategoryStats.categoryId, studyPlans.categoryId)),
    )
    .where(and(eq(studyPlans.userId, userId), planId === undefined ? undefined : eq(studyPlans.id, planId)))
    .orderBy(studyPlans.completed, desc(studyPlans.createdAt), desc(studyPlans.id));

const answeredToday = (db: Query, userId: number, day: string) =>
  db.orm
    .select({ categoryId: userDayCategoryStats.categoryId, total: userDayCategoryStats.total })
    .from(userDayCategoryStats)
    .where(and(eq(userDayCategoryStats.userId, userId), eq(userDayCategoryStats.day, day)));

export async function listStudyPlans(
  db: Query,
  user: { id: number; timeZone: string },
  now: number,
  planId?: number,
): Promise<StudyPlanDto[]> {
  const [rows, today] = await db.batch([
    planRows(db, user.id, planId),
    answeredToday(db, user.id, localDay(now, user.timeZone)),
  ] as const);
  const todayBy = new Map(today.map((t) => [t.categoryId, t.total]));
  return rows.map((r) => {
    const live = planStanding(r.points ?? 0, r.possible ?? 0, r.targetScore);
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

export interface NewPlan {
  userId: number;
  categoryId: number;
  targetScore: number;
  questionsPerDay: number;
}

/**
 * The category's name (none if unknown) and the new plan's id (none if the
 * student already has an active plan there). One statement checks and inserts,
 * so two concurrent creates for the same category cannot both pass the check:
 * hand-written, since drizzle's insert cannot take an INSERT … SELECT … WHERE.
 */
export async function createStudyPlan(db: Query, p: NewPlan) {
  const [[category], [created]] = await db.batch([
    db.orm.select({ name: categories.name }).from(categories).where(eq(categories.id, p.categoryId)),
    db.orm.all<{ id: number }>(sql`
      INSERT INTO ${studyPlans} (${bareList(studyPlans.userId, studyPlans.categoryId, studyPlans.targetScore, studyPlans.questionsPerDay)})
      SELECT ${p.userId}, ${p.categoryId}, ${p.targetScore}, ${p.questionsPerDay}
       WHERE EXISTS (SELECT 1 FROM ${categories} WHERE ${categories.id} = ${p.categoryId})
         AND NOT EXISTS (SELECT 1 FROM ${studyPlans} WHERE ${studyPlans.userId} = ${p.userId}
                           AND ${studyPlans.categoryId} = ${p.categoryId} AND ${studyPlans.completed} = 0)
      RETURNING ${studyPlans.id}`),
  ] as const);
  return { categoryName: category?.name ?? null, planId: created?.id ?? null };
}

/** Freezes the plan's score; the guard makes a concurrent completion a no-op. */
export const completeStudyPlan = (db: Query, userId: number, planId: number, score: number, now: number) =>
  db.one(
    db.orm
      .update(studyPlans)
      .set({ completed: 1, currentScore: score, completedAt: now })
      .where(and(eq(studyPlans.id, planId), eq(studyPlans.userId, userId), eq(studyPlans.completed, 0))),
  );
