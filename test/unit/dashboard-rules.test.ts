import { describe, expect, it } from "vitest";
import { streakOf } from "../../lib/streak";
import {
  changeText,
  continueCategory,
  dayCount,
  formatDuration,
  relativeTime,
  studyTime,
  timeDistribution,
  weeklyChange,
} from "../../lib/activity";
import { CATEGORIES } from "../../lib/categories";
import { daysUntil, lastDays, localDateTime, localDay } from "../../lib/dates";
import { scoreBand, timedBand } from "../../lib/scoring";

const H = 3_600_000;

describe("streaks", () => {
  it("counts consecutive days ending today, or ending yesterday while today is still open", () => {
    expect(streakOf(["2026-11-20", "2026-11-21", "2026-11-22"], "2026-11-22")).toEqual({
      currentStreak: 3,
      lastSevenDays: [false, false, false, false, true, true, true],
    });
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
    expect(
      streakOf(
        spring.map((t) => localDay(t, "America/New_York")),
        "2026-03-09",
      ).currentStreak,
    ).toBe(3);
    const fall = [Date.UTC(2026, 9, 31, 4, 5), Date.UTC(2026, 10, 1, 4, 30), Date.UTC(2026, 10, 2, 5, 5)]; // 00:05, 00:30, 00:05 local
    expect(fall.map((t) => localDay(t, "America/New_York"))).toEqual(["2026-10-31", "2026-11-01", "2026-11-02"]);
    expect(
      streakOf(
        fall.map((t) => localDay(t, "America/New_York")),
        "2026-11-02",
      ).currentStreak,
    ).toBe(3);
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
    expect(weeklyChange({ total: 10, correct: 8 }, { total: 0, correct: 0 })).toBeNull();
    const text = (all: { total: number; correct: number }, week: { total: number; correct: number }) =>
      changeText({ weeklyChange: weeklyChange(all, week), totalQuestions: all.total, questionsThisWeek: week.total });
    expect(text({ total: 100, correct: 83 }, { total: 50, correct: 44 })).toBe("+5% from last week"); // 83% overall vs 78% before this week
    expect(text({ total: 100, correct: 70 }, { total: 50, correct: 33 })).toBe("-4% from last week"); // 70% vs 74%
    expect(text({ total: 10, correct: 8 }, { total: 0, correct: 0 })).toBe("No answers this week yet"); // earlier data, none this week
    expect(text({ total: 10, correct: 8 }, { total: 10, correct: 8 })).toBe("No earlier week to compare yet"); // only this week
    expect(text({ total: 0, correct: 0 }, { total: 0, correct: 0 })).toBe("No earlier week to compare yet"); // a new student
  });

  it("pluralises day counts", () => {
    expect([0, 1, 2].map(dayCount)).toEqual(["0 days", "1 day", "2 days"]);
  });

  it("builds the study-time doughnut in seconds, and nothing when no time is recorded", () => {
    // A few quick answers: whole minutes would be [0, 0, 0], a 0/0 doughnut.
    expect(timeDistribution({ practice: 12, timed: 0, review: 25 })).toEqual({
      labels: ["Practice", "Timed tests", "Review"],
      seconds: [12, 0, 25],
      rows: [
        ["Practice", "12 s"],
        ["Timed tests", "0 s"],
        ["Review", "25 s"],
      ],
    });
    expect(timeDistribution({ practice: 0, timed: 0, review: 0 })).toBeNull();
    expect([59, 60, 89, 90, 3599, 3600, 5400].map(formatDuration)).toEqual([
      "59 s",
      "1 min",
      "1 min",
      "2 min",
      "1 h",
      "1 h",
      "1.5 h",
    ]);
  });

  it("picks the category for Continue Last Session", () => {
    expect(continueCategory(4, CATEGORIES)).toBe(4); // the last practice session's category
    expect(continueCategory(null, CATEGORIES)).toBe(5); // Pharmacological and Parenteral Therapies
    const without = (...names: string[]) => CATEGORIES.filter((c) => !names.includes(c.name));
    expect(continueCategory(null, without("Pharmacological and Parenteral Therapies"))).toBe(6); // Physiological Adaptation
    expect(
      continueCategory(null, without("Pharmacological and Parenteral Therapies", "Physiological Adaptation")),
    ).toBe(7); // Health Promotion and Maintenance
    expect(
      continueCategory(
        null,
        without(
          "Pharmacological and Parenteral Therapies",
          "Physiological Adaptation",
          "Health Promotion and Maintenance",
        ),
      ),
    ).toBe(1); // the first category
    expect(
      continueCategory(null, [
        { id: 9, name: "Reduction of Risk Potential" },
        { id: 7, name: "Health Promotion and Maintenance" },
      ]),
    ).toBe(7);
  });

  it("formats the student's local date and time", () => {
    const t = Date.UTC(2026, 10, 22, 23, 30); // 23:30 UTC
    expect(localDateTime(t, "UTC")).toBe("2026-11-22 23:30");
    expect(localDateTime(t, "Asia/Tokyo")).toBe("2026-11-23 08:30");
    expect(localDateTime(t, "America/Los_Angeles")).toBe("2026-11-22 15:30");
    expect(localDateTime(Date.UTC(2026, 10, 22, 0, 5), "UTC")).toBe("2026-11-22 00:05"); // midnight is 00, not 24
  });
});

describe("CSV export", () => {
  it("quotes every cell and defuses spreadsheet formulas", async () => {
    const { toCsv } = await import("../../lib/csv");
    expect(
      toCsv([
        ["a", 1, null],
        ['say "hi"', "=SUM(A1)", "-2"],
      ]),
    ).toBe('"a","1",""\r\n"say ""hi""","\'=SUM(A1)","\'-2"\r\n');
    expect(toCsv([[-2]])).toBe('"-2"\r\n'); // numbers are data, not formulas
  });
});
