// The format registry end to end on one fixture item per format: content
// schema, max points, full marks from the correct response, the reference's
// partial-credit traps, and the 400 messages for malformed responses.
import { describe, expect, it } from "vitest";
import { questionSchema } from "../../lib/content-schema";
import {
  bodyOf,
  correctResponseOf,
  FORMAT_NAMES,
  FORMATS,
  grade,
  maxPointsOf,
  parseResponse,
  type FormatName,
} from "../../lib/formats/registry";
import { FIXTURE_BODIES, fixtureItem } from "../fixtures/format-items";
import { rightResponse, wrongResponse } from "../fixtures/responses";
import { displayOrder } from "../../lib/formats/shuffle";

const body = (f: FormatName) => bodyOf(fixtureItem(f));
const points = (f: FormatName, response: unknown) => {
  const parsed = parseResponse(f, body(f), response);
  if (!parsed.ok) throw new Error(parsed.message);
  return grade(f, body(f), parsed.value).points;
};
const problem = (f: FormatName, response: unknown) => {
  const parsed = parseResponse(f, body(f), response);
  return parsed.ok ? "accepted" : parsed.message;
};

// [format, max points, a response, its points, why]
const PARTIAL: [FormatName, number, unknown, number, string][] = [
  ["single", 1, "A", 0, "0/1"],
  ["sata", 3, ["A", "B", "C"], 1, "+/-: two right, one wrong"],
  ["sata", 3, ["B", "D"], 0, "+/- never below 0"],
  ["select_n", 2, ["A", "B"], 1, "0/1 per pick, no penalty for A"],
  ["mr_grouping", 3, { g1: ["g1a", "g1b"], g2: ["g2b"] }, 1, "+/- floored per group: g1 0, g2 1"],
  ["mr_grouping", 3, { g1: ["g1b"], g2: ["g2a", "g2b"] }, 0, "a group below 0 is floored, not carried"],
  ["matrix_mc", 4, { r1: "yes", r2: "yes", r3: "yes", r4: "no" }, 3, "0/1 per row"],
  [
    "matrix_mr",
    4,
    { r1: ["c1"], r2: ["c1", "c2"], r3: ["c2"] },
    2,
    "per column: c1 2 right = 2; c2 1 right 1 wrong = 0",
  ],
  ["dropdown_cloze", 2, { b1: "b1a", b2: "b2a" }, 1, "0/1 per drop-down"],
  ["dropdown_table", 2, { r1c1: "r1y", r2c1: "r2z" }, 1, "0/1 per cell"],
  ["dropdown_rationale", 2, { b1: "x1", b2: "y2", b3: "z1" }, 1, "triad: one right pair"],
  ["dropdown_rationale", 2, { b1: "x2", b2: "y2", b3: "z3" }, 0, "triad: the shared blank wrong loses both pairs"],
  ["dnd_cloze", 2, { b1: "t2", b2: "t3" }, 1, "0/1 per blank"],
  ["dnd_rationale", 1, { b1: "t1", b2: "t2" }, 0, "dyad: both or nothing"],
  ["highlight_text", 2, ["p1", "p2", "p4"], 0, "+/-: 1 - 2 floored at 0"],
  ["highlight_table", 2, ["p1", "p3", "p4"], 1, "+/-: 2 - 1"],
  ["bowtie", 5, { actions: ["a1", "a2"], condition: "c2", parameters: ["p3", "p5"] }, 4, "0/1 per slot"],
  ["ordered", 1, ["s2", "s1", "s3", "s4"], 0, "all or nothing"],
];

// [format, malformed response, words the message contains]
const MALFORMED: [FormatName, unknown, string][] = [
  ["single", "E", "unknown option"],
  ["sata", ["A", "Z"], "unknown option"],
  ["sata", [], "at least 1"],
  ["sata", ["A", "A"], "chosen twice"],
  ["select_n", ["A", "B", "D"], "exactly 2"],
  ["mr_grouping", { g1: ["g1a"] }, "group 'g2' is left out"],
  ["matrix_mc", { r1: "yes", r2: "no", r3: "yes", r4: "no", r9: "yes" }, "no row 'r9'"],
  ["matrix_mc", { r1: "maybe", r2: "no", r3: "yes", r4: "no" }, "unknown column"],
  ["matrix_mr", { r1: ["c1"], r2: "c1", r3: [] }, "list of columns"],
  ["dropdown_cloze", { b1: "b1a" }, "blank 'b2' is left out"],
  ["dropdown_cloze", { b1: "b2a", b2: "b2a" }, "unknown choice"],
  ["dnd_cloze", { b1: "t1", b2: "t1" }, "two blanks"],
  ["highlight_text", ["p9"], "unknown phrase"],
  ["bowtie", { actions: ["a1", "a2", "a3"], condition: "c1", parameters: ["p1", "p2"] }, "exactly 2"],
  ["bowtie", ["a1"], "actions"],
  ["ordered", ["s1", "s2", "s3"], "exactly 4"],
];

