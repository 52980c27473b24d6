// The alternate formats of issue 28 (calculation, hot spot, exhibit, graphic):
// NCSBN's 0/1 rules for a calculation (rounding, trailing and leading zeros),
// the exact region set of a hot spot, exhibit and graphic items by their
// response format, malformed responses refused with a message, and the
// content checks the writers' YAML must pass.
import { describe, expect, it } from "vitest";
import { questionSchema } from "../../lib/content-schema";
import {
  bodyOf,
  correctResponseOf,
  displayOf,
  grade,
  parseResponse,
  type FormatName,
} from "../../lib/formats/registry";
import { gradedReply, missedReply } from "../../lib/formats/submission";
import { fixtureItem } from "../fixtures/format-items";
import { loadContent } from "../../scripts/content/load";

const body = (f: FormatName, extra: object = {}) => bodyOf({ ...fixtureItem(f), ...extra }) as Record<string, any>;
function scored(f: FormatName, response: unknown, extra: object = {}) {
  const b = body(f, extra);
  const parsed = parseResponse(f, b, response);
  if (!parsed.ok) throw new Error(parsed.message);
  return grade(f, b, parsed.value);
}
const refused = (f: FormatName, response: unknown) => {
  const parsed = parseResponse(f, body(f), response);
  return parsed.ok ? "accepted" : parsed.message;
};
const issues = (item: object) =>
  (questionSchema.safeParse(item).error?.issues ?? []).map((i) => `${i.path.join(".")}: ${i.message}`);

describe("calculation (key 2.5 mL, nearest tenth)", () => {
  it.each([
    ["2.5", 1, "the key"],
    [".5", 0, "another number"],
    ["2.50", 0, "a trailing zero beyond the asked tenth"],
    ["2.46", 0, "a wrong rounding (hundredths for a tenth)"],
    ["2.4", 0, "a wrong value"],
    ["25", 0, "the tenfold common error"],
    [" 2.5 ", 1, "the key with spaces around it"],
  ])("%j scores %i (%s)", (value, points) => {
    const s = scored("calculation", { value });
    expect(s.points).toBe(points);
    expect(s.maxPoints).toBe(1);
  });

  it("a leading zero is optional for the score: '0.5' and '.5' both match a key of 0.5", () => {
    const extra = {
      content: "The provider prescribes 25 mg. Available: 50 mg/mL. How many mL? Round to the nearest tenth.",
      answer: "0.5",
      solution: ["25 mg ÷ 50 mg × 1 mL", "= 0.5 mL"],
      commonErrors: [{ value: "2", rationale: "Dividing the wrong way round gives four times the dose." }],
    };
    expect(issues({ ...fixtureItem("calculation"), ...extra })).toEqual([]);
    expect(scored("calculation", { value: "0.5" }, extra).points).toBe(1);
    expect(scored("calculation", { value: ".5" }, extra).points).toBe(1);
    expect(scored("calculation", { value: "0.50" }, extra).points).toBe(0);
  });

  it("a whole-number key: '13.0' is a trailing zero and scores 0; '13' scores", () => {
    const extra = {
      content: "Infuse 104 mL over 8 hours. At what rate in mL/h? Round to the nearest whole number.",
      rounding: "whole",
      unit: "mL/h",
      answer: "13",
      solution: ["104 mL ÷ 8 h", "= 13 mL/h"],
      commonErrors: [{ value: "832", rationale: "Multiplying volume by hours gives an impossible rate." }],
    };
    expect(issues({ ...fixtureItem("calculation"), ...extra })).toEqual([]);
    expect(scored("calculation", { value: "13" }, extra).points).toBe(1);
    expect(scored("calculation", { value: "13.0" }, extra).points).toBe(0);
  });

  it.each([
    [{ value: "abc" }, "not a number"],
    [{ value: "2,5" }, "not a number"],
    [{ value: "1.2.3" }, "not a number"],
    [{ value: "" }, "not a number"],
    [{ value: 2.5 }, "string"],
    ["2.5", "object like"],
    [{ value: "2.5", unit: "mL" }, "object like"],
  ])("%j is refused (%s)", (response, words) => {
    expect(refused("calculation", response)).toContain(words);
  });

  it("the reply has the response's shape, the worked solution and the matched common error", () => {
    const b = body("calculation");
    const q = { type: "calculation" as const, options: "[]", correctAnswer: "", explanation: "x", body: "" };
    const reply = gradedReply(q, b, { value: "25" }, grade("calculation", b, { value: "25" }));
    expect(reply.correctResponse).toEqual({ value: "2.5" });
    expect(reply.feedback).toMatchObject({
      solution: b.solution,
      commonError: { value: "25" },
      unit: "mL",
    });
    const lead = gradedReply(q, b, { value: ".5" }, grade("calculation", b, { value: ".5" }));
    expect((lead.feedback as { notes: string[] }).notes.join(" ")).toContain("leading zero");
    expect(missedReply(q, b).feedback).toMatchObject({ solution: b.solution, notes: [] });
  });

  it("the display says the unit and the rounding, never the key", () => {
    expect(displayOf("calculation", body("calculation"))).toEqual({ unit: "mL", rounding: "tenth" });
  });

  it.each([
    [{ rounding: "hundredth" }, "rounding: rounding is 'hundredth' but the stem asks for the nearest tenth"],
    [{ answer: "2.50" }, "answer: answer is a number with a leading zero"],
    [{ answer: ".5" }, "answer: answer is a number with a leading zero"],
    [{ answer: "2.55", rounding: "tenth" }, "answer: answer '2.55' has more decimal places"],
    [{ solution: ["only one step, 2.5 mL"] }, "solution: a solution has 2-5 steps"],
    [{ commonErrors: [{ value: "2.50", rationale: "A rationale long enough for the checker." }] }, "is the answer"],
    [{ content: "How many mL should the nurse give for the prescribed dose?" }, "content: the stem says"],
  ])("content %j is refused", (extra, message) => {
    expect(issues({ ...fixtureItem("calculation"), ...extra }).join("\n")).toContain(message);
  });
});

