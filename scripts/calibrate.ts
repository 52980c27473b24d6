// `npm run calibrate`: the offline item-difficulty calibration job of the
// learning engine (issue 6). Runs as a command or scheduled job, never inside
// a student's request.
//
// Method: person abilities are treated as fixed at each student's EAP
// estimate from user_ability (area 'all'). For each question the responses
// are grouped as (student θ, correct count, total), and the item's difficulty
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
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { accumulate, abilities, planUpdates, report, updateSql, type AbilityRow, type AnswerRow, type QuestionRow, type Tally } from "./calibration/plan";

const DB = "nclex-daily";
const USERS_PER_PAGE = 500;
const QUESTIONS_PER_PAGE = 500;
const SQL_FILE = ".wrangler/tmp/calibration.sql";

const argv = process.argv.slice(2);
const remote = argv.includes("--remote");
const dryRun = argv.includes("--dry-run");
const persistAt = argv.indexOf("--persist-to");
const persistTo = persistAt >= 0 ? argv[persistAt + 1] : undefined;
if (persistAt >= 0 && !persistTo) throw new Error("--persist-to needs a directory");
if (remote && persistTo) throw new Error("--persist-to is for the local database only");
const target = remote ? ["--remote"] : ["--local", ...(persistTo ? ["--persist-to", persistTo] : [])];

function wrangler(args: string[]): string {
  try {
    return execFileSync("npx", ["wrangler", "d1", "execute", DB, ...target, ...args], {
      encoding: "utf8",
      maxBuffer: 1 << 30,
      stdio: ["ignore", "pipe", "inherit"],
      env: { ...process.env, CI: "true" }, // no interactive prompts
    });
  } catch (e) {
    console.error((e as { stdout?: string }).stdout ?? ""); // wrangler --json reports errors on stdout
    throw e;
  }
}

function query<T>(sql: string): T[] {
  const out = JSON.parse(wrangler(["--json", "--command", sql])) as { results: T[] }[];
  return out.flatMap((r) => r.results);
}

/** Keyset pagination: rows with key > last, in key order, `size` at a time. */
function* pages<T>(sqlAfter: (last: number) => string, key: (row: T) => number): Generator<T[]> {
  for (let last = -1; ; ) {
    const rows = query<T>(sqlAfter(last));
    if (rows.length === 0) return;
    yield rows;
    last = key(rows[rows.length - 1]);
  }
}

const int = (x: number) => {
  if (!Number.isSafeInteger(x)) throw new Error(`not an integer: ${x}`);
  return x;
};

const t0 = performance.now();
const tally: Tally = new Map();
let students = 0;
for (const rows of pages<AbilityRow>(
  (last) => `SELECT user_id, loglik, responses FROM user_ability WHERE area = 'all' AND user_id > ${int(last)} ORDER BY user_id LIMIT ${USERS_PER_PAGE}`,
  (r) => r.user_id,
)) {
  const theta = abilities(rows);
  const [lo, hi] = [int(rows[0].user_id), int(rows[rows.length - 1].user_id)];
  accumulate(tally, query<AnswerRow>(`SELECT user_id, question_id, sum(is_correct) AS correct, count(*) AS total FROM answers WHERE user_id BETWEEN ${lo} AND ${hi} GROUP BY user_id, question_id`), theta);
  students += rows.length;
}

const questions: QuestionRow[] = [];
for (const rows of pages<QuestionRow>(
  (last) => `SELECT id, code, difficulty FROM questions WHERE id > ${int(last)} ORDER BY id LIMIT ${QUESTIONS_PER_PAGE}`,
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
    wrangler(["--yes", "--file", SQL_FILE]);
    console.log(`Applied ${updates.length} updates to the ${remote ? "remote" : "local"} database.`);
  }
}
console.log(`(${((performance.now() - t0) / 1000).toFixed(1)} s)`);