describe("format registry", () => {
  it.each(FORMAT_NAMES)("%s: the fixture is valid content and its correct response earns full marks", (f) => {
    const parsed = questionSchema.safeParse(fixtureItem(f));
    expect(parsed.error?.issues ?? []).toEqual([]);
    const right = correctResponseOf(f, body(f));
    expect(parseResponse(f, body(f), right)).toEqual({ ok: true, value: right });
    const s = grade(f, body(f), right);
    expect(s.isCorrect).toBe(true);
    expect(s.points).toBe(maxPointsOf(f, body(f)));
  });

  it.each(PARTIAL)("%s (max %i): %j earns %i (%s)", (f, max, response, expected) => {
    expect(maxPointsOf(f, body(f))).toBe(max);
    expect(points(f, response)).toBe(expected);
  });

  it.each(MALFORMED)("%s: %j is refused with a message naming the problem (%s)", (f, response, words) => {
    expect(problem(f, response)).toContain(words);
  });

  it.each(FORMAT_NAMES.filter((f) => f !== "single"))("%s: the display carries no keys and no rationales", (f) => {
    const shown = JSON.stringify(FORMATS[f].display(body(f)));
    expect(shown).not.toMatch(/"correct"|"answer"|"answers"|"rationale"|"links"/);
  });

  it("a matrix multiple-response breakdown is per column", () => {
    const s = grade("matrix_mr", body("matrix_mr"), { r1: ["c1"], r2: ["c1", "c2"], r3: ["c2"] });
    expect(s.units).toEqual([
      { unit: "c1", points: 2, maxPoints: 2 },
      { unit: "c2", points: 0, maxPoints: 2 },
    ]);
  });
});

describe("content checks name the file's problem", () => {
  const issues = (item: object) =>
    (questionSchema.safeParse(item).error?.issues ?? []).map((i) => `${i.path.join(".")}: ${i.message}`);
  it("select N with fewer than N keyed options", () => {
    expect(issues({ ...fixtureItem("select_n"), select: 3 })).toContain(
      "options: select 3 needs exactly 3 keyed options, found 2",
    );
  });
  it("a bow-tie without 2/1/2 keyed slots", () => {
    const b = fixtureItem("bowtie") as unknown as { conditions: { correct: boolean }[] };
    expect(issues({ ...b, conditions: b.conditions.map((c) => ({ ...c, correct: true })) })).toContain(
      "conditions: a bow-tie keys 1 conditions (2/1/2 slots), found 4",
    );
  });
  it("a drop-down with fewer than 3 choices", () => {
    const blanks = (FIXTURE_BODIES.dropdown_cloze.blanks as { choices: unknown[] }[]).map((b) => ({
      ...b,
      choices: b.choices.slice(0, 2),
    }));
    expect(issues({ ...fixtureItem("dropdown_cloze"), blanks })).toContain(
      "blanks.0.choices: a drop-down has 3–5 choices",
    );
  });
  it("a highlight key that names no phrase", () => {
    const item = fixtureItem("highlight_text") as unknown as { phrases: object[] };
    expect(
      issues({
        ...item,
        phrases: [...item.phrases, { id: "p9", correct: true, rationale: "A rationale long enough for the checker." }],
      }),
    ).toContain("phrases.4.id: phrase 'p9' is not marked in the passage as [[p9|…]]");
  });
  it("a triad whose links do not share one blank", () => {
    expect(
      issues({
        ...fixtureItem("dropdown_rationale"),
        links: [
          ["b1", "b2"],
          ["b2", "b1"],
        ],
      }),
    ).toContain("links: a triad's two links share exactly one blank");
  });
});

describe("test responses (test/fixtures/responses.ts)", () => {
  it.each(FORMAT_NAMES)("%s: the wrong response is well-formed and short of full marks", (f) => {
    const wrong = wrongResponse(f, body(f));
    expect(problem(f, wrong)).toBe("accepted");
    expect(grade(f, body(f), wrong).isCorrect).toBe(false);
    expect(points(f, rightResponse(f, body(f)))).toBe(maxPointsOf(f, body(f)));
  });
});

describe("display order of unlabelled choices", () => {
  it("shows drop-down choices, tokens, bow-tie wings and group options in a fixed order derived from their ids, not the file's", () => {
    const ids = (xs: { id: string }[]) => xs.map((x) => x.id);
    const many = Array.from({ length: 6 }, (_, i) => ({ id: `c${i + 1}`, text: `Choice ${i + 1}` }));
    const shown = displayOrder(many, "b1");
    expect(ids(shown).sort()).toEqual(ids(many).sort());
    expect(ids(displayOrder(many, "b1"))).toEqual(ids(shown)); // stable
    // Over many blanks the key (listed first by the writer) lands in every position, not always first.
    const firstPositions = new Set(
      Array.from({ length: 40 }, (_, b) => displayOrder(many, `b${b}`).findIndex((c) => c.id === "c1")),
    );
    expect(firstPositions.size).toBe(6);
    const bowtie = FORMATS.bowtie.display(body("bowtie")) as Record<string, { id: string }[]>;
    expect(ids(bowtie.actions).sort()).toEqual(["a1", "a2", "a3", "a4", "a5"]);
  });
});
