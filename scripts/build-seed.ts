// Run by `npm run build` and `npm run db:seed`: validates content/questions and writes seed/questions.sql.
import { mkdirSync, writeFileSync } from "node:fs";
import { buildSeedStatements, toSqlFile } from "../lib/seed-sql";
import { loadContent } from "./content/load";
import { loadCases } from "./content/load-cases";

const { questions, errors: questionErrors } = loadContent();
const { cases, errors: caseErrors } = loadCases();
const errors = [...questionErrors, ...caseErrors];
if (errors.length) {
  console.error(errors.join("\n"));
  process.exit(1);
}
mkdirSync(new URL("../seed/", import.meta.url), { recursive: true });
const out = new URL("../seed/questions.sql", import.meta.url);
writeFileSync(out, toSqlFile(buildSeedStatements(questions, {}, cases)));
console.log(`seed/questions.sql: ${questions.length} questions, ${cases.length} case studies`);
