// A student's analytics, read only from the per-user aggregates: categories
// (≤ 12 rows), calendar days (≤ 366 rows), study modes (≤ 3 rows), and for the
// Analytics page also clinical-judgment steps (≤ 6) and item formats (≤ 15),
// in one D1 round trip. Nothing here reads the answers table, so the work stays the
// same however many questions the student has answered.
import { and, eq, gt, sql } from "drizzle-orm";
import { reads, type Query, type Reads } from "./query";
import { prebuilt } from "./prepared";
import { userDailyStats, userFormatStats, userModeStats, userStepStats } from "./schema";
import { categoryStatRows, percentOf, totals, withAverageScores, type CategoryStat } from "./stats";
import { addDays, lastDays, localDay } from "../../lib/dates";
import { streakOf, type Streak } from "../../lib/streak";
import { studyTime, weeklyChange, type StudyTimeUnit } from "../../lib/activity";
import { formatStats, stepStats, type FormatStat, type StepStat } from "../../lib/clinical-judgment";

/** One day of the student's calendar, as `user_daily_stats` holds it. */
export type DayRow = Pick<
  typeof userDailyStats.$inferSelect,
  "day" | "total" | "correct" | "points" | "possible" | "timeSpent"
>;

/**
 * The student's days with answers after `since` (up to 366), as one JSON value: an array of
 * [day, total, correct, points, possible, time spent]. One cell instead of six per day, because D1's
 * reply and its binding in the worker pay for every cell: as rows, these days were most of the dashboard's
 * D1 cost (docs/performance.md). The rows read are the same index range.
 */
const dayRows = prebuilt(["userId", "since"], (orm, v) =>
  orm
    .select({
      days: sql<string>`json_group_array(json_array(${userDailyStats.day}, ${userDailyStats.total}, ${userDailyStats.correct}, ${userDailyStats.points}, ${userDailyStats.possible}, ${userDailyStats.timeSpent}))`.as(
        "days",
      ),
    })
    .from(userDailyStats)
    .where(and(eq(userDailyStats.userId, v.userId), gt(userDailyStats.day, v.since))),
);

type DayCells = [
  DayRow["day"],
  DayRow["total"],
  DayRow["correct"],
  DayRow["points"],
  DayRow["possible"],
  DayRow["timeSpent"],
];

/** The days of dayRows' value, oldest first (an aggregate promises no order). */
function daysOf(rows: { days: string }[]): DayRow[] {
  const cells = JSON.parse(rows[0]?.days ?? "[]") as DayCells[];
  return cells
    .map(([day, total, correct, points, possible, timeSpent]) => ({ day, total, correct, points, possible, timeSpent }))
    .sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
}

const modeRows = prebuilt(["userId"], (orm, v) =>
  orm
    .select({ mode: userModeStats.mode, timeSpent: userModeStats.timeSpent })
    .from(userModeStats)
    .where(eq(userModeStats.userId, v.userId)),
);

const stepRows = (db: Query, userId: number) =>
  db.orm
    .select({
      step: userStepStats.step,
      total: userStepStats.total,
      correct: userStepStats.correct,
      points: userStepStats.points,
      possible: userStepStats.possible,
    })
    .from(userStepStats)
    .where(eq(userStepStats.userId, userId));

const formatRows = (db: Query, userId: number) =>
  db.orm
    .select({
      type: userFormatStats.type,
      total: userFormatStats.total,
      correct: userFormatStats.correct,
      points: userFormatStats.points,
      possible: userFormatStats.possible,
    })
    .from(userFormatStats)
    .where(eq(userFormatStats.userId, userId));

/** What the dashboard and the stats, streak and trend routes need: categories, days and study modes. */
export interface StudyAnalytics {
  today: string;
  categoryStats: CategoryStat[];
  days: DayRow[]; // oldest first, only days with answers
  timeByMode: { practice: number; timed: number; review: number }; // seconds
}

/** The Analytics page, its report and the CSV export add points by clinical-judgment step and by item format. */
export interface Analytics extends StudyAnalytics {
  judgment: { steps: StepStat[]; formats: FormatStat[] };
}

type User = { id: number; timeZone: string };

