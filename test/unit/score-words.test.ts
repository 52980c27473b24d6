import { describe, expect, it } from "vitest";
import { atFullMarks, fullMarksAndPoints, ofPoints, timeUsed } from "../../lib/score-words";
import { usDateIn } from "../../lib/dates";

describe("score words", () => {
  it("names a full-marks count and a points percentage", () => {
    expect(atFullMarks(0, 9)).toBe("0 of 9 at full marks");
    expect(ofPoints(49.6)).toBe("50% of points");
    expect(fullMarksAndPoints(0, 9, 50)).toBe("0 of 9 at full marks · 50% of points");
  });

  it("gives a timed test's time used, in seconds under a minute, never past the limit", () => {
    const start = Date.UTC(2026, 10, 29, 2, 0);
    expect(timeUsed(start, start + 40_000, 25)).toBe("40 s");
    expect(timeUsed(start, start + 18 * 60_000 + 20_000, 25)).toBe("18 min");
    expect(timeUsed(start, start + 3 * 3_600_000, 75)).toBe("75 min");
    expect(timeUsed(start, start - 5, 25)).toBe("0 s");
  });
});

describe("dates on the student's calendar", () => {
  it("shows 02:30 UTC on Nov 29 as Nov 28 in New York", () => {
    const instant = Date.UTC(2026, 10, 29, 2, 30);
    expect(usDateIn(instant, "America/New_York")).toBe("11/28/2026");
    expect(usDateIn(instant, "UTC")).toBe("11/29/2026");
    expect(usDateIn(instant, "Asia/Tokyo")).toBe("11/29/2026");
  });
});
