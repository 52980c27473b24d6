// The test builder's filters (lib/study-filters.ts) and the notes list's stem
// preview (lib/notes.ts).
import { describe, expect, it } from "vitest";
import { filtersToStore, storedFilters, studyFilterFields } from "../../lib/study-filters";
import { stemPreview } from "../../lib/notes";

describe("test builder filters", () => {
  const status = studyFilterFields.status.unwrap();
  it("takes comma lists and lists, trimmed and de-duplicated, and refuses unknown values", () => {
    expect(status.parse("incorrect, flagged,incorrect")).toEqual(["incorrect", "flagged"]);
    expect(status.parse(["unused"])).toEqual(["unused"]);
    for (const bad of ["", "seen", "unused,,x", [], [""]])
      expect(status.safeParse(bad).success, String(bad)).toBe(false);
    expect(studyFilterFields.system.unwrap().safeParse("cardiovascular,renal-urinary").success).toBe(true);
    expect(studyFilterFields.clientNeed.unwrap().safeParse("Cardiology").success).toBe(false);
  });

  it("stores only the filters given, and reads back what it stored", () => {
    expect(filtersToStore({})).toBeNull();
    const json = filtersToStore({ status: ["incorrect"], system: ["cardiovascular"], clientNeed: undefined })!;
    expect(storedFilters(json)).toEqual({ status: ["incorrect"], system: ["cardiovascular"] });
    expect(storedFilters(null)).toEqual({});
  });

  it("previews a stem at a word boundary", () => {
    expect(stemPreview("Short   stem\n here")).toBe("Short stem here");
    const long = stemPreview("word ".repeat(100));
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long.endsWith("word…")).toBe(true);
  });
});