export function studyAnalyticsReads(user: User, now: number): Reads<StudyAnalytics> {
  const today = localDay(now, user.timeZone);
  return reads(
    [
      categoryStatRows({ userId: user.id }),
      dayRows({ userId: user.id, since: addDays(today, -366) }),
      modeRows({ userId: user.id }),
    ] as const,
    ([cats, days, modes]) => {
      const mode = (m: string) => modes.find((r) => r.mode === m)?.timeSpent ?? 0;
      return {
        today,
        categoryStats: withAverageScores(cats),
        days: daysOf(days),
        timeByMode: { practice: mode("practice"), timed: mode("timed"), review: mode("review") },
      };
    },
  );
}

const judgmentReads = (db: Query, userId: number): Reads<Analytics["judgment"]> =>
  reads([stepRows(db, userId), formatRows(db, userId)] as const, ([steps, formats]) => ({
    steps: stepStats(steps),
    formats: formatStats(formats),
  }));

export const loadStudyAnalytics = (db: Query, user: User, now: number) => db.read(studyAnalyticsReads(user, now));

/** Both loaders' reads in one D1 call. */
export async function loadAnalytics(db: Query, user: User, now: number): Promise<Analytics> {
  const [study, judgment] = await db.all(studyAnalyticsReads(user, now), judgmentReads(db, user.id));
  return { ...study, judgment };
}

export interface Stats {
  totalQuestions: number;
  correctAnswers: number;
  averageScore: number;
  studyTime: number;
  studyTimeUnit: StudyTimeUnit;
  categoryStats: {
    categoryId: number;
    categoryName: string;
    totalQuestions: number;
    correctAnswers: number;
    averageScore: number;
  }[];
  weeklyChange: number | null;
  questionsThisWeek: number; // the last 7 days of the student's calendar
  thisMonth: { studyTime: number; studyTimeUnit: StudyTimeUnit };
  timeByMode: StudyAnalytics["timeByMode"];
}

/** The Stats entity (spec section 3) plus the week-over-week change, this month's time and the time per mode. */
export function statsOf(a: StudyAnalytics): Stats {
  const t = totals(a.categoryStats);
  const week = new Set(lastDays(a.today, 7));
  const thisWeek = a.days
    .filter((d) => week.has(d.day))
    .reduce((s, d) => ({ total: s.total + d.total, points: s.points + d.points, possible: s.possible + d.possible }), {
      total: 0,
      points: 0,
      possible: 0,
    });
  const month = a.today.slice(0, 7);
  const monthSeconds = a.days.filter((d) => d.day.startsWith(month)).reduce((s, d) => s + d.timeSpent, 0);
  return {
    totalQuestions: t.totalQuestions,
    correctAnswers: t.correctAnswers,
    averageScore: t.averageScore,
    ...studyTime(t.timeSpent),
    categoryStats: a.categoryStats.map(
      ({ categoryId, categoryName, totalQuestions, correctAnswers, averageScore }) => ({
        categoryId,
        categoryName,
        totalQuestions,
        correctAnswers,
        averageScore,
      }),
    ),
    // Scores are points of points possible: the change compares those averages.
    weeklyChange: weeklyChange(
      { total: t.possible, correct: t.points },
      { total: thisWeek.possible, correct: thisWeek.points },
    ),
    questionsThisWeek: thisWeek.total,
    thisMonth: studyTime(monthSeconds),
    timeByMode: a.timeByMode,
  };
}

export const streakFrom = (a: StudyAnalytics): Streak =>
  streakOf(
    a.days.filter((d) => d.total > 0).map((d) => d.day),
    a.today,
  );

export interface TrendPoint {
  day: string;
  averageScore: number | null; // null: no answers that day (a gap in the chart)
  questions: number;
}

/** Daily average score for the `n` days ending today, oldest first. */
export function trendOf(a: StudyAnalytics, n: number): TrendPoint[] {
  const byDay = new Map(a.days.map((d) => [d.day, d]));
  return lastDays(a.today, n).map((day) => {
    const d = byDay.get(day);
    return { day, averageScore: d && d.possible ? percentOf(d.points, d.possible) : null, questions: d?.total ?? 0 };
  });
}
