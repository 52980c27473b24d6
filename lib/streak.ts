// Study streaks on the student's own calendar: a day counts when at least one
// question was answered that day in their time zone. Days are 'YYYY-MM-DD'
// strings, so daylight-saving changes cannot split or merge a day.
import { dayNumber, dayOfNumber } from "./dates";

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
  const todayNumber = dayNumber(today);
  const isActive = (n: number) => active.has(dayOfNumber(n));
  let day = active.has(today) ? todayNumber : todayNumber - 1;
  let currentStreak = 0;
  while (isActive(day)) {
    currentStreak++;
    day--;
  }
  return { currentStreak, lastSevenDays: Array.from({ length: 7 }, (_, i) => isActive(todayNumber - 6 + i)) };
}
