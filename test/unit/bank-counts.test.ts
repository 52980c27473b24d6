import { describe, expect, it } from "vitest";
import { countBank, marksOf, type BankEntry, type CountFilter } from "../../lib/bank-counts";

const bank: BankEntry[] = [
  [1, "cardiovascular", "Physiological Adaptation", "single", "single", 3],
  [2, "cardiovascular", "Pharmacological and Parenteral Therapies", "sata", "multi", 4],
  [3, "respiratory", "Physiological Adaptation", "bowtie", "ngn", 2],
  [4, null, "Management of Care", "single", "single", 1],
  [1030, "respiratory", "Reduction of Risk Potential", "calculation", "single", 5],
];
const all: CountFilter = { levels: [1, 2, 3, 4, 5], formats: { kind: "mix" } };
// Question 1 last full marks, 2 and 1030 last below full marks; 2 and 3 flagged (on two pages).
const marks = marksOf([
  { results: '{"1":1,"2":0}', flagged: '{"2":1,"3":1}' },
  { results: '{"1030":0}', flagged: "{}" },
]);

describe("the test builder's counts from the index and the marks pages", () => {
  it("counts every mode of the whole bank", () => {
    expect(countBank(bank, marks, all)).toEqual({ total: 5, unused: 2, incorrect: 2, flagged: 2, correct: 1 });
  });

  it("makes total the union of the chosen modes", () => {
    expect(countBank(bank, marks, all, ["incorrect", "flagged"]).total).toBe(3); // 2, 3 and 1030
    expect(countBank(bank, marks, all, ["unused"]).total).toBe(2);
    expect(countBank(bank, marks, all, ["correct", "unused"]).total).toBe(3);
  });

  it("applies system, client need, format, family and level filters together", () => {
    expect(countBank(bank, marks, { ...all, system: ["cardiovascular"] })).toMatchObject({ total: 2, flagged: 1 });
    expect(countBank(bank, marks, { ...all, system: ["respiratory", "cardiovascular"] }).total).toBe(4);
    expect(countBank(bank, marks, { ...all, clientNeed: ["Physiological Adaptation"] }).total).toBe(2);
    expect(countBank(bank, marks, { ...all, formats: { kind: "format", format: "sata" } }).total).toBe(1);
    expect(countBank(bank, marks, { ...all, formats: { kind: "family", family: "single" } }).total).toBe(3);
    expect(countBank(bank, marks, { ...all, levels: [4, 5] })).toEqual({
      total: 2,
      unused: 0,
      incorrect: 2,
      flagged: 1,
      correct: 0,
    });
  });

  it("never matches an untagged question to a system filter", () => {
    expect(
      countBank(bank, marks, { ...all, clientNeed: ["Management of Care"], system: ["cardiovascular"] }).total,
    ).toBe(0);
  });
});
