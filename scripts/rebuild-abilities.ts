// `npm run rebuild-abilities`: recomputes every student's ability sums
// (user_ability) from their first answer to each question, with the items'
// current difficulties. Run it after `npm run calibrate` has moved
// difficulties (stored sums keep the difficulty each answer had when it was
// given) and once on a database migrated from before migration 0002, which
// did not backfill user_ability. Offline, never inside a request.
//
// Paged by student (the answers index leads with user_id). Each page is read,
// then replaced (DELETE + INSERT); an answer stored between the two is lost
// from the sums until the next rebuild, so run it when traffic is low.
//
// Usage: npm run rebuild-abilities [-- --remote | --persist-to <dir>] [--dry-run]
import { appendFileSync, mkdirSync, writeFileSync } from "node:fs";
import { firstAnswerGroupsSql } from "./calibration/first-answers";
import { abilitySums, rebuildSql, type FirstAnswerGroup } from "./calibration/rebuild";
import { d1, int } from "./calibration/d1";

const USERS_PER_PAGE = 200;
const SQL_FILE = ".wrangler/tmp/rebuild-abilities.sql";

const { remote, dryRun, query, pages, applyFile } = d1(process.argv.slice(2));
const t0 = performance.now();
let students = 0;
let rows = 0;
mkdirSync(".wrangler/tmp", { recursive: true });
writeFileSync(SQL_FILE, "");
for (const users of pages<{ id: number }>(
  (last) => `SELECT id FROM users WHERE id > ${int(last)} ORDER BY id LIMIT ${USERS_PER_PAGE}`,
  (r) => r.id,
)) {
  const [lo, hi] = [int(users[0].id), int(users[users.length - 1].id)];
  const sums = abilitySums(query<FirstAnswerGroup>(firstAnswerGroupsSql(`user_id BETWEEN ${lo} AND ${hi}`)));
  const sql = rebuildSql(lo, hi, sums);
  if (dryRun)
    appendFileSync(SQL_FILE, sql); // every page, for review
  else (writeFileSync(SQL_FILE, sql), applyFile(SQL_FILE));
  students += users.length;
  rows += sums.length;
}
console.log(
  `${dryRun ? `Dry run (SQL in ${SQL_FILE}): would write` : "Rebuilt"} ${rows} ability rows for ${students} students in the ${remote ? "remote" : "local"} database (${((performance.now() - t0) / 1000).toFixed(1)} s).`,
);
