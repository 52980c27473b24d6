// The case-study checker: six items in step order, chart entries that exist and
// are shown before an item uses them, measurements with units in plausible
// ranges, and charts that unfold (chartAt).
import { describe, expect, it } from "vitest";
import { caseSchema } from "../../lib/cases/schema";
import { chartAt } from "../../lib/cases/chart";
import { measureProblem } from "../../lib/cases/measures";
import { questionSchema } from "../../lib/content-schema";
import { fixtureCase } from "../fixtures/case-study";
import { fixtureItem } from "../fixtures/format-items";
import { areaOverflow, CASE_STARTS, nextCaseMove } from "../../lib/readiness-cases";
import { MIN_ITEMS } from "../../lib/irt/readiness";
import { stepStats, weakestStep } from "../../lib/clinical-judgment";

const problems = (c: unknown) => {
  const r = caseSchema.safeParse(c);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
};

describe("case study checker", () => {
  it("accepts the fixture case", () => {
    expect(problems(fixtureCase())).toEqual([]);
  });

  it("lets an item take its case's system, and requires the case's", () => {
    const c = fixtureCase();
    c.items.forEach((i) => delete (i as { system?: string }).system);
    expect(problems(c)).toEqual([]);
    delete (c as { system?: string }).system;
    expect(problems(c).some((p) => p.startsWith("system:"))).toBe(true);
  });

  it("rejects a case with a missing step", () => {
    const c = fixtureCase();
    c.items.splice(3, 1);
    expect(problems(c)).toEqual(
      expect.arrayContaining([
        "items: a case has exactly 6 items, found 5",
        "items: step 4 (Generate solutions) is missing",
      ]),
    );
  });

  it("rejects steps out of order", () => {
    const c = fixtureCase();
    [c.items[2], c.items[3]] = [c.items[3], c.items[2]];
    expect(problems(c)).toContain("items.3.step: steps are in order: step 3 comes after step 4");
  });

  it("rejects a chart entry that names an item the case does not have", () => {
    const c = fixtureCase();
    c.chart[0].entries[1].from = 7;
    expect(problems(c)).toEqual([
      "chart.0.entries.1.from: chart entry 'n2' first appears at item 7, which does not exist in this case",
      "items.4.refers: refers to chart entry 'n2', which first appears at item 7",
    ]);
    const short = fixtureCase();
    short.items.pop();
    expect(problems(short)).toContain(
      "chart.1.entries.1.from: chart entry 'v2' first appears at item 6, which does not exist in this case",
    );
  });

  it("rejects a reference to a chart entry that does not exist, or is not shown yet", () => {
    const c = fixtureCase();
    c.items[1].refers = ["l9"];
    c.items[2].refers = ["v2"];
    expect(problems(c)).toEqual([
      "items.1.refers: refers to chart entry 'l9', which does not exist",
      "items.2.refers: refers to chart entry 'v2', which first appears at item 6",
    ]);
  });

  it("rejects an item quoting a measurement before the chart shows it", () => {
    const c = fixtureCase();
    c.items[0].content = "The heart rate is now 96 /min after fluids. What does the nurse note?";
    expect(problems(c)).toEqual([
      "items.0.content: quotes '96 /min' from chart entry 'v2', which first appears at item 6",
    ]);
  });

  it("does not take a value inside a larger number for a quote", () => {
    const c = fixtureCase();
    (c.chart[1].entries[1] as { values: unknown[] }).values = [
      { name: "Heart rate", value: 26, unit: "/min" },
      { name: "Blood pressure", value: "108/64", unit: "mm Hg" },
    ];
    c.items[0].content = "The heart rate was 126 /min on arrival. What does the nurse note first in the record?";
    expect(problems(c)).toEqual([]);
  });

  it("rejects measurements without a known unit or outside a plausible range, and a chart that never unfolds", () => {
    const c = fixtureCase();
    (c.chart[1].entries[0] as { values: unknown[] }).values = [
      { name: "Heart rate", value: 1180, unit: "/min" },
      { name: "Potassium", value: 4.1, unit: "mg/dL" },
    ];
    for (const t of c.chart) for (const e of t.entries) e.from = 1;
    expect(problems(c)).toEqual(
      expect.arrayContaining([
        "chart.1.entries.0.values.0: 'Heart rate' 1180 /min is outside the plausible 20–250 /min",
        "chart.1.entries.0.values.1: 'Potassium' is charted in mEq/L, not 'mg/dL'",
        "chart: the chart never unfolds: some entries appear from item 2 on",
      ]),
    );
  });

  it("rejects a repeated format beyond two, a single-answer item and a wrong item id", () => {
    const c = fixtureCase();
    c.items[1] = { ...fixtureItem("sata", "moc-case-99-2"), step: 2, refers: ["l1"] };
    c.items[2] = { ...fixtureItem("sata", "moc-case-99-3"), step: 3, refers: ["l1"] };
    c.items[5] = { ...fixtureItem("single", "moc-case-99-5"), step: 6, refers: ["v2"] };
    expect(problems(c)).toEqual(
      expect.arrayContaining([
        "items.5.type: case items use the NGN formats, not single",
        "items.5.id: the item of step 6 has the id 'moc-case-99-6'",
        "items: format sata is used by 3 items (at most 2 per case)",
      ]),
    );
  });

  it("unfolds the chart: an item sees entries up to its step, those first shown there marked new", () => {
    const c = fixtureCase();
    expect(chartAt(c.chart, 1).map((t) => [t.tab, t.entries.map((e) => e.id)])).toEqual([
      ["Nurses' Notes", ["n1"]],
      ["Vital Signs", ["v1"]],
    ]);
    const at6 = chartAt(c.chart, 6);
    expect(at6.flatMap((t) => t.entries.map((e) => `${e.id}${e.isNew ? "*" : ""}`))).toEqual([
      "n1",
      "n2",
      "v1",
      "v2*",
      "l1",
    ]);
    expect(JSON.stringify(at6)).not.toContain('"from"');
  });
});

