// A student's analytics, read only from the per-user aggregates: categories
// (≤ 12 rows), calendar days (≤ 366 rows), study modes (≤ 3 rows), clinical-
// judgment steps (≤ 6) and item formats (≤ 15), in one
// D1 round trip. Nothing here reads the answers table, so the work stays the
// same however many questions the student has answered.
import type { Query } from "./query";
import type { CategoryStat } from "./stats";
import { percentOf, totals } from "./stats";
import { addDays, lastDays, localDay } from "../../lib/dates";
import { streakOf, type Streak } from "../../lib/streak";
import { studyTime, weeklyChange, type StudyTimeUnit } from "../../lib/activity";
import { formatStats, stepStats, type FormatStat, type MarkRow, type StepStat } from "../../lib/clinical-judgment";

export interface DayRow {
  day: string;
  total: number;
  correct: number;
  points: number;
  possible: number;
  timeSpent: number;
}

export interface Analytics {
  today: string;
  categoryStats: CategoryStat[];
  days: DayRow[]; // oldest first, only days with answers
  timeByMode: { practice: number; timed: number; review: number }; // seconds
  judgment: { steps: StepStat[]; formats: FormatStat[] }; // points by clinical-judgment step and by item format
}

export async function loadAnalytics(
  db: Query,
  user: { id: number; timeZone: string },
  now = Date.now(),
): Promise<Analytics> {
  const today = localDay(now, user.timeZone);
  const [cats, days, modes, steps, formats] = (await db.rawBatch([
    [
      `SELECT s.category_id AS categoryId, c.name AS categoryName, s.total AS totalQuestions, s.correct AS correctAnswers, s.points, s.possible, s.time_spent AS timeSpent
         FROM user_category_stats s JOIN categories c ON c.id = s.category_id WHERE s.user_id = ? AND s.total > 0 ORDER BY c.id`,
      user.id,
    ],
    [
      "SELECT day, total, correct, points, possible, time_spent AS timeSpent FROM user_daily_stats WHERE user_id = ? AND day > ? ORDER BY day",
      user.id,
      addDays(today, -366),
    ],
    ["SELECT mode, time_spent AS timeSpent FROM user_mode_stats WHERE user_id = ?", user.id],
    ["SELECT step, total, correct, points, possible FROM user_step_stats WHERE user_id = ?", user.id],
    ["SELECT type, total, correct, points, possible FROM user_format_stats WHERE user_id = ?", user.id],
  ])) as [
    Omit<CategoryStat, "averageScore">[],
    DayRow[],
    { mode: string; timeSpent: number }[],
    (MarkRow & { step: number })[],
    (MarkRow & { type: string })[],
  ];
  const mode = (m: string) => modes.find((r) => r.mode === m)?.timeSpent ?? 0;
  return {
    today,
    categoryStats: cats.map((r) => ({ ...r, averageScore: percentOf(r.points, r.possible) })),
    days,
    timeByMode: { practice: mode("practice"), timed: mode("timed"), review: mode("review") },
    judgment: { steps: stepStats(steps), formats: formatStats(formats) },
  };
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
  timeByMode: Analytics["timeByMode"];
}

/** The Stats entity (spec section 3) plus the week-over-week change, this month's time and the time per mode. */
export function statsOf(a: Analytics): Stats {
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

export const streakFrom = (a: Analytics): Streak =>
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
export function trendOf(a: Analytics, n: number): TrendPoint[] {
  const byDay = new Map(a.days.map((d) => [d.day, d]));
  return lastDays(a.today, n).map((day) => {
    const d = byDay.get(day);
    return { day, averageScore: d && d.possible ? percentOf(d.points, d.possible) : null, questions: d?.total ?? 0 };
  });
}
