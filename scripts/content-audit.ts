// `npm run content:audit [slug...]`: lists the items that break a quality rule
// of lib/content-quality.ts, for a reviewer to fix. Outdated figures are
// pointers to read, not always errors.
import { CATEGORIES } from "../lib/categories";
import {
  absoluteCue,
  itemText,
  keyedHypothesisTexts,
  outdatedFigures,
  overKeyed,
  substanceAbuseWording,
  titleNamesHypothesis,
} from "../lib/content-quality";
import { loadContent } from "./content/load";
import { loadCases } from "./content/load-cases";

const only = new Set(process.argv.slice(2).map((s) => CATEGORIES.find((c) => c.slug === s)?.id));
const wanted = (categoryId: number) => !only.size || only.has(categoryId);
const { questions } = loadContent();
const { cases } = loadCases();
const lines: string[] = [];
const report = (where: string, problem: string | null) => problem && lines.push(`${where}: ${problem}`);
const items = [
  ...questions.filter((q) => wanted(q.categoryId)).map((q) => ({ q, where: `${q.file} ${q.id}`, system: q.system })),
  ...cases
    .filter((c) => wanted(c.categoryId))
    .flatMap((c) => c.items.map((q) => ({ q, where: `cases/${c.file} ${q.id}`, system: q.system ?? c.system }))),
];
for (const { q, where, system } of items) {
  report(where, overKeyed(q));
  report(where, absoluteCue(q));
  report(where, substanceAbuseWording(itemText(q)));
  for (const note of outdatedFigures(itemText(q))) report(where, `look at: ${note}`);
  if (!system) report(where, "no system tag");
}
for (const c of cases.filter((c) => wanted(c.categoryId))) {
  report(`cases/${c.file} ${c.id}`, titleNamesHypothesis(c.title, keyedHypothesisTexts(c.items)));
  report(`cases/${c.file} ${c.id}`, substanceAbuseWording(c.title + JSON.stringify(c.chart)));
}
console.log(lines.join("\n"));
console.log(`${lines.length} findings in ${items.length} items`);
