// Study streaks on the student's own calendar: a day counts when at least one
// question was answered that day in their time zone. Days are 'YYYY-MM-DD'
// strings, so daylight-saving changes cannot split or merge a day.
export interface Streak {
  currentStreak: number;
  lastSevenDays: boolean[]; // oldest first, ending today
}

/**
 * Consecutive active days ending today. A streak whose last day is yesterday
 * is still alive (today is not over yet), so it counts up to yesterday.
 */
export function streakOf(activeDays: Iterable<string>, today: string): Streak {
  const active = new Set<number>();
  for (const day of activeDays) active.add(dayNumber(day));
  const todayNumber = dayNumber(today);
  let day = active.has(todayNumber) ? todayNumber : todayNumber - 1;
  let currentStreak = 0;
  while (active.has(day)) {
    currentStreak++;
    day--;
  }
  return { currentStreak, lastSevenDays: Array.from({ length: 7 }, (_, i) => active.has(todayNumber - 6 + i)) };
}

/** Days since 1970-01-01 of a 'YYYY-MM-DD' day: consecutive days are consecutive numbers. */
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;
