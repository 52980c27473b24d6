// `npm run seed:build`: validates content/questions and writes seed/questions.sql.
import { mkdirSync, writeFileSync } from "node:fs";
import { buildSeedStatements, toSqlFile } from "../lib/seed-sql";
import { loadContent } from "./content/load";

const { questions, errors } = loadContent();
if (errors.length) {
  console.error(errors.join("\n"));
  process.exit(1);
}
mkdirSync(new URL("../seed/", import.meta.url), { recursive: true });
const out = new URL("../seed/questions.sql", import.meta.url);
writeFileSync(out, toSqlFile(buildSeedStatements(questions)));
console.log(`seed/questions.sql: ${questions.length} questions`);
