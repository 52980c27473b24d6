// Due-time arithmetic on the student's calendar: when "today" ends in their
// time zone, and the 14-day forecast's days.
import { addDays, localDay } from "../dates";
import { dateFormat } from "../date-format";

export const REVIEW_BATCH = 25; // a review session holds at most this many due questions
export const FORECAST_DAYS = 14;

/** The first instant of `day` (YYYY-MM-DD) in `timeZone`, as epoch ms. */
export function startOfLocalDay(day: string, timeZone: string): number {
  const guess = Date.parse(`${day}T00:00:00Z`);
  // The zone's offset at the guess, then once more at the corrected time (DST changes near midnight).
  let t = guess;
  for (let i = 0; i < 2; i++) t = guess - offsetMs(t, timeZone);
  return t;
}

function offsetMs(ms: number, timeZone: string): number {
  const p = Object.fromEntries(
    dateFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    })
      .formatToParts(new Date(ms))
      .map((x) => [x.type, x.value]),
  );
  const asUtc = Date.UTC(
    Number(p.year),
    Number(p.month) - 1,
    Number(p.day),
    Number(p.hour),
    Number(p.minute),
    Number(p.second),
  );
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/** The end of the student's today (the start of tomorrow): cards due before it are due today. */
export const endOfToday = (now: number, timeZone: string) =>
  startOfLocalDay(addDays(localDay(now, timeZone), 1), timeZone);

/** The forecast's days (today first) and, per day, how many cards fall due on it; cards overdue count for today. */
export function forecast(dueTimes: number[], now: number, timeZone: string): { day: string; due: number }[] {
  const today = localDay(now, timeZone);
  const days = Array.from({ length: FORECAST_DAYS }, (_, i) => addDays(today, i));
  const counts = new Map(days.map((d) => [d, 0]));
  for (const t of dueTimes) {
    const day = t <= now ? today : localDay(t, timeZone);
    if (counts.has(day)) counts.set(day, counts.get(day)! + 1);
  }
  return days.map((day) => ({ day, due: counts.get(day)! }));
}
