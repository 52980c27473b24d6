// `npm run content:check [slug...]`: validates the question bank and prints a
// summary. With slugs, distribution rules are checked for those files only.
// The Lab Values reference (content/lab-values.json) is checked either way.
import { CATEGORIES } from "../lib/categories";
import { bankProblems, distributionProblems, nearDuplicates, singles } from "../lib/content-rules";
import { countByFormat, formatProblems, sataKeyCountProblems } from "../lib/content-format-rules";
import { FORMAT_NAMES } from "../lib/formats/registry";
import { loadContent } from "./content/load";
import { loadCases } from "./content/load-cases";
import { caseBankProblems, caseKeyPositionProblems, standAloneJudgmentProblems } from "../lib/cases/rules";
import { isTrendItem } from "../lib/cases/trend";
import { depthProblems, wordingProblems } from "../lib/content-depth-rules";
import { familyOf } from "../lib/formats/names";
import { labValuesFileProblems } from "./content/load-lab-values";

const { questions, errors } = loadContent();
const { cases, errors: caseErrors } = loadCases();
const only = process.argv.slice(2);
const problems = [...errors, ...caseErrors, ...labValuesFileProblems()];
const ids = new Set(questions.map((q) => q.id));
for (const c of cases)
  for (const i of c.items)
    if (ids.has(i.id)) problems.push(`${c.file}: case ${c.id}: item ${i.id} reuses a question id`);
for (const file of new Set(cases.map((c) => c.file)))
  problems.push(
    ...caseKeyPositionProblems(
      `cases/${file}`,
      cases.filter((c) => c.file === file).flatMap((c) => c.items),
    ),
  );
for (const q of questions) problems.push(...wordingProblems(q.id, JSON.stringify(q)));
for (const c of cases) problems.push(...wordingProblems(c.id, JSON.stringify(c)));
if (only.length) {
  for (const slug of only) {
    const cat = CATEGORIES.find((c) => c.slug === slug);
    if (!cat) {
      problems.push(`unknown slug ${slug}`);
      continue;
    }
    const qs = questions.filter((q) => q.categoryId === cat.id);
    problems.push(...distributionProblems(cat.slug, singles(qs)), ...sataKeyCountProblems(cat.slug, qs));
    if (singles(qs).length < 50) problems.push(`${slug}: ${singles(qs).length} single-answer questions (need 50)`);
  }
  for (const p of nearDuplicates(questions))
    problems.push(`near-duplicate stems: ${p.a} ~ ${p.b} (${p.score.toFixed(2)})`);
} else {
  problems.push(
    ...bankProblems(
      questions,
      CATEGORIES.map((c) => c.id),
    ),
    ...formatProblems(
      questions,
      CATEGORIES.map((c) => c.id),
    ),
  );
  problems.push(
    ...caseBankProblems(
      cases,
      CATEGORIES.map((c) => c.id),
    ),
    ...standAloneJudgmentProblems(questions),
    ...depthProblems(
      questions,
      cases,
      FORMAT_NAMES.filter((f) => familyOf(f) === "ngn"),
    ),
  );
}
const short = (f: string) => f.replace("dropdown_", "dd_").replace("highlight_", "hl_").replace("_rationale", "_rat");
console.log(`${"category".padEnd(42)} ${FORMAT_NAMES.map(short).join(" ")} total`);
for (const c of [...CATEGORIES, { id: 0, name: "whole bank" }]) {
  const qs = questions.filter((q) => !c.id || q.categoryId === c.id);
  const counts = countByFormat(qs);
  console.log(
    `${c.name.padEnd(42)} ${FORMAT_NAMES.map((f) => String(counts[f]).padStart(short(f).length)).join(" ")} ${String(qs.length).padStart(5)}`,
  );
}
console.log(`\n${"case studies".padEnd(42)} practice readiness items bowtie trend`);
for (const c of CATEGORIES) {
  const mine = cases.filter((x) => x.categoryId === c.id);
  const qs = questions.filter((q) => q.categoryId === c.id);
  const cols = [
    mine.filter((x) => !x.readiness).length,
    mine.filter((x) => x.readiness).length,
    mine.reduce((n, x) => n + x.items.length, 0),
    qs.filter((q) => q.type === "bowtie").length,
    qs.filter(isTrendItem).length,
  ];
  console.log(
    `${c.name.padEnd(42)} ${cols.map((n, i) => String(n).padStart(["practice", "readiness", "items", "bowtie", "trend"][i].length)).join(" ")}`,
  );
}
if (problems.length) {
  console.error(problems.map((p) => `✗ ${p}`).join("\n"));
  process.exit(1);
}
console.log("✓ content valid");
