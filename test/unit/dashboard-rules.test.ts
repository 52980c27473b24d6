import { describe, expect, it } from "vitest";
import { streakOf } from "../../lib/streak";
import { changeText, relativeTime, studyTime, weeklyChange } from "../../lib/activity";
import { daysUntil, lastDays, localDay } from "../../lib/dates";
import { scoreBand, timedBand } from "../../lib/scoring";

const H = 3_600_000;

describe("streaks", () => {
  it("counts consecutive days ending today, or ending yesterday while today is still open", () => {
    expect(streakOf(["2026-11-20", "2026-11-21", "2026-11-22"], "2026-11-22")).toEqual({ currentStreak: 3, lastSevenDays: [false, false, false, false, true, true, true] });
    expect(streakOf(["2026-11-20", "2026-11-21"], "2026-11-22").currentStreak).toBe(2);
    expect(streakOf(["2026-11-19", "2026-11-20"], "2026-11-22").currentStreak).toBe(0);
    expect(streakOf([], "2026-11-22")).toEqual({ currentStreak: 0, lastSevenDays: Array(7).fill(false) });
    expect(streakOf(["2026-12-31", "2027-01-01"], "2027-01-01").currentStreak).toBe(2);
  });

  it("uses the student's calendar: the same instants are different days in different zones", () => {
    const instants = [Date.UTC(2026, 10, 21, 3), Date.UTC(2026, 10, 21, 20)]; // 03:00 and 20:00 UTC on Nov 21
    const dayIn = (tz: string) => instants.map((t) => localDay(t, tz));
    expect(dayIn("America/Los_Angeles")).toEqual(["2026-11-20", "2026-11-21"]); // 19:00 Nov 20, 12:00 Nov 21
    expect(streakOf(dayIn("America/Los_Angeles"), "2026-11-21").currentStreak).toBe(2);
    expect(dayIn("Asia/Tokyo")).toEqual(["2026-11-21", "2026-11-22"]); // 12:00 Nov 21, 05:00 Nov 22
    expect(streakOf(dayIn("Asia/Tokyo"), "2026-11-22").currentStreak).toBe(2);
    expect(dayIn("Europe/London")).toEqual(["2026-11-21", "2026-11-21"]);
    expect(streakOf(dayIn("Europe/London"), "2026-11-21").currentStreak).toBe(1);
  });

  it("is not broken or doubled by daylight-saving changes", () => {
    // New York springs forward on 2026-03-08 (a 23-hour day) and falls back on 2026-11-01 (25 hours).
    const spring = [Date.UTC(2026, 2, 8, 4, 30), Date.UTC(2026, 2, 9, 3, 30), Date.UTC(2026, 2, 10, 3, 30)]; // 23:30 local each evening
    expect(spring.map((t) => localDay(t, "America/New_York"))).toEqual(["2026-03-07", "2026-03-08", "2026-03-09"]);
    expect(streakOf(spring.map((t) => localDay(t, "America/New_York")), "2026-03-09").currentStreak).toBe(3);
    const fall = [Date.UTC(2026, 9, 31, 4, 5), Date.UTC(2026, 10, 1, 4, 30), Date.UTC(2026, 10, 2, 5, 5)]; // 00:05, 00:30, 00:05 local
    expect(fall.map((t) => localDay(t, "America/New_York"))).toEqual(["2026-10-31", "2026-11-01", "2026-11-02"]);
    expect(streakOf(fall.map((t) => localDay(t, "America/New_York")), "2026-11-02").currentStreak).toBe(3);
  });
});

describe("dashboard display rules", () => {
  it("labels relative times", () => {
    const now = Date.UTC(2026, 10, 22, 12);
    expect(relativeTime(now - 59 * 60_000, now)).toBe("Just now");
    expect(relativeTime(now - H, now)).toBe("1 hour ago");
    expect(relativeTime(now - 23.9 * H, now)).toBe("23 hours ago");
    expect(relativeTime(now - 24 * H, now)).toBe("Yesterday");
    expect(relativeTime(now - 47 * H, now)).toBe("Yesterday");
    expect(relativeTime(now - 48 * H, now)).toBe("2 days ago");
  });

  it("bands scores", () => {
    expect([80, 79, 75, 74].map(scoreBand)).toEqual(["green", "orange", "orange", "red"]);
    expect([85, 84, 75, 74].map(timedBand)).toEqual(["green", "orange", "orange", "red"]);
  });

  it("rounds days to the exam up and never below 0", () => {
    expect(daysUntil("2026-11-23", "2026-11-22")).toBe(1);
    expect(daysUntil("2027-03-01", "2026-11-22")).toBe(99);
    expect(daysUntil("2026-11-22", "2026-11-22")).toBe(0);
    expect(daysUntil("2026-11-01", "2026-11-22")).toBe(0);
    expect(lastDays("2026-03-01", 3)).toEqual(["2026-02-27", "2026-02-28", "2026-03-01"]);
  });

  it("formats study time and the weekly change", () => {
    expect(studyTime(59 * 60)).toEqual({ studyTime: 59, studyTimeUnit: "minutes" });
    expect(studyTime(90 * 60)).toEqual({ studyTime: 1.5, studyTimeUnit: "hours" });
    expect(weeklyChange({ total: 100, correct: 80 }, { total: 50, correct: 45 })).toBe(10); // 80% now vs 70% before
    expect(weeklyChange({ total: 10, correct: 8 }, { total: 10, correct: 8 })).toBeNull();
    expect(changeText(3)).toBe("+3% from last week");
    expect(changeText(-2)).toBe("-2% from last week");
    expect(changeText(null)).toBe("No earlier week to compare yet");
  });
});

describe("CSV export", () => {
  it("quotes every cell and defuses spreadsheet formulas", async () => {
    const { toCsv } = await import("../../lib/csv");
    expect(toCsv([["a", 1, null], ['say "hi"', "=SUM(A1)", "-2"]])).toBe('"a","1",""\r\n"say ""hi""","\'=SUM(A1)","\'-2"\r\n');
    expect(toCsv([[-2]])).toBe('"-2"\r\n'); // numbers are data, not formulas
  });
});
