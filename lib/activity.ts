// Small display rules of the dashboard (spec section 9).

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
  return minutes < 60 ? { studyTime: minutes, studyTimeUnit: "minutes" } : { studyTime: Math.round((seconds / 3600) * 10) / 10, studyTimeUnit: "hours" };
}

export const formatStudyTime = (t: { studyTime: number; studyTimeUnit: StudyTimeUnit }) => `${t.studyTime}${t.studyTimeUnit === "minutes" ? "m" : "h"}`;

/** The week-over-week change of the overall score, or null when there is nothing from before this week. */
export function weeklyChange(all: { total: number; correct: number }, thisWeek: { total: number; correct: number }): number | null {
  const before = { total: all.total - thisWeek.total, correct: all.correct - thisWeek.correct };
  if (before.total <= 0 || thisWeek.total <= 0) return null;
  return Math.round((all.correct / all.total) * 100) - Math.round((before.correct / before.total) * 100);
}

export const changeText = (change: number | null) =>
  change === null ? "No earlier week to compare yet" : `${change > 0 ? "+" : ""}${change}% from last week`;
