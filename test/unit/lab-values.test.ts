// The Lab Values reference (content/lab-values.json) and the rules that guard it.
import { describe, expect, it } from "vitest";
import { hasUnit, LAB_GROUP_IDS, labValuesProblems, type LabValues } from "../../lib/lab-values";
import { labValuesFileProblems } from "../../scripts/content/load-lab-values";
import { labRowMatches, labSourceText } from "../../lib/lab-source-text";

const row = (id: string) => ({
  id,
  name: "Sodium (Na⁺), serum",
  us: "136–145 mEq/L",
  si: "136–145 mmol/L",
  source: "reference-interval",
  sourceNote: "Typical adult laboratory reference interval; laboratories vary.",
});
/** A valid file: every group in order, two rows each. */
const valid = (): LabValues =>
  ({
    title: "Lab Values",
    intro: "Common adult reference ranges.",
    groups: LAB_GROUP_IDS.map((id) => ({ id, title: id, rows: [row(`${id}-a`), row(`${id}-b`)] })),
  }) as LabValues;

describe("lab values rules", () => {
  it("accept a valid file", () => {
    expect(labValuesProblems(valid())).toEqual([]);
  });

  it("the content file passes them", () => {
    expect(labValuesFileProblems()).toEqual([]);
  });

  it("need every group, in order, each once", () => {
    const missing = valid();
    missing.groups.splice(3, 1);
    expect(labValuesProblems(missing).join()).toMatch(/groups: the ids must be electrolytes, cbc/);
    const swapped = valid();
    [swapped.groups[0], swapped.groups[1]] = [swapped.groups[1], swapped.groups[0]];
    expect(labValuesProblems(swapped)).toHaveLength(1);
    const unknown = valid() as unknown as { groups: { id: string }[] };
    unknown.groups[9].id = "vitamins";
    expect(labValuesProblems(unknown)[0]).toMatch(/^groups\[9\]\.id: must be one of electrolytes/);
  });

  it("need at least two rows in a group", () => {
    const file = valid();
    file.groups[2].rows.pop();
    expect(labValuesProblems(file)).toEqual(["groups[2].rows: needs at least 2 rows"]);
  });

  it("need unique kebab-case row ids", () => {
    const twice = valid();
    twice.groups[4].rows[1].id = "electrolytes-a";
    expect(labValuesProblems(twice)).toEqual(["renal: row id electrolytes-a is used twice"]);
    const camel = valid();
    camel.groups[0].rows[0].id = "serumSodium";
    expect(labValuesProblems(camel)).toEqual(["groups[0].rows[0].id: is not kebab-case"]);
  });

  it("need a unit in the US and the SI range, and the value written again instead of 'same'", () => {
    const file = valid();
    file.groups[0].rows[0].us = "136–145";
    file.groups[0].rows[1].si = "same as US";
    expect(labValuesProblems(file)).toEqual([
      'groups[0].rows[0].us: names no unit (US): write one, e.g. "136–145 mEq/L", or "(no unit)"',
      "groups[0].rows[1].si: has no number",
      'groups[0].rows[1].si: names no unit (SI): write one, e.g. "136–145 mEq/L", or "(no unit)"',
      'groups[0].rows[1].si: says "same": write the value again',
    ]);
    expect(
      ["7.35–7.45 (no unit)", "4.5–11.0 ×10³/µL", "35–45 mm Hg", "Below 5.7 %", "0.5–2.0 ng/mL"].every(hasUnit),
    ).toBe(true);
    expect(["7.35–7.45", "Below 200", "mg/dL"].some(hasUnit)).toBe(false);
  });

  it("need a known source, the required fields, a short note and no unknown field", () => {
    const file = valid() as unknown as { groups: { rows: Record<string, unknown>[] }[] };
    file.groups[1].rows[0].source = "textbook";
    delete file.groups[1].rows[1].sourceNote;
    file.groups[2].rows[0].note = "x".repeat(141);
    file.groups[2].rows[1].range = "136–145";
    file.groups[3].rows[0].name = " ";
    expect(labValuesProblems(file)).toEqual([
      "groups[1].rows[0].source: must be one of reference-interval, guideline, therapeutic-range",
      "groups[1].rows[1].sourceNote: Invalid input: expected string, received undefined",
      "groups[2].rows[0].note: is longer than 140 characters",
      'groups[2].rows[1]: Unrecognized key: "range"',
      "groups[3].rows[0].name: is required",
    ]);
  });
});

describe("lab values in the drawer", () => {
  it("name each range's source in plain words", () => {
    const generic = "Typical adult laboratory reference interval; laboratories vary.";
    expect(labSourceText({ source: "reference-interval", sourceNote: generic })).toBe(
      "Lab reference interval — labs vary",
    );
    expect(
      labSourceText({ source: "reference-interval", sourceNote: "Adult interval; labs vary with the assay." }),
    ).toBe("Lab reference interval — Adult interval; labs vary with the assay");
    expect(
      labSourceText({
        source: "reference-interval",
        sourceNote: "Typical adult laboratory reference interval; labs vary (some use 135–145 mEq/L).",
      }),
    ).toBe("Lab reference interval — labs vary (some use 135–145 mEq/L)");
    expect(labSourceText({ source: "guideline", sourceNote: "ADA Standards of Care in Diabetes, 2025." })).toBe(
      "Guideline: ADA Standards of Care in Diabetes, 2025",
    );
    expect(labSourceText({ source: "therapeutic-range", sourceNote: "ASHP/IDSA/PIDS/SIDP consensus, 2020" })).toBe(
      "Therapeutic range: ASHP/IDSA/PIDS/SIDP consensus, 2020",
    );
  });

  it("filter rows by name, group or id, every word typed, superscripts as plain text", () => {
    const k = { id: "potassium", name: "Potassium (K⁺), serum" };
    expect(labRowMatches("k+", k, "Electrolytes")).toBe(true);
    expect(labRowMatches("POTASS", k, "Electrolytes")).toBe(true);
    expect(labRowMatches("electro serum", k, "Electrolytes")).toBe(true);
    expect(labRowMatches("  ", k, "Electrolytes")).toBe(true);
    expect(labRowMatches("sodium", k, "Electrolytes")).toBe(false);
    expect(labRowMatches("paco2", { id: "paco2", name: "PaCO₂" }, "Arterial blood gases")).toBe(true);
  });
});