describe("hot spot (key: mitral)", () => {
  it("the key region scores 1 of 1; another region 0", () => {
    expect(scored("hot_spot", { regions: ["mitral"] }).points).toBe(1);
    expect(scored("hot_spot", { regions: ["tricuspid"] }).points).toBe(0);
  });

  it("a two-region key is scored as an exact set, in any order", () => {
    const extra = { answer: ["aortic", "pulmonic"] };
    expect(scored("hot_spot", { regions: ["pulmonic", "aortic"] }, extra)).toMatchObject({ points: 1, maxPoints: 1 });
    expect(scored("hot_spot", { regions: ["aortic", "mitral"] }, extra).points).toBe(0);
  });

  it.each([
    [{ regions: ["nowhere"] }, "unknown region"],
    [{ regions: [] }, "exactly 1"],
    [{ regions: ["mitral", "aortic"] }, "exactly 1"],
    [["mitral"], "object like"],
  ])("%j is refused (%s)", (response, words) => {
    expect(refused("hot_spot", response)).toContain(words);
  });

  it("the display draws the picture with every region's neutral name and no key or rationale", () => {
    const d = displayOf("hot_spot", body("hot_spot")) as { regions: { id: string; name: string }[]; select: number };
    expect(d.regions.map((r) => r.id)).toContain("mitral");
    expect(d.select).toBe(1);
    expect(JSON.stringify(d)).not.toMatch(/"answer"|"rationale"|heart-auscultation/);
  });

  it.each([
    [{ answer: ["apex"] }, "'apex' is no region of this picture"],
    [{ picture: { scene: "heart-auscultation", view: "side" } }, 'unknown param "view"'],
    [
      { rationales: { mitral: "Correct. A rationale long enough for the checker." } },
      "region 'aortic' has no rationale",
    ],
  ])("content %j is refused", (extra, message) => {
    expect(issues({ ...fixtureItem("hot_spot"), ...extra }).join("\n")).toContain(message);
  });
});

describe("exhibit and graphic follow their response format", () => {
  it("a single-answer exhibit scores 0/1; its display carries the record and no key", () => {
    expect(scored("exhibit", "C")).toMatchObject({ points: 1, maxPoints: 1, rule: "zero-one" });
    expect(scored("exhibit", "A").points).toBe(0);
    expect(JSON.stringify(displayOf("exhibit", body("exhibit")))).not.toMatch(/correctAnswer|rationale/);
    expect(refused("exhibit", ["C"])).toContain("string");
  });

  it("a select-all graphic item scores +/-; its display has drawn pictures, never the scene's params", () => {
    expect(scored("graphic", ["A", "C"])).toMatchObject({ points: 2, maxPoints: 2, rule: "plus-minus" });
    expect(scored("graphic", ["A", "B"]).points).toBe(0);
    expect(scored("graphic", ["A", "B", "C"]).points).toBe(1);
    const shown = JSON.stringify(displayOf("graphic", body("graphic")));
    expect(shown).not.toMatch(/sinus|fibrillation|tachycardia|bradycardia|"correct"/);
    expect(refused("graphic", [])).toContain("at least 1");
  });

  it.each([
    ["exhibit", { correctAnswer: undefined }, "correctAnswer: correctAnswer names one option"],
    [
      "exhibit",
      {
        chart: [
          {
            tab: "Labs",
            entries: [{ id: "l1", time: "0600", values: [{ name: "Potassium", value: 61, unit: "mEq/L" }] }],
          },
        ],
      },
      "outside the plausible",
    ],
    ["graphic", { response: "single" }, "correctAnswer: correctAnswer names one option"],
  ])("%s content %j is refused", (f, extra, message) => {
    expect(issues({ ...fixtureItem(f as FormatName), ...extra }).join("\n")).toContain(message);
  });

  it("a graphic alt that names the rhythm is refused", () => {
    const item = fixtureItem("graphic") as unknown as { options: { alt: string }[] };
    const options = item.options.map((o, i) =>
      i === 1 ? { ...o, alt: "Atrial fibrillation at about 110 per minute" } : o,
    );
    expect(issues({ ...item, options }).join("\n")).toContain("the alt names the picture's 'atrial-fibrillation'");
  });
});

describe("the bank's own alternate-format items", () => {
  const { questions, errors } = loadContent();
  it("load without errors, and every key scores full marks", () => {
    expect(errors).toEqual([]);
    for (const f of ["calculation", "hot_spot", "exhibit", "graphic"] as const) {
      const items = questions.filter((q) => q.type === f);
      expect(items.length, f).toBeGreaterThanOrEqual(3);
      for (const q of items) expect(grade(f, bodyOf(q), correctResponseOf(f, bodyOf(q))).isCorrect, q.id).toBe(true);
    }
  });
});
