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

/** Shift a 'YYYY-MM-DD' day by whole days (calendar arithmetic, no time zone). */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** Short US date, e.g. '3/14/2027', for a 'YYYY-MM-DD' day. */
export function shortUsDate(day: string): string {
  const [y, m, d] = day.split("-").map(Number);
  return `${m}/${d}/${y}`;
}

/** The instant `ms` as a short US date on the student's calendar, e.g. '11/28/2026' in New York at 02:30 UTC on 11/29. */
export const usDateIn = (ms: number, timeZone: string) => shortUsDate(localDay(ms, timeZone));

/** Whole days from `today` to `day` (both 'YYYY-MM-DD'), never below 0. */
export function daysUntil(day: string, today: string): number {
  const ms = Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`);
  return Math.max(0, Math.ceil(ms / 86_400_000));
}

/** The `n` days ending with `today`, oldest first. */
export const lastDays = (today: string, n: number) => Array.from({ length: n }, (_, i) => addDays(today, i - n + 1));
