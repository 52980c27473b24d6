// lib/dates' integer calendar arithmetic against Date, which it replaced on the hot paths.
import { describe, expect, it } from "vitest";
import { addDays, dayNumber, dayOfNumber, daysUntil, lastDays } from "../../lib/dates";

const viaDate = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

describe("calendar arithmetic", () => {
  it("numbers every day from 1900 to 2100 as Date does, and turns each number back into its day", () => {
    const start = Date.UTC(1900, 0, 1);
    for (let ms = start; ms <= Date.UTC(2100, 11, 31); ms += 86_400_000) {
      const day = new Date(ms).toISOString().slice(0, 10);
      const n = ms / 86_400_000;
      expect(dayNumber(day)).toBe(n);
      expect(dayOfNumber(n)).toBe(day);
    }
  });

  it("shifts days across month, year and leap-day boundaries as Date does", () => {
    for (const [day, n] of [
      ["2024-02-28", 1],
      ["2024-02-29", 1],
      ["2023-02-28", 1],
      ["2000-02-28", 1],
      ["1900-02-28", 1],
      ["2026-12-31", 1],
      ["2027-01-01", -1],
      ["2026-11-29", -366],
      ["2026-03-08", 90],
      ["1969-12-31", 1],
    ] as const)
      expect(addDays(day, n), `${day} ${n}`).toBe(viaDate(day, n));
  });

  it("rolls a day past its month's end over as Date does (29 February in a common year is 1 March)", () => {
    expect(addDays("2031-02-29", 0)).toBe("2031-03-01");
    expect(addDays("2031-02-29", -1)).toBe("2031-02-28");
    expect(addDays("2026-04-31", 0)).toBe(viaDate("2026-04-31", 0));
  });

  it("lists the last n days oldest first, and counts whole days to a later day", () => {
    expect(lastDays("2026-03-02", 4)).toEqual(["2026-02-27", "2026-02-28", "2026-03-01", "2026-03-02"]);
    expect(daysUntil("2027-01-15", "2026-11-29")).toBe(47);
    expect(daysUntil("2026-11-28", "2026-11-29")).toBe(0);
  });

  it("refuses what is not a YYYY-MM-DD day", () => {
    expect(() => dayNumber("2026-3-1")).toThrow(RangeError);
    expect(() => addDays("not a day", 1)).toThrow(RangeError);
  });
});
