// The study outbox's rules (lib/study-change.ts): one pending change per
// question and kind, the idempotent request each change makes, and what a
// reply means for it.
import { describe, expect, it } from "vitest";
import { studyChangeKey, studyFate, studyRequest, type StudyChange } from "../../lib/study-change";
import { filtersToStore, storedFilters, studyFilterFields } from "../../lib/study-filters";
import { stemPreview } from "../../lib/notes";

const flag: StudyChange = { kind: "flag", questionId: 7, flagged: true };
const unflag: StudyChange = { kind: "flag", questionId: 7, flagged: false };
const note: StudyChange = { kind: "note", questionId: 7, text: "K+ first" };
const noNote: StudyChange = { kind: "note", questionId: 7, text: null };

describe("study changes", () => {
  it("keeps one pending change per question and kind", () => {
    expect(studyChangeKey(flag)).toBe(studyChangeKey(unflag));
    expect(studyChangeKey(note)).toBe(studyChangeKey(noNote));
    expect(studyChangeKey(flag)).not.toBe(studyChangeKey(note));
  });

  it("makes the idempotent request of each change", () => {
    expect(studyRequest(flag)).toEqual({ method: "PUT", path: "/api/flags/7" });
    expect(studyRequest(unflag)).toEqual({ method: "DELETE", path: "/api/flags/7" });
    expect(studyRequest(note)).toEqual({ method: "PUT", path: "/api/notes/7", body: '{"text":"K+ first"}' });
    expect(studyRequest(noNote)).toEqual({ method: "DELETE", path: "/api/notes/7" });
  });

  it("reads a reply as done, refused, sign-in or retry", () => {
    expect(studyFate(flag, 200)).toBe("done");
    expect(studyFate(unflag, 204)).toBe("done");
    expect(studyFate(unflag, 404)).toBe("done"); // already gone
    expect(studyFate(noNote, 404)).toBe("done");
    expect(studyFate(flag, 404)).toBe("refused"); // unknown or sealed question
    expect(studyFate(note, 400)).toBe("refused");
    expect(studyFate(note, 401)).toBe("signin");
    for (const s of [null, 403, 429, 500, 503]) expect(studyFate(note, s)).toBe("retry");
  });
});

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
