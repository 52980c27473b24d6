// Small display rules of the dashboard (spec section 9).

/** '1 day', '2 days', '0 days'. */
export const dayCount = (n: number) => `${n} day${n === 1 ? "" : "s"}`;

/** 'Just now' under 1 hour, then hours, then 'Yesterday', then days. */
export function relativeTime(then: number, now: number): string {
  const hours = Math.floor((now - then) / 3_600_000);
  if (hours < 1) return "Just now";
  if (hours < 24) return hours === 1 ? "1 hour ago" : `${hours} hours ago`;
  const days = Math.floor(hours / 24);
  return days === 1 ? "Yesterday" : `${days} days ago`;
}

export type StudyTimeUnit = "minutes" | "hours";

/** Seconds → the Stats entity's studyTime and unit: minutes under an hour, else hours to one decimal. */
export function studyTime(seconds: number): { studyTime: number; studyTimeUnit: StudyTimeUnit } {
  const minutes = Math.round(seconds / 60);
  return minutes < 60
    ? { studyTime: minutes, studyTimeUnit: "minutes" }
    : { studyTime: Math.round((seconds / 3600) * 10) / 10, studyTimeUnit: "hours" };
}

export const formatStudyTime = (t: { studyTime: number; studyTimeUnit: StudyTimeUnit }) =>
  `${t.studyTime}${t.studyTimeUnit === "minutes" ? "m" : "h"}`;

/** The week-over-week change of the overall score, or null when one side of the comparison has no answers. */
export function weeklyChange(
  all: { total: number; correct: number },
  thisWeek: { total: number; correct: number },
): number | null {
  const before = { total: all.total - thisWeek.total, correct: all.correct - thisWeek.correct };
  if (before.total <= 0 || thisWeek.total <= 0) return null;
  return Math.round((all.correct / all.total) * 100) - Math.round((before.correct / before.total) * 100);
}

/** The Overall Score card's subtitle: the change, or why there is none. */
export function changeText(s: {
  weeklyChange: number | null;
  totalQuestions: number;
  questionsThisWeek: number;
}): string {
  if (s.weeklyChange !== null) return `${s.weeklyChange > 0 ? "+" : ""}${s.weeklyChange}% from last week`;
  return s.questionsThisWeek === 0 && s.totalQuestions > 0
    ? "No answers this week yet"
    : "No earlier week to compare yet";
}

/** Seconds as a short duration: '45 s', '12 min', '1.5 h'. */
export function formatDuration(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.round(seconds / 60);
  return minutes < 60 ? `${minutes} min` : `${Math.round(seconds / 360) / 10} h`;
}

const MODES = [
  ["practice", "Practice"],
  ["timed", "Timed tests"],
  ["review", "Review"],
] as const;

/**
 * The Study Time Distribution doughnut, in seconds: whole minutes would round
 * a few quick answers to [0, 0, 0], which frappe divides by zero. Null when no
 * time at all is recorded, so the page shows a text instead of a chart.
 */
export function timeDistribution(t: Record<(typeof MODES)[number][0], number>) {
  const seconds = MODES.map(([m]) => Math.max(0, t[m]));
  if (seconds.every((s) => s === 0)) return null;
  return {
    labels: MODES.map(([, l]) => l),
    seconds,
    rows: MODES.map(([, l], i) => [l, formatDuration(seconds[i])] as [string, string]),
  };
}

const CONTINUE_FALLBACK = [
  "Pharmacological and Parenteral Therapies",
  "Physiological Adaptation",
  "Health Promotion and Maintenance",
];

/** Continue Last Session: the last practice session's category, else the spec's fallback (section 9), else the first category. */
export function continueCategory(
  lastCategoryId: number | null,
  categories: readonly { id: number; name: string }[],
): number {
  if (lastCategoryId) return lastCategoryId;
  return (categories.find((c) => CONTINUE_FALLBACK.includes(c.name)) ?? categories[0]).id;
}
