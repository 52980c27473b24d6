// Upgrading a database full of user data: the migrations are applied one at a
// time, and before each (and after the last) new students are written into
// every user table that exists at that point, in that point's schema. Then the
// bank is re-seeded twice. No user row may be lost or changed, and every
// aggregate (backfilled or written) must equal a recount from the raw answers.
// user_ability has no backfill: 0002 starts it empty for earlier answers
// (`npm run rebuild-abilities` recomputes it offline); its rows must survive.
import { applyD1Migrations, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

const db = () => env.UPGRADE_DB;
const rows = async (sql: string) => (await db().prepare(sql).all()).results;
const seed = (statements = env.TEST_SEED) => db().batch(statements.map((s) => db().prepare(s)));
const NOT_USER_DATA =
  /^(questions|case_studies|categories|format_counts|readiness_pool_counts|bank_index|d1_migrations|_cf_.*|sqlite_.*)$/;

const byMode = "CASE WHEN s.session_type = 'timed' THEN 'timed' WHEN s.id IS NULL THEN 'review' ELSE 'practice' END";
const of = (u: number | null) => (u === null ? "" : `WHERE a.user_id = ${u}`);
/** Each aggregate table's recount from the raw answers (of one student, or all), as the migrations backfill it. */
const RECOUNT: Record<string, (u: number | null) => string> = {
  user_category_stats: (u) =>
    `SELECT a.user_id AS user_id, q.category_id AS category_id, count(*) AS total, sum(a.is_correct) AS correct, sum(a.time_spent) AS time_spent FROM answers a JOIN questions q ON q.id = a.question_id ${of(u)} GROUP BY 1, 2`,
  user_daily_stats: (u) =>
    `SELECT a.user_id AS user_id, a.local_day AS day, count(*) AS total, sum(a.is_correct) AS correct, sum(a.time_spent) AS time_spent FROM answers a ${of(u)} GROUP BY 1, 2`,
  user_mode_stats: (u) =>
    `SELECT a.user_id AS user_id, ${byMode} AS mode, count(*) AS total, sum(a.is_correct) AS correct, sum(a.time_spent) AS time_spent FROM answers a LEFT JOIN sessions s ON s.id = a.session_id ${of(u)} GROUP BY 1, 2`,
  user_day_category_stats: (u) =>
    `SELECT a.user_id AS user_id, a.local_day AS day, q.category_id AS category_id, count(*) AS total, sum(a.is_correct) AS correct FROM answers a JOIN questions q ON q.id = a.question_id ${of(u)} GROUP BY 1, 2, 3`,
  user_format_stats: (u) =>
    `SELECT a.user_id AS user_id, q.type AS type, count(*) AS total, sum(a.is_correct) AS correct FROM answers a JOIN questions q ON q.id = a.question_id ${of(u)} GROUP BY 1, 2`,
};
const COLUMNS: Record<string, string> = {
  user_category_stats: "user_id, category_id, total, correct, time_spent",
  user_daily_stats: "user_id, day, total, correct, time_spent",
  user_mode_stats: "user_id, mode, total, correct, time_spent",
  user_day_category_stats: "user_id, day, category_id, total, correct",
  user_format_stats: "user_id, type, total, correct",
};

const code = (c: string) => `(SELECT id FROM questions WHERE code = '${c}')`;
/** Statements giving student `u` rows in `table` (sessions u*10+1, u*10+2; exam u). */
const WRITE: Record<string, (u: number) => string[]> = {
  users: (u) => [
    `INSERT INTO users (id, username, email, password_hash, exam_date, time_zone) VALUES (${u}, 'ana${u}', 'ana${u}@example.com', 'hash${u}', '2027-02-0${u}', 'America/Chicago')`,
  ],
  auth_sessions: (u) => [
    `INSERT INTO auth_sessions (id, user_id, expires_at, revoked_at) VALUES ('s${u}', ${u}, 4102444800000, NULL), ('t${u}', ${u}, 4102444800000, 1763700000000)`,
  ],
  login_throttle: (u) => [
    `INSERT INTO login_throttle (key, failures, window_start, blocked_until) VALUES ('user:ana${u}', 3, 1763700000000, 0)`,
  ],
  sessions: (u) => [
    `INSERT INTO sessions (id, user_id, session_type, category_id, total_questions, answered_count, correct_answers, time_limit) VALUES (${u * 10 + 1}, ${u}, 'practice', 3, 2, 2, 1, NULL), (${u * 10 + 2}, ${u}, 'timed', NULL, 25, 1, 1, 25)`,
    ...(u > POINTS_STEP()
      ? [`UPDATE sessions SET points = correct_answers, max_points = answered_count WHERE user_id = ${u}`]
      : []),
  ],
  answers: (u) => [
    `INSERT INTO answers (user_id, question_id, session_id, selected_answer, is_correct, time_spent, answered_at, local_day) VALUES
       (${u}, ${code("mat-001")}, ${u * 10 + 1}, 'A', 1, 30, 1763700000000, '2025-11-20'),
       (${u}, ${code("mat-002")}, ${u * 10 + 1}, 'B', 0, 40, 1763700100000, '2025-11-20'),
       (${u}, ${code("ped-001")}, NULL, 'C', 1, 20, 1763800000000, '2025-11-2${u}'),
       (${u}, ${code("moc-001")}, ${u * 10 + 2}, 'A', 1, 50, 1763800000000, '2025-11-22')`,
  ],
  bookmarks: (u) => [
    `INSERT INTO bookmarks (user_id, question_id) SELECT ${u}, id FROM questions WHERE code IN ('mat-001', 'ped-001')`,
  ],
  study_plans: (u) => [
    `INSERT INTO study_plans (user_id, category_id, target_score, questions_per_day, completed, current_score) VALUES (${u}, 3, 80, 20, 0, 55.5)`,
  ],
  readiness_exams: (u) => [
    `INSERT INTO readiness_exams (id, user_id, status, reason, deadline, finished_at, answered, correct, theta, se) VALUES (${u}, ${u}, 'passed', 'confidence', 4102444800000, 1763800000000, 1, 1, 0.42, 0.3)`,
    ...(u > POINTS_STEP()
      ? [`UPDATE readiness_exams SET points = correct, possible = answered WHERE user_id = ${u}`]
      : []),
  ],
  readiness_items: (u) => [
    `INSERT INTO readiness_items (exam_id, position, question_id, area, difficulty, selected_answer, is_correct) SELECT ${u}, 1, id, client_need, 0.5, 'A', 1 FROM questions WHERE code = 'moc-002'`,
  ],
  // 0012: an NCLEX-day run's pretest answer (for calibration only).
  readiness_pretest: (u) => [
    `INSERT INTO readiness_pretest (exam_id, question_id, position, response, points, max_points, answered_at) SELECT ${u}, id, 2, '"B"', 0, 1, 1763800000000 FROM questions WHERE code = 'moc-003'`,
  ],
  user_ability: (u) => [
    `INSERT INTO user_ability (user_id, area, loglik, responses) VALUES (${u}, 'Management of Care', '[-0.1,-0.2,-0.3]', 1)`,
  ],
  session_questions: (u) => [
    `INSERT INTO session_questions (session_id, question_id, position) SELECT ${u * 10 + 2}, id, 1 FROM questions WHERE code = 'moc-001'`,
  ],
  readiness_seen: (u) => [
    `INSERT INTO readiness_seen (user_id, question_id, area, seen_at) SELECT ${u}, id, client_need, 1763900000000 FROM questions WHERE code = 'moc-002'`,
  ],
  // No answer before 0007 is a case item: no step rows, and a best score only once a case exists (after the final seed).
  user_step_stats: () => [],
  review_cards: (u) => [
    `INSERT INTO review_cards (user_id, question_id, due_at, stability, difficulty, scheduled_days, reps, lapses, state, created_at) SELECT ${u}, id, 1763990000000, 2.5, 5, 2, 1, 0, 2, 1763900000000 FROM questions WHERE code = 'moc-003' ON CONFLICT DO NOTHING`,
  ],
  // Issue 27: a flag and a note, and each question's last result as the answer path keeps it.
  flags: (u) => [
    `INSERT INTO flags (user_id, question_id, created_at) SELECT ${u}, id, 1763900000000 FROM questions WHERE code = 'mat-002'`,
  ],
  notes: (u) => [
    `INSERT INTO notes (user_id, question_id, text, updated_at) SELECT ${u}, id, 'Note ${u}: fundal height', 1763900000000 FROM questions WHERE code = 'mat-001'`,
  ],
  user_question_state: (u) => [
    `INSERT INTO user_question_state (user_id, question_id, last_full_marks, answered_at) SELECT user_id, question_id, is_correct, answered_at FROM (${LAST_RESULTS(u)})`,
  ],
  // 0014: kept by triggers on user_question_state and flags (backfilled for earlier students), never written directly.
  user_question_marks: () => [],
  case_bests: (u) => [
    `INSERT INTO case_bests (user_id, case_id, best_points, max_points, updated_at) SELECT ${u}, id, 3, max_points, 1763900000000 FROM case_studies LIMIT 1`,
  ],
  // Students written after 0006 get points as the worker writes them: every answer here is a 0/1 item.
  ...Object.fromEntries(
    Object.entries(RECOUNT).map(([t, recount]) => [
      t,
      (u: number) => [
        u > POINTS_STEP()
          ? `INSERT INTO ${t} (${COLUMNS[t]}, points, possible) SELECT ${COLUMNS[t]}, correct, total FROM (${recount(u)})`
          : `INSERT INTO ${t} (${COLUMNS[t]}) SELECT ${COLUMNS[t]} FROM (${recount(u)})`,
      ],
    ]),
  ),
};
/** Each question's last result from the raw answers (of one student, or all), as migration 0012 backfills it. */
const LAST_RESULTS = (u: number | null) =>
  `SELECT user_id, question_id, is_correct, answered_at FROM (SELECT a.*, row_number() OVER (PARTITION BY a.user_id, a.question_id ORDER BY a.answered_at DESC, a.id DESC) AS rn FROM answers a ${of(u)}) WHERE rn = 1`;
/** The step from which migration 0006 (points) is applied: students u > this are written after it. */
const POINTS_STEP = () => env.TEST_MIGRATIONS.findIndex((m) => m.name.startsWith("0006"));
// Parents before children (foreign keys).
const ORDER = [
  "users",
  "auth_sessions",
  "login_throttle",
  "sessions",
  "answers",
  "bookmarks",
  "study_plans",
  "readiness_exams",
  "readiness_items",
  "readiness_pretest",
  "user_ability",
  "session_questions",
  "readiness_seen",
  "user_step_stats",
  "case_bests",
  "review_cards",
  "flags",
  "notes",
  "user_question_state",
];

const userTables = async () =>
  ((await rows("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")) as { name: string }[])
    .map((r) => r.name)
    .filter((t) => !NOT_USER_DATA.test(t));
const snapshot = async () =>
  Object.fromEntries(
    await Promise.all(
      (await userTables()).map(async (t) => [t, await rows(`SELECT * FROM "${t}" ORDER BY rowid`)] as const),
    ),
  );

describe("migrations and re-seeding", () => {
  it("apply one at a time to a database gaining students before each, and lose nothing", async () => {
    const migrations = env.TEST_MIGRATIONS;
    expect(migrations[0].name).toBe("0000_init.sql");
    await applyD1Migrations(db(), migrations.slice(0, 1));
    await seed(env.TEST_SEED_BEFORE_POOL); // the first release's bank
    const snapshots: Record<string, unknown[]>[] = [];
    for (let step = 1; step <= migrations.length; step++) {
      const tables = await userTables();
      const unknown = tables.filter((t) => !WRITE[t]);
      expect(unknown, "a user table this test cannot fill: add it to WRITE").toEqual([]);
      const order = [...ORDER, ...Object.keys(RECOUNT)].filter((t) => tables.includes(t));
      await db().batch(order.flatMap((t) => WRITE[t](step)).map((s) => db().prepare(s)));
      snapshots.push(await snapshot());
      if (step < migrations.length) await applyD1Migrations(db(), migrations.slice(0, step + 1)); // the next migration only
    }
    expect(Object.keys(snapshots.at(-1)!).sort()).toEqual(Object.keys(WRITE).sort());

    await db().prepare("UPDATE questions SET irt_difficulty = 1.25, irt_responses = 40 WHERE code = 'mat-001'").run(); // a calibration run
    await seed();
    await seed(); // re-seeding is idempotent

    const after = await snapshot();
    expect(after).toEqual(snapshots.at(-1)); // re-seeding touched no user row
    snapshots.forEach((before, i) => {
      // objectContaining: a later migration may add columns (with their defaults) to an existing row.
      for (const [t, list] of Object.entries(before))
        for (const row of list)
          expect(after[t], `${t} row written before migration ${i + 1}`).toContainEqual(expect.objectContaining(row));
    });
    expect(after.users).toHaveLength(migrations.length);
    // Every aggregate equals a recount from the raw answers, for the students the backfills saw and the later ones.
    for (const [t, recount] of Object.entries(RECOUNT))
      expect(await rows(`SELECT ${COLUMNS[t]} FROM ${t} ORDER BY 1, 2, 3`), t).toEqual(
        await rows(`SELECT ${COLUMNS[t]} FROM (${recount(null)}) ORDER BY 1, 2, 3`),
      );
    expect(await rows("SELECT count(*) AS n FROM questions WHERE active = 1")).toEqual([
      { n: env.TEST_SEED.filter((s) => s.startsWith("INSERT INTO questions")).length },
    ]);
    // The readiness pool: the upgrade (migration 0005 over an existing bank) chose the same questions as a
    // fresh database seeded after it, one in four of each (area, level) stratum, rounded up.
    const pool = "SELECT code FROM questions WHERE pool = 'readiness' ORDER BY code";
    expect(await rows(pool)).toEqual((await env.DB.prepare(pool).all()).results);
    expect(
      await rows(
        // A stratum is a format family, except that each alternate format (issue 28) is one of its own.
        "SELECT sum((n + 3) / 4) AS n FROM (SELECT count(*) AS n FROM questions WHERE active = 1 AND case_id IS NULL GROUP BY CASE WHEN type IN ('calculation', 'hot_spot', 'exhibit', 'graphic') THEN type ELSE family END, client_need, difficulty)",
      ),
    ).toEqual(await rows("SELECT count(*) AS n FROM questions WHERE pool = 'readiness'"));
    // Keys students had seen before the pool existed count as seen (answers to pool questions before 0005).
    expect(
      await rows("SELECT user_id, question_id FROM readiness_seen WHERE seen_at <> 1763900000000 ORDER BY 1, 2"),
    ).toEqual(
      await rows(
        `SELECT DISTINCT a.user_id, a.question_id FROM answers a JOIN questions q ON q.id = a.question_id WHERE q.pool = 'readiness' AND a.user_id < ${migrations.findIndex((m) => m.name.startsWith("0005")) + 1} ORDER BY 1, 2`,
      ),
    );
    // 0006 (NGN points) lost nothing: every earlier answer reads as 1/1 or 0/1, and every aggregate's points and possible equal its correct and total.
    expect(
      await rows(
        "SELECT count(*) AS n FROM answers WHERE coalesce(points, is_correct) <> is_correct OR max_points <> 1",
      ),
    ).toEqual([{ n: 0 }]);
    expect(
      await rows(
        "SELECT count(*) AS n FROM readiness_items WHERE coalesce(points, is_correct) <> is_correct OR max_points <> 1",
      ),
    ).toEqual([{ n: 0 }]);
    for (const t of Object.keys(RECOUNT))
      expect(await rows(`SELECT count(*) AS n FROM ${t} WHERE points <> correct OR possible <> total`), t).toEqual([
        { n: 0 },
      ]);
    expect(
      await rows("SELECT count(*) AS n FROM sessions WHERE points <> correct_answers OR max_points <> answered_count"),
    ).toEqual([{ n: 0 }]);
    expect(
      await rows("SELECT count(*) AS n FROM readiness_exams WHERE points <> correct OR possible <> answered"),
    ).toEqual([{ n: 0 }]);
    expect(await rows("SELECT count(*) AS n FROM answers")).toEqual([{ n: 4 * migrations.length }]);
    // 0009 (spaced review): every bookmark made before it is a card, due from the day it was made.
    const before0009 = migrations.findIndex((m) => m.name.startsWith("0009")) + 1;
    expect(
      await rows(
        `SELECT count(*) AS n FROM bookmarks b WHERE b.user_id < ${before0009} AND NOT EXISTS (SELECT 1 FROM review_cards c WHERE c.user_id = b.user_id AND c.question_id = b.question_id AND c.due_at = b.created_at)`,
      ),
    ).toEqual([{ n: 0 }]);
    expect(await rows(`SELECT count(*) AS n FROM bookmarks WHERE user_id < ${before0009}`)).not.toEqual([{ n: 0 }]);
    // 0012 (issue 27): every student's last result per question equals a recount from the raw answers.
    expect(
      await rows(
        "SELECT user_id, question_id, last_full_marks AS is_correct, answered_at FROM user_question_state ORDER BY 1, 2",
      ),
    ).toEqual(await rows(`SELECT * FROM (${LAST_RESULTS(null)}) ORDER BY 1, 2`));
    expect(await rows("SELECT count(*) AS n FROM user_question_state")).not.toEqual([{ n: 0 }]);
    // 0014: the marks pages hold exactly every student's last results and flags (backfilled, then kept by triggers).
    expect(
      await rows(
        "SELECT m.user_id, CAST(r.key AS INTEGER) AS question_id, r.value AS last_full_marks FROM user_question_marks m, json_each(m.results) r ORDER BY 1, 2",
      ),
    ).toEqual(await rows("SELECT user_id, question_id, last_full_marks FROM user_question_state ORDER BY 1, 2"));
    expect(
      await rows(
        "SELECT m.user_id, CAST(f.key AS INTEGER) AS question_id FROM user_question_marks m, json_each(m.flagged) f ORDER BY 1, 2",
      ),
    ).toEqual(await rows("SELECT user_id, question_id FROM flags ORDER BY 1, 2"));
    // The bank's index lists every drawable question once, as a fresh database seeded after it does.
    const index =
      "SELECT b.step, b.category_id, q.code, json_extract(j.value, '$[1]') AS system FROM bank_index b, json_each(b.items) j JOIN questions q ON q.id = json_extract(j.value, '$[0]') ORDER BY 1, 2, 3";
    expect(await rows(index)).toEqual((await env.DB.prepare(index).all()).results);
    // Re-seeding keeps the calibration.
    expect(
      await rows("SELECT code, irt_difficulty, irt_responses FROM questions WHERE irt_difficulty IS NOT NULL"),
    ).toEqual([{ code: "mat-001", irt_difficulty: 1.25, irt_responses: 40 }]);
  }, 300_000); // every migration and three seeds of the whole bank (over 2,000 upserts each)
});
