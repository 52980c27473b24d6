// Calendar helpers that respect the student's IANA time zone.
import { dateFormat } from "./date-format";

export function isValidTimeZone(tz: string): boolean {
  if (!tz || tz.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

const QUARTER_HOUR = 15 * 60_000;
const recentDays = new Map<string, string>();

/** 'YYYY-MM-DD' of the instant `ms` on the wall calendar of `timeZone`. */
export function localDay(ms: number, timeZone: string): string {
  // Every zone's offset, and every change of it, falls on a quarter hour of UTC, so a day cannot change inside
  // one: a quarter hour's answer is kept (a formatted day cost about 0.3 ms of a request under workerd).
  const key = `${timeZone}|${Math.floor(ms / QUARTER_HOUR)}`;
  let day = recentDays.get(key);
  if (day === undefined) {
    if (recentDays.size >= 1000) recentDays.clear();
    day = dateFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(ms));
    recentDays.set(key, day);
  }
  return day;
}

/** 'YYYY-MM-DD HH:MM' (24-hour) of the instant `ms` on the wall clock of `timeZone`. */
export function localDateTime(ms: number, timeZone: string): string {
  const parts = dateFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(new Date(ms));
  const p = Object.fromEntries(parts.map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

/**
 * Days since 1970-01-01 of a 'YYYY-MM-DD' day: consecutive days are consecutive numbers. Integer
 * arithmetic on the proleptic Gregorian calendar (H. Hinnant's days_from_civil), not Date: a page's
 * trend and streak walk hundreds of days, and Date.parse with toISOString was a third of the
 * dashboard's render (docs/performance.md). Out-of-range days roll over as Date's do (02-30 is 03-02).
 */
export function dayNumber(day: string): number {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new RangeError(`Not a YYYY-MM-DD day: ${day}`);
  const month = Number(day.slice(5, 7));
  const year = Number(day.slice(0, 4)) - (month <= 2 ? 1 : 0);
  const era = Math.floor(year / 400);
  const yearOfEra = year - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + Number(day.slice(8, 10)) - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** The 'YYYY-MM-DD' day of a day number (civil_from_days, the inverse of dayNumber). */
export function dayOfNumber(n: number): string {
  const z = n + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shiftedMonth = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * shiftedMonth + 2) / 5) + 1;
  const month = shiftedMonth + (shiftedMonth < 10 ? 3 : -9);
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${String(year).padStart(4, "0")}-${month < 10 ? "0" : ""}${month}-${day < 10 ? "0" : ""}${day}`;
}

/** Shift a 'YYYY-MM-DD' day by whole days (calendar arithmetic, no time zone). */
export const addDays = (day: string, n: number): string => dayOfNumber(dayNumber(day) + n);

/** Short US date, e.g. '3/14/2027', for a 'YYYY-MM-DD' day. */
export function shortUsDate(day: string): string {
  const [y, m, d] = day.split("-").map(Number);
  return `${m}/${d}/${y}`;
}

/** The instant `ms` as a short US date on the student's calendar, e.g. '11/28/2026' in New York at 02:30 UTC on 11/29. */
export const usDateIn = (ms: number, timeZone: string) => shortUsDate(localDay(ms, timeZone));

/** Whole days from `today` to `day` (both 'YYYY-MM-DD'), never below 0. */
export const daysUntil = (day: string, today: string): number => Math.max(0, dayNumber(day) - dayNumber(today));

/** The `n` days ending with `today`, oldest first. */
export function lastDays(today: string, n: number): string[] {
  const first = dayNumber(today) - n + 1;
  return Array.from({ length: n }, (_, i) => dayOfNumber(first + i));
}
