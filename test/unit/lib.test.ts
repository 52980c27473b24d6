import { describe, expect, it } from "vitest";
import { addDays, isValidTimeZone, localDay, shortUsDate } from "../../lib/dates";
import { randKeyFor, buildSeedStatements } from "../../lib/seed-sql";
import { similarity } from "../../lib/content-rules";
import { nextState } from "../../worker/auth/throttle";

describe("dates", () => {
  it("finds the calendar day in the student's time zone", () => {
    const instant = Date.UTC(2026, 10, 22, 2, 30); // 02:30 UTC on Nov 22
    expect(localDay(instant, "UTC")).toBe("2026-11-22");
    expect(localDay(instant, "America/Los_Angeles")).toBe("2026-11-21");
    expect(localDay(instant, "Asia/Tokyo")).toBe("2026-11-22");
    expect(localDay(Date.UTC(2026, 10, 22, 15, 30), "Pacific/Kiritimati")).toBe("2026-11-23");
  });
  it("adds days across months and years", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2024-03-01", -1)).toBe("2024-02-29");
  });
  it("formats short US dates and validates time zones", () => {
    expect(shortUsDate("2027-03-04")).toBe("3/4/2027");
    expect(isValidTimeZone("Europe/Berlin")).toBe(true);
    expect(isValidTimeZone("Mars/Olympus")).toBe(false);
    expect(isValidTimeZone("")).toBe(false);
  });
});

describe("seed SQL", () => {
  it("gives each code a stable 31-bit draw key", () => {
    expect(randKeyFor("moc-001")).toBe(randKeyFor("moc-001"));
    expect(randKeyFor("moc-001")).not.toBe(randKeyFor("moc-002"));
    expect(randKeyFor("x")).toBeLessThan(2 ** 31);
  });
  it("escapes quotes and upserts by code", () => {
    const [stmt] = buildSeedStatements([
      {
        id: "moc-900",
        categoryId: 11,
        type: "single",
        clientNeed: "Management of Care",
        difficulty: 2,
        content: "The client's nurse",
        options: [],
        correctAnswer: "A",
        explanation: "x",
      },
    ]).filter((s) => s.includes("moc-900"));
    expect(stmt).toContain("'The client''s nurse'");
    expect(stmt).toContain("ON CONFLICT(code) DO UPDATE");
  });
});

describe("near-duplicate similarity", () => {
  it("scores reworded copies high and different questions low", () => {
    const a =
      "A client with heart failure reports a weight gain of 2 kg in two days. Which action should the nurse take first?";
    expect(similarity(a, a.toUpperCase().replace("?", "."))).toBe(1);
    expect(similarity(a, a.replace("reports", "has"))).toBeGreaterThan(0.5);
    expect(similarity(a, "Which finding in a newborn at 2 hours of age requires immediate follow-up?")).toBeLessThan(
      0.2,
    );
  });
});

describe("login throttle backoff", () => {
  it("blocks from the 5th failure and doubles the wait, capped at 15 minutes", () => {
    let row = null as ReturnType<typeof nextState> | null;
    const t0 = 1_000_000;
    const waits: number[] = [];
    for (let i = 0; i < 12; i++) {
      row = nextState(row, "user", t0);
      waits.push(row.blocked_until ? row.blocked_until - t0 : 0);
    }
    expect(waits.slice(0, 4)).toEqual([0, 0, 0, 0]);
    expect(waits.slice(4, 7)).toEqual([30_000, 60_000, 120_000]);
    expect(Math.max(...waits)).toBe(15 * 60_000);
  });
  it("starts a fresh window after 15 minutes", () => {
    const old = { failures: 9, window_start: 0, blocked_until: 0 };
    expect(nextState(old, "user", 16 * 60_000).failures).toBe(1);
  });
});
