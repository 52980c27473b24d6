// The data `npm run bench` measures against: a 20,000-question bank and a
// student ("bench", password "bench-password-1") with 50,000 answers, written
// straight into the local D1 SQLite file with @libsql/client. Every per-user
// aggregate (category, day, day x category, mode, ability) is then recomputed
// from those answers in SQL, as the migrations' backfills do, so the student
// looks exactly as if the answers had come through POST /api/answers.
import { pbkdf2Sync, randomBytes } from "node:crypto";
import { readdirSync } from "node:fs";
import { createClient, type InStatement } from "@libsql/client";
import { localDay } from "../../lib/dates";
import { CLIENT_NEEDS } from "../../lib/categories";
import { sigmoid } from "../../lib/irt/rasch";
import { OVERALL } from "../../worker/learning/ability";
import { ITEM_DIFFICULTY_SQL, firstAnswerGroupsSql } from "../calibration/first-answers";
import { abilitySums, loglikJson, type FirstAnswerGroup } from "../calibration/rebuild";

export const BANK = 20_000;
export const ANSWERS = 50_000;
export const DAYS = 200;
const PER_SESSION = 25;

/** Deterministic PRNG (mulberry32), so every run loads the same student. */
function prng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Writes the bank and the student into the D1 SQLite file under `state` (wrangler's --persist-to), before it is served. */
export async function loadBulkData(state: string) {
  const dir = `${state}/v3/d1/miniflare-D1DatabaseObject`;
  const file = readdirSync(dir).find((f) => f.endsWith(".sqlite") && f !== "metadata.sqlite")!;
  const db = createClient({ url: `file:${dir}/${file}` });
  const one = async (sql: string, args: (string | number | null)[] = []) => (await db.execute({ sql, args })).rows[0];

  // The bank: the seeded questions plus generated ones, up to BANK.
  const seeded = Number((await one("SELECT count(*) AS n FROM questions")).n);
  const options = JSON.stringify(
    ["A", "B", "C", "D"].map((label) => ({ label, text: `Option ${label}`, rationale: "Generated rationale." })),
  );
  await db.execute(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${BANK - seeded})
    INSERT INTO questions (code, category_id, type, client_need, difficulty, content, options, correct_answer, explanation, rand_key, pool)
    SELECT 'bench' || i, (i % 12) + 1, 'single', CASE i % 8 ${CLIENT_NEEDS.map((n, k) => `WHEN ${k} THEN '${n}'`).join(" ")} END, (i % 5) + 1,
           'Generated benchmark question ' || i, '${options}', 'A', 'Generated explanation.', abs(random()) % 2147483648,
           -- every block of 40 covers each (area, level) pair once: a stratified quarter joins the readiness pool
           CASE WHEN (i / 40) % 4 = 0 THEN 'readiness' ELSE 'practice' END FROM n`);
  await db.execute(
    `UPDATE categories SET question_count = (SELECT count(*) FROM questions q WHERE q.category_id = categories.id AND q.active = 1 AND q.pool = 'practice')`,
  );
  const bank = (
    await db.execute(
      `SELECT id, category_id AS c, ${ITEM_DIFFICULTY_SQL} AS b, correct_answer AS key, options FROM questions WHERE active = 1 AND type = 'single' ORDER BY id`,
    )
  ).rows.map((r) => ({
    id: Number(r.id),
    category: Number(r.c),
    b: Number(r.b),
    key: String(r.key),
    wrong: (JSON.parse(String(r.options)) as { label: string }[]).find((o) => o.label !== r.key)!.label,
  }));
  const byCategory = new Map<number, typeof bank>();
  for (const q of bank) byCategory.set(q.category, [...(byCategory.get(q.category) ?? []), q]);

  const salt = randomBytes(16);
  const hash = `pbkdf2-sha256$100000$${salt.toString("base64")}$${pbkdf2Sync("bench-password-1", salt, 100_000, 32, "sha256").toString("base64")}`;
  const userId = Number(
    (
      await one(
        "INSERT INTO users (username, email, password_hash, exam_date, time_zone) VALUES ('bench', 'bench@example.com', ?, ?, 'UTC') RETURNING id",
        [hash, localDay(Date.now() + 60 * 86_400_000, "UTC")],
      )
    ).id,
  );

  // 50,000 answers over the last 200 days, oldest first, in blocks of 25: most
  // blocks are sessions (3 practice in one category : 1 timed across the bank),
  // every 20th block is single-question review (no session). A student of
  // ability 0.8 answers by the Rasch model, so the ability sums are realistic.
  const random = prng(42);
  const now = Date.now();
  const cursor = new Map<number, number>();
  const next = (pool: typeof bank, key: number) => {
    const i = cursor.get(key) ?? Math.floor(random() * pool.length);
    cursor.set(key, i + 1);
    return pool[i % pool.length];
  };
  const sessions: InStatement[] = [];
  const answers: InStatement[] = [];
  let sessionId = 0;
  for (let block = 0; block < ANSWERS / PER_SESSION; block++) {
    const review = block % 20 === 19;
    const timed = !review && block % 4 === 3;
    const category = review || timed ? null : (block % 12) + 1;
    const pool = category ? byCategory.get(category)! : bank;
    const sid = review ? null : ++sessionId;
    let correct = 0;
    let spent = 0;
    let first = 0;
    let last = 0;
    for (let j = 0; j < PER_SESSION; j++) {
      const i = block * PER_SESSION + j;
      const at = now - Math.floor((1 - i / ANSWERS) * DAYS * 86_400_000);
      const q = next(pool, category ?? 0);
      const ok = random() < sigmoid(0.8 - q.b) ? 1 : 0;
      const time = 30 + Math.floor(random() * 60);
      correct += ok;
      spent += time;
      if (j === 0) first = at;
      last = at;
      answers.push({
        sql: "INSERT INTO answers (user_id, question_id, session_id, selected_answer, is_correct, time_spent, answered_at, local_day) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        args: [userId, q.id, sid, ok ? q.key : q.wrong, ok, time, at, localDay(at, "UTC")],
      });
    }
    if (sid)
      sessions.push({
        sql: "INSERT INTO sessions (id, user_id, session_type, category_id, total_questions, answered_count, correct_answers, time_spent, time_limit, score, started_at, finished_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        args: [
          sid,
          userId,
          timed ? "timed" : "practice",
          category,
          PER_SESSION,
          PER_SESSION,
          correct,
          spent,
          timed ? PER_SESSION : null,
          Math.round((correct / PER_SESSION) * 1000) / 10,
          first,
          last + 1000,
          first,
        ],
      });
  }
  await db.batch(sessions, "write");
  for (let i = 0; i < answers.length; i += 5_000) await db.batch(answers.slice(i, i + 5_000), "write");

  // Aggregates recomputed from the answers (the same GROUP BYs as the migrations' backfills).
  await db.batch(
    [
      {
        sql: "INSERT INTO user_category_stats (user_id, category_id, total, correct, points, possible, time_spent) SELECT a.user_id, q.category_id, count(*), sum(a.is_correct), sum(a.is_correct), count(*), sum(a.time_spent) FROM answers a JOIN questions q ON q.id = a.question_id WHERE a.user_id = ? GROUP BY q.category_id",
        args: [userId],
      },
      {
        sql: "INSERT INTO user_daily_stats (user_id, day, total, correct, points, possible, time_spent) SELECT user_id, local_day, count(*), sum(is_correct), sum(is_correct), count(*), sum(time_spent) FROM answers WHERE user_id = ? GROUP BY local_day",
        args: [userId],
      },
      {
        sql: "INSERT INTO user_day_category_stats (user_id, day, category_id, total, correct, points, possible) SELECT a.user_id, a.local_day, q.category_id, count(*), sum(a.is_correct), sum(a.is_correct), count(*) FROM answers a JOIN questions q ON q.id = a.question_id WHERE a.user_id = ? GROUP BY a.local_day, q.category_id",
        args: [userId],
      },
      {
        sql: `INSERT INTO user_mode_stats (user_id, mode, total, correct, time_spent)
              SELECT a.user_id, CASE WHEN s.session_type = 'timed' THEN 'timed' WHEN s.id IS NULL THEN 'review' ELSE 'practice' END AS mode, count(*), sum(a.is_correct), sum(a.time_spent)
                FROM answers a LEFT JOIN sessions s ON s.id = a.session_id WHERE a.user_id = ? GROUP BY mode`,
        args: [userId],
      },
    ],
    "write",
  );
  // The learning engine: per area, the sum of the log-likelihood term (responseTerm, the
  // exact JSON the per-answer upsert adds) of the student's first answer to each question.
  const groups = (await db.execute({ sql: firstAnswerGroupsSql("user_id = ?"), args: [userId] }))
    .rows as unknown as FirstAnswerGroup[];
  const sums = abilitySums(groups);
  await db.batch(
    sums.map((r) => ({
      sql: "INSERT INTO user_ability (user_id, area, loglik, responses) VALUES (?, ?, ?, ?)",
      args: [r.userId, r.area, loglikJson(r.loglik), r.responses],
    })),
    "write",
  );

  // Some bookmarks and study plans, as a long-time student would have.
  await db.execute({
    sql: `INSERT INTO bookmarks (user_id, question_id, created_at) SELECT ?, id, ? - (id * 60000) FROM questions WHERE id % 97 = 0 LIMIT 150`,
    args: [userId, now],
  });
  await db.execute({
    sql: "INSERT INTO study_plans (user_id, category_id, target_score, questions_per_day, created_at) VALUES (?, 5, 80, 30, ?), (?, 1, 75, 20, ?)",
    args: [userId, now - 30 * 86_400_000, userId, now - 10 * 86_400_000],
  });
  await db.execute({
    sql: "INSERT INTO study_plans (user_id, category_id, target_score, questions_per_day, completed, current_score, created_at, completed_at) VALUES (?, 9, 70, 25, 1, 72.5, ?, ?)",
    args: [userId, now - 90 * 86_400_000, now - 40 * 86_400_000],
  });
  // A question the student has answered and one they have not: a repeat answer skips the ability upsert, a first answer does not.
  // Practice multiple-choice questions only: "A" is a valid answer to them, and the readiness pool is sealed.
  const answered = Number(
    (
      await db.execute({
        sql: "SELECT a.question_id AS id FROM answers a JOIN questions q ON q.id = a.question_id WHERE a.user_id = ? AND q.type = 'single' AND q.pool = 'practice' LIMIT 1",
        args: [userId],
      })
    ).rows[0].id,
  );
  const unanswered = Number(
    (
      await db.execute({
        sql: "SELECT id FROM questions q WHERE active = 1 AND type = 'single' AND pool = 'practice' AND NOT EXISTS (SELECT 1 FROM answers a WHERE a.user_id = ? AND a.question_id = q.id) LIMIT 1",
        args: [userId],
      })
    ).rows[0].id,
  );
  const singles = (
    await db.execute("SELECT id FROM questions WHERE active = 1 AND type = 'single' AND pool = 'practice' ORDER BY id")
  ).rows.map((r) => Number(r.id));
  await db.execute("PRAGMA optimize");
  db.close();
  // The ability counts first answers only: the number of distinct questions answered.
  return {
    sessions: sessionId,
    bookmarks: 150,
    firstAnswers: sums.find((r) => r.area === OVERALL)?.responses ?? 0,
    answered,
    unanswered,
    singles,
  };
}
