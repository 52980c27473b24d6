import { describe, expect, it } from "vitest";
import { Rating, type Grade } from "ts-fsrs";
import { reviewGrade, startsCard, SLOW_SECONDS } from "../../lib/review/grade";
import { daysUntilDue, newCard, nextCard, type CardState } from "../../lib/review/schedule";
import { endOfToday, forecast, startOfLocalDay } from "../../lib/review/due";

const DAY = 86_400_000;

describe("grade mapping", () => {
  it.each([
    ["no points", { type: "single", points: 0, maxPoints: 1, seconds: 20 }, Rating.Again],
    ["no points, slow", { type: "sata", points: 0, maxPoints: 4, seconds: 400 }, Rating.Again],
    ["partial credit", { type: "sata", points: 2, maxPoints: 4, seconds: 30 }, Rating.Hard],
    ["partial credit, quick", { type: "bowtie", points: 4, maxPoints: 5, seconds: 10 }, Rating.Hard],
    [
      "full marks, slow multiple choice (over 90 s)",
      { type: "single", points: 1, maxPoints: 1, seconds: SLOW_SECONDS.single + 1 },
      Rating.Good,
    ],
    [
      "full marks at exactly 90 s",
      { type: "single", points: 1, maxPoints: 1, seconds: SLOW_SECONDS.single },
      Rating.Easy,
    ],
    ["full marks, quick", { type: "single", points: 1, maxPoints: 1, seconds: 30 }, Rating.Easy],
    [
      "full marks on an NGN item in 120 s (its limit is 150 s)",
      { type: "matrix_mc", points: 3, maxPoints: 3, seconds: 120 },
      Rating.Easy,
    ],
    [
      "full marks on an NGN item in 151 s",
      { type: "matrix_mc", points: 3, maxPoints: 3, seconds: SLOW_SECONDS.other + 1 },
      Rating.Good,
    ],
  ])("%s", (_, outcome, grade) => expect(reviewGrade(outcome)).toBe(grade));

  it("starts a card for a miss, partial credit or a slow right answer, not for a quick right one", () => {
    expect(startsCard({ type: "single", points: 0, maxPoints: 1, seconds: 10 })).toBe(true);
    expect(startsCard({ type: "sata", points: 3, maxPoints: 4, seconds: 10 })).toBe(true);
    expect(startsCard({ type: "single", points: 1, maxPoints: 1, seconds: 120 })).toBe(true);
    expect(startsCard({ type: "single", points: 1, maxPoints: 1, seconds: 40 })).toBe(false);
  });
});

describe("a schedule over simulated days", () => {
  it("a missed question comes back the next day; each success spaces it further; a lapse brings it back sooner", () => {
    let now = Date.UTC(2026, 0, 5, 9);
    let card: CardState = nextCard(null, Rating.Again, now);
    expect(daysUntilDue(card.dueAt, now)).toBe(1);
    const gaps: number[] = [];
    for (const grade of [Rating.Good, Rating.Good, Rating.Easy, Rating.Good] as Grade[]) {
      now = card.dueAt; // reviewed the moment it is due
      card = nextCard(card, grade, now);
      gaps.push(daysUntilDue(card.dueAt, now));
    }
    expect(gaps).toEqual([...gaps].sort((a, b) => a - b)); // intervals grow
    expect(gaps[0]).toBeGreaterThanOrEqual(2);
    expect(gaps.at(-1)!).toBeGreaterThan(30);
    expect(card.reps).toBe(5);
    now = card.dueAt;
    const lapsed = nextCard(card, Rating.Again, now);
    expect(lapsed.lapses).toBe(1);
    expect(daysUntilDue(lapsed.dueAt, now)).toBeLessThan(gaps.at(-1)!);
    // Hard after a lapse is sooner than Good would be.
    expect(nextCard(lapsed, Rating.Hard, lapsed.dueAt).dueAt).toBeLessThan(
      nextCard(lapsed, Rating.Good, lapsed.dueAt).dueAt,
    );
  });

  it("is reproducible (no fuzz) and a new card is due at once", () => {
    const now = Date.UTC(2026, 3, 1);
    expect(nextCard(null, Rating.Hard, now)).toEqual(nextCard(null, Rating.Hard, now));
    expect(newCard(now)).toMatchObject({ dueAt: now, reps: 0, state: 0 });
  });
});

describe("due days on the student's calendar", () => {
  it("finds local midnight, daylight-saving days included", () => {
    expect(new Date(startOfLocalDay("2026-03-08", "America/New_York")).toISOString()).toBe("2026-03-08T05:00:00.000Z");
    expect(new Date(startOfLocalDay("2026-03-09", "America/New_York")).toISOString()).toBe("2026-03-09T04:00:00.000Z");
    expect(new Date(startOfLocalDay("2026-06-01", "Asia/Kolkata")).toISOString()).toBe("2026-05-31T18:30:00.000Z");
    expect(endOfToday(Date.UTC(2026, 5, 1, 23, 0), "UTC")).toBe(Date.UTC(2026, 5, 2));
  });

  it("forecasts 14 days, overdue cards counted today", () => {
    const now = Date.UTC(2026, 5, 1, 12);
    const f = forecast([now - 5 * DAY, now + 1000, now + DAY, now + 13 * DAY, now + 20 * DAY], now, "UTC");
    expect(f).toHaveLength(14);
    expect(f[0]).toEqual({ day: "2026-06-01", due: 2 });
    expect(f[1]).toEqual({ day: "2026-06-02", due: 1 });
    expect(f[13]).toEqual({ day: "2026-06-14", due: 1 });
  });
});
