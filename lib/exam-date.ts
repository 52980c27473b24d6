// The exam date a student may give: from tomorrow to 5 years ahead, on the
// calendar of the student's time zone (the register form's date picker starts
// at tomorrow in the same zone).
import { addDays, localDay } from "./dates";

const MAX_YEARS = 5;

/** The first and last exam day allowed at the instant `now` in `timeZone` ('YYYY-MM-DD'; the form's min and max). */
export function examDateBounds(now: number, timeZone: string): { first: string; last: string } {
  const today = localDay(now, timeZone);
  const sameDay = `${Number(today.slice(0, 4)) + MAX_YEARS}${today.slice(4)}`;
  return { first: addDays(today, 1), last: addDays(sameDay, 0) === sameDay ? sameDay : addDays(sameDay, -1) }; // 29 February in a common year: the 28th
}

/** Why `day` ('YYYY-MM-DD') is refused at the instant `now` in `timeZone`, or null when it is fine. */
export function examDateProblem(day: string, now: number, timeZone: string): string | null {
  const { first, last } = examDateBounds(now, timeZone);
  if (day < first) return `Exam date must be tomorrow (${first}) or later`;
  if (day > last) return `Exam date must be within ${MAX_YEARS} years, on or before ${last}`;
  return null;
}
