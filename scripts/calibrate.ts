// `npm run calibrate`: the offline item-difficulty calibration job of the
// learning engine (issue 6). Runs as a command or scheduled job, never inside
// a student's request.
//
// Pretest answers: the readiness exam's NCLEX-day run shows 15 unscored
// pretest items drawn from readiness-pool items with fewer than
// CALIBRATION_MIN_RESPONSES calibration responses; their answers (table
// readiness_pretest) count here as first answers, and nowhere else.
//
// Method: person abilities are treated as fixed at each student's EAP
// estimate from user_ability (area 'all'). For each question the students'
// first responses are grouped as (student θ, correct count, total), and the item's difficulty
// is the MAP estimate under the prior N(b0 = level − 3, τ = PRIOR_DIFFICULTY_SD)
// (lib/irt/calibrate.ts). Writes irt_difficulty and irt_responses (responses
// used). Questions with no responses are left as they are (NULL: the worker
// falls back to the prior). Fixing θ at point estimates (joint estimation)
// slightly understates the spread of b, and each student's θ includes their
// own response to the item being calibrated; both are negligible at scale.
//
// Answers are read per page of students (the answers index leads with
// user_id, so each page is an index range, not a scan of the whole table)
// and tallied per question in memory with θ binned.
//
// Usage: npm run calibrate [-- --remote | --persist-to <dir>] [--dry-run]
//   local D1 by default; --dry-run writes the SQL file without applying it.
import { mkdirSync, writeFileSync } from "node:fs";
import {
  accumulate,
  abilities,
  planUpdates,
  report,
  updateSql,
  type AbilityRow,
  type AnswerRow,
  type QuestionRow,
  type Tally,
} from "./calibration/plan";
import { d1, int } from "./calibration/d1";
import { firstAnswersSql, pretestAnswersSql } from "./calibration/first-answers";

const USERS_PER_PAGE = 500;
const QUESTIONS_PER_PAGE = 500;
const SQL_FILE = ".wrangler/tmp/calibration.sql";

const { remote, dryRun, query, pages, applyFile } = d1(process.argv.slice(2));

const t0 = performance.now();
const tally: Tally = new Map();
let students = 0;
for (const rows of pages<AbilityRow>(
  (last) =>
    `SELECT user_id, loglik, responses FROM user_ability WHERE area = 'all' AND user_id > ${int(last)} ORDER BY user_id LIMIT ${USERS_PER_PAGE}`,
  (r) => r.user_id,
)) {
  const theta = abilities(rows);
  const [lo, hi] = [int(rows[0].user_id), int(rows[rows.length - 1].user_id)];
  // First answers only, as in the ability sums: a repeat after seeing the key says little about the item.
  const users = `user_id BETWEEN ${lo} AND ${hi}`;
  accumulate(
    tally,
    query<AnswerRow>(`SELECT user_id, question_id, ok AS correct, 1 AS total FROM (${firstAnswersSql(users)})`),
    theta,
  );
  // The NCLEX-day run's unscored pretest answers: they exist to calibrate their items (lib/readiness-nclex-day.ts).
  accumulate(
    tally,
    query<AnswerRow>(`SELECT user_id, question_id, ok AS correct, 1 AS total FROM (${pretestAnswersSql(users)})`),
    theta,
  );
  students += rows.length;
}

const questions: QuestionRow[] = [];
for (const rows of pages<QuestionRow>(
  (last) =>
    `SELECT id, code, difficulty, max_points AS maxPoints FROM questions WHERE id > ${int(last)} ORDER BY id LIMIT ${QUESTIONS_PER_PAGE}`,
  (r) => r.id,
))
  questions.push(...rows);

const updates = planUpdates(questions, tally);
console.log(`Students with an ability estimate: ${students}; questions: ${questions.length}`);
console.log(report(updates));
if (updates.length > 0) {
  mkdirSync(".wrangler/tmp", { recursive: true });
  writeFileSync(SQL_FILE, updateSql(updates));
  if (dryRun) console.log(`Dry run: ${SQL_FILE} written, not applied.`);
  else {
    applyFile(SQL_FILE);
    console.log(`Applied ${updates.length} updates to the ${remote ? "remote" : "local"} database.`);
  }
}
console.log(`(${((performance.now() - t0) / 1000).toFixed(1)} s)`);
