// The question bank itself: schema, distribution rules, duplicates.
import { describe, expect, it } from "vitest";
import { CATEGORIES, CLIENT_NEEDS } from "../../lib/categories";
import { distributionProblems, nearDuplicates, singles, MIN_PER_CATEGORY } from "../../lib/content-rules";
import { loadContent, loadContentFile } from "../../scripts/content/load";

const { questions: bank, errors } = loadContent();
const questions = singles(bank);

describe("question bank content", () => {
  it("validates against the schema with no errors", () => {
    expect(errors).toEqual([]);
  });

  it.each(CATEGORIES.map((c) => [c.name, c.id] as const))(
    "%s has at least 50 questions and balanced keys and levels",
    (_name, id) => {
      const inCategory = questions.filter((q) => q.categoryId === id);
      expect(inCategory.length).toBeGreaterThanOrEqual(MIN_PER_CATEGORY);
      expect(distributionProblems(String(id), inCategory)).toEqual([]);
    },
  );

  it("balances keys and levels across the whole bank and covers every client-needs area", () => {
    expect(questions.length).toBeGreaterThanOrEqual(600);
    expect(distributionProblems("bank", questions)).toEqual([]);
    for (const need of CLIENT_NEEDS)
      expect(questions.filter((q) => q.clientNeed === need).length).toBeGreaterThanOrEqual(50);
  });

  it("has no duplicate or near-duplicate stems", () => {
    expect(nearDuplicates(bank)).toEqual([]);
  });

  it("has unique ids and the correct answer among the options", () => {
    expect(new Set(bank.map((q) => q.id)).size).toBe(bank.length);
    for (const q of questions)
      expect((q.options as { label: string }[]).map((o) => o.label)).toContain(q.correctAnswer);
  });
});

describe("content validation messages", () => {
  it("names the file, the question id and the field", () => {
    const yaml = `category: Management of Care
questions:
  - id: moc-999
    type: single
    clientNeed: Management of Care
    system: multisystem
    difficulty: 7
    content: A stem that is long enough to pass the minimum length check.
    options:
      - { label: A, text: One, rationale: This rationale is long enough to pass. }
      - { label: B, text: None of the above, rationale: This rationale is long enough to pass. }
      - { label: C, text: Three, rationale: This rationale is long enough to pass. }
      - { label: D, text: Four, rationale: This rationale is long enough to pass. }
    correctAnswer: E
    explanation: An explanation that is long enough to pass the check.
`;
    const { errors: errs } = loadContentFile("management-of-care.yaml", yaml);
    expect(errs).toContain("management-of-care.yaml: question moc-999: difficulty: Too big: expected number to be <=5");
    expect(errs.some((e) => e.startsWith("management-of-care.yaml: question moc-999: correctAnswer:"))).toBe(true);
    const fixed = yaml.replace("difficulty: 7", "difficulty: 2").replace("correctAnswer: E", "correctAnswer: A");
    expect(loadContentFile("management-of-care.yaml", fixed).errors).toEqual([
      "management-of-care.yaml: question moc-999: options[1].text: no 'all/none of the above' options",
    ]);
    expect(
      loadContentFile("management-of-care.yaml", fixed.replace("    system: multisystem\n", "")).errors.some((e) =>
        e.startsWith("management-of-care.yaml: question moc-999: system:"),
      ),
    ).toBe(true);
  });

  it("reports YAML syntax errors and misfiled categories", () => {
    expect(loadContentFile("x.yaml", "category: [unclosed").errors[0]).toMatch(/^x\.yaml: YAML error/);
    expect(loadContentFile("pediatrics.yaml", "category: Maternity\nquestions: []\n").errors).toEqual([
      "pediatrics.yaml: category 'Maternity' belongs in maternity.yaml or maternity.<kind>.yaml",
    ]);
  });
});
