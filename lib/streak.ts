// Study streaks on the student's own calendar: a day counts when at least one
// question was answered that day in their time zone. Days are 'YYYY-MM-DD'
// strings, so daylight-saving changes cannot split or merge a day.
import { addDays, lastDays } from "./dates";

export interface Streak {
  currentStreak: number;
  lastSevenDays: boolean[]; // oldest first, ending today
}

/**
 * Consecutive active days ending today. A streak whose last day is yesterday
 * is still alive (today is not over yet), so it counts up to yesterday.
 */
export function streakOf(activeDays: Iterable<string>, today: string): Streak {
  const active = new Set(activeDays);
  let day = active.has(today) ? today : addDays(today, -1);
  let currentStreak = 0;
  while (active.has(day)) {
    currentStreak++;
    day = addDays(day, -1);
  }
  return { currentStreak, lastSevenDays: lastDays(today, 7).map((d) => active.has(d)) };
}
