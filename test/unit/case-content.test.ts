// The case studies and clinical-judgment items in content/: they load without
// problems and meet the bank-wide rules (cases per category, the readiness
// case, bow-tie and trend counts, keyed positions), and a case file's errors
// name the file, the case and the field.
import { describe, expect, it } from "vitest";
import { CATEGORIES } from "../../lib/categories";
import { caseBankProblems, caseKeyPositionProblems, standAloneJudgmentProblems } from "../../lib/cases/rules";
import { loadContent } from "../../scripts/content/load";
import { loadCaseFile, loadCases } from "../../scripts/content/load-cases";
import { nearDuplicates } from "../../lib/content-rules";

const { cases, errors } = loadCases();
const { questions } = loadContent();

describe("case studies in content/cases", () => {
  it("load without problems, at least 36 practice cases and one readiness case per category", () => {
    expect(errors).toEqual([]);
    expect(
      caseBankProblems(
        cases,
        CATEGORIES.map((c) => c.id),
      ),
    ).toEqual([]);
    expect(cases.filter((c) => !c.readiness).length).toBeGreaterThanOrEqual(36);
    expect(cases.flatMap((c) => c.items)).toHaveLength(cases.length * 6);
  });

  it("vary keyed positions, and their item ids never collide with stand-alone ids", () => {
    for (const file of new Set(cases.map((c) => c.file)))
      expect(
        caseKeyPositionProblems(
          file,
          cases.filter((c) => c.file === file).flatMap((c) => c.items),
        ),
      ).toEqual([]);
    const ids = new Set(questions.map((q) => q.id));
    expect(cases.flatMap((c) => c.items).filter((i) => ids.has(i.id))).toEqual([]);
  });

  // Across cases, NCSBN-style stems repeat on purpose ("Complete the sentence by choosing from the lists of options."):
  // the chart is what differs. Inside one case, every item asks something different.
  it("never repeat a stem inside one case", () => {
    for (const c of cases)
      expect(nearDuplicates(c.items.map((i) => ({ ...i, categoryId: c.categoryId }))), c.id).toEqual([]);
  });

  it("sit beside at least 36 stand-alone bow-tie and 24 trend items", () => {
    expect(standAloneJudgmentProblems(questions)).toEqual([]);
  });

  it("name the file, the case and the field in an error", () => {
    const yaml = "category: Management of Care\ncases:\n  - id: moc-case-77\n    title: Too short\n";
    expect(loadCaseFile("management-of-care.yaml", yaml).errors).toEqual(
      expect.arrayContaining([expect.stringMatching(/^management-of-care\.yaml: case moc-case-77: title: /)]),
    );
    expect(loadCaseFile("pediatrics.yaml", "category: Management of Care\ncases: []\n").errors).toEqual([
      "pediatrics.yaml: category 'Management of Care' belongs in management-of-care.yaml or management-of-care.<kind>.yaml",
    ]);
  });
});