describe("measurements and trend items", () => {
  it("checks blood pressure as systolic/diastolic", () => {
    expect(measureProblem("Blood pressure", "120/80", "mm Hg")).toBeNull();
    expect(measureProblem("Blood pressure", "80/120", "mm Hg")).toMatch(/systolic higher/);
    expect(measureProblem("Blood pressure", "120", "mm Hg")).toMatch(/systolic\/diastolic/);
    expect(measureProblem("Serum zinc", 90, "mcg/dL")).toMatch(/unknown measurement 'Serum zinc'/);
  });

  it("accepts a stand-alone NGN item with a chart of two or more time points, and rejects one with a single time", () => {
    const entry = (time: string, value: number) => ({ time, values: [{ name: "Heart rate", value, unit: "/min" }] });
    const trend = {
      ...fixtureItem("matrix_mc"),
      chart: [{ tab: "Vital Signs", entries: [entry("0800", 92), entry("1200", 108)] }],
    };
    expect(questionSchema.safeParse(trend).success).toBe(true);
    const flat = { ...trend, chart: [{ tab: "Vital Signs", entries: [entry("0800", 92)] }] };
    const r = questionSchema.safeParse(flat);
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.message)).toContain("a trend chart has a tab with values at 2 or more times");
  });
});

describe("readiness exam case schedule", () => {
  const stand = { caseId: null, caseStep: null };
  it("starts a case at 15, 40 and 65 answers, continues it in step order, and never starts a fourth", () => {
    expect(nextCaseMove(Array(14).fill(stand))).toEqual({ kind: "stand-alone" });
    expect(nextCaseMove(Array(15).fill(stand))).toEqual({ kind: "start" });
    const oneCase = [...Array(15).fill(stand), ...[1, 2, 3].map((s) => ({ caseId: 7, caseStep: s }))];
    expect(nextCaseMove(oneCase)).toEqual({ kind: "continue", caseId: 7, step: 4 });
    const done = [...Array(15).fill(stand), ...[1, 2, 3, 4, 5, 6].map((s) => ({ caseId: 7, caseStep: s }))];
    expect(nextCaseMove(done)).toEqual({ kind: "stand-alone" });
    const three = [7, 8, 9].flatMap((id) => [
      ...Array(19).fill(stand),
      ...[1, 2, 3, 4, 5, 6].map((s) => ({ caseId: id, caseStep: s })),
    ]);
    expect(nextCaseMove([...three, ...Array(20).fill(stand)])).toEqual({ kind: "stand-alone" });
    expect(CASE_STARTS.at(-1)! + 6).toBeLessThanOrEqual(MIN_ITEMS);
  });
});

describe("clinical judgment figures", () => {
  it("lists all six steps in order, scores points of possible, and names the weakest step with enough answers", () => {
    const steps = stepStats([
      { step: 3, total: 6, correct: 2, points: 5, possible: 12 },
      { step: 1, total: 4, correct: 1, points: 1, possible: 8 },
      { step: 5, total: 5, correct: 3, points: 9, possible: 12 },
    ]);
    expect(steps.map((s) => s.name)).toEqual([
      "Recognize cues",
      "Analyze cues",
      "Prioritize hypotheses",
      "Generate solutions",
      "Take action",
      "Evaluate outcomes",
    ]);
    expect(steps.map((s) => s.percent)).toEqual([13, null, 42, null, 75, null]);
    expect(weakestStep(steps)?.step).toBe(3); // step 1 is lower but has only 4 answers
    expect(weakestStep(stepStats([]))).toBeNull();
  });
});

describe("a readiness case's fit with the test plan", () => {
  const psych = "Psychosocial Integrity" as const;
  const care = "Management of Care" as const;
  it("counts the items a case would put over an area's maximum at 85 items (12% of 85 → 10 psychosocial items)", () => {
    expect(areaOverflow(Array(6).fill(psych), Array(6).fill(psych))).toBe(2);
    expect(areaOverflow(Array(4).fill(psych), Array(6).fill(psych))).toBe(0);
    expect(areaOverflow(Array(9).fill(psych), [psych, psych, care, care, care, care])).toBe(1);
    expect(areaOverflow([], [care, care, care])).toBe(0);
  });
});
