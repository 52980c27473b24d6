// `npm run content:check [slug...]`: validates the question bank and prints a
// summary. With slugs, distribution rules are checked for those files only.
import { CATEGORIES } from "../lib/categories";
import { bankProblems, distributionProblems, nearDuplicates } from "../lib/content-rules";
import { loadContent } from "./content/load";

const { questions, errors } = loadContent();
const only = process.argv.slice(2);
const problems = [...errors];
if (only.length) {
  for (const slug of only) {
    const cat = CATEGORIES.find((c) => c.slug === slug);
    if (!cat) { problems.push(`unknown slug ${slug}`); continue; }
    const qs = questions.filter((q) => q.categoryId === cat.id);
    problems.push(...distributionProblems(cat.slug, qs));
    if (qs.length < 50) problems.push(`${slug}: ${qs.length} questions (need 50)`);
  }
  for (const p of nearDuplicates(questions)) problems.push(`near-duplicate stems: ${p.a} ~ ${p.b} (${p.score.toFixed(2)})`);
} else {
  problems.push(...bankProblems(questions, CATEGORIES.map((c) => c.id)));
}
for (const c of CATEGORIES) {
  const qs = questions.filter((q) => q.categoryId === c.id);
  if (!qs.length) continue;
  const keys = ["A", "B", "C", "D"].map((k) => qs.filter((q) => q.correctAnswer === k).length).join("/");
  const levels = [1, 2, 3, 4, 5].map((l) => qs.filter((q) => q.difficulty === l).length).join("/");
  console.log(`${c.name.padEnd(42)} ${String(qs.length).padStart(4)}  keys A/B/C/D ${keys}  levels 1-5 ${levels}`);
}
console.log(`total ${questions.length} questions`);
if (problems.length) {
  console.error(problems.map((p) => `✗ ${p}`).join("\n"));
  process.exit(1);
}
console.log("✓ content valid");
