// The test builder's request pieces: the counts path, the API's filter
// fields and a timed test's limit at the default pace.
import { describe, expect, it } from "vitest";
import { countsPath, filterFields, NO_FILTERS, timedMinutes, toggled } from "../../client/builder/filters";

describe("test builder", () => {
  it("asks for counts with the bank settings and only the filters chosen, comma-separated", () => {
    const path = countsPath(
      { categoryId: 4, difficulty: "mixed", format: "sata" },
      { status: ["incorrect", "flagged"], clientNeed: [], system: ["cardiovascular", "respiratory"] },
    );
    const url = new URL(path, "http://x");
    expect(url.pathname).toBe("/api/questions/counts");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      difficulty: "mixed",
      categoryId: "4",
      type: "sata",
      status: "incorrect,flagged",
      system: "cardiovascular,respiratory",
    });
    // A step drill leaves the format out, as its draw does.
    expect(
      new URL(countsPath({ categoryId: null, difficulty: "easy", format: "sata", step: 2 }, NO_FILTERS), "http://x")
        .search,
    ).toBe("?difficulty=easy&step=2");
  });

  it("sends only the filters set, and times a test at 80 s a question in whole minutes up to 300", () => {
    expect(filterFields({ status: ["unused"], clientNeed: [], system: [] })).toEqual({ status: ["unused"] });
    expect(filterFields(NO_FILTERS)).toEqual({});
    expect(timedMinutes(10, 80)).toBe(14);
    expect(timedMinutes(75, 80)).toBe(100);
    expect(timedMinutes(150, 300)).toBe(300);
    expect(toggled(["a"], "b", true)).toEqual(["a", "b"]);
    expect(toggled(["a", "b"], "a", false)).toEqual(["b"]);
  });
});
