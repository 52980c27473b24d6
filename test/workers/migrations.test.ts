// Upgrading a database full of user data: the first migrations, real student
// rows in that old schema, then every later migration and two re-seeds of the
// bank. No user row may be lost or changed, and backfilled aggregates must
// equal a recount.
import { applyD1Migrations, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

const USER_TABLES = ["users", "auth_sessions", "sessions", "answers", "bookmarks", "study_plans", "user_category_stats", "user_daily_stats"];
const db = () => env.UPGRADE_DB;
const rows = async (sql: string) => (await db().prepare(sql).all()).results;
const seed = () => db().batch(env.TEST_SEED.map((s) => db().prepare(s)));

describe("migrations and re-seeding", () => {
  it("apply to a database full of user data and lose nothing", async () => {
    const first = env.TEST_MIGRATIONS.slice(0, 2); // 0000_init, 0001_draw_indexes: the first release
    expect(first.map((m) => m.name)).toEqual(["0000_init.sql", "0001_draw_indexes.sql"]);
    await applyD1Migrations(db(), first);
    await seed();
    // Students of the first release, written in its schema.
    await db().batch(
      [
        "INSERT INTO users (id, username, email, password_hash, exam_date, time_zone) VALUES (1, 'ana', 'ana@example.com', 'x', '2027-02-01', 'America/Chicago'), (2, 'bo', 'bo@example.com', 'y', NULL, 'Asia/Manila')",
        "INSERT INTO auth_sessions (id, user_id, expires_at) VALUES ('s1', 1, 4102444800000)",
        "INSERT INTO sessions (id, user_id, session_type, category_id, total_questions, answered_count, correct_answers, time_limit) VALUES (1, 1, 'practice', 3, 2, 2, 1, NULL), (2, 2, 'timed', NULL, 25, 1, 1, 25)",
        `INSERT INTO answers (user_id, question_id, session_id, selected_answer, is_correct, time_spent, answered_at, local_day) VALUES
           (1, (SELECT id FROM questions WHERE code = 'mat-001'), 1, 'A', 1, 30, 1763700000000, '2025-11-20'),
           (1, (SELECT id FROM questions WHERE code = 'mat-002'), 1, 'B', 0, 40, 1763700100000, '2025-11-20'),
           (1, (SELECT id FROM questions WHERE code = 'ped-001'), NULL, 'C', 1, 20, 1763800000000, '2025-11-21'),
           (2, (SELECT id FROM questions WHERE code = 'moc-001'), 2, 'A', 1, 50, 1763800000000, '2025-11-22')`,
        "INSERT INTO bookmarks (user_id, question_id) SELECT 1, id FROM questions WHERE code IN ('mat-001', 'ped-001')",
        "INSERT INTO study_plans (user_id, category_id, target_score, questions_per_day) VALUES (1, 3, 80, 20)",
        "INSERT INTO user_category_stats (user_id, category_id, total, correct, time_spent) SELECT a.user_id, q.category_id, count(*), sum(a.is_correct), sum(a.time_spent) FROM answers a JOIN questions q ON q.id = a.question_id GROUP BY 1, 2",
        "INSERT INTO user_daily_stats (user_id, day, total, correct, time_spent) SELECT user_id, local_day, count(*), sum(is_correct), sum(time_spent) FROM answers GROUP BY 1, 2",
      ].map((s) => db().prepare(s)),
    );
    const snapshot = async () => Object.fromEntries(await Promise.all(USER_TABLES.map(async (t) => [t, await rows(`SELECT * FROM ${t} ORDER BY rowid`)] as const)));
    const before = await snapshot();

    await applyD1Migrations(db(), env.TEST_MIGRATIONS); // every later migration
    await db().prepare("UPDATE questions SET irt_difficulty = 1.25, irt_responses = 40 WHERE code = 'mat-001'").run(); // a calibration run
    await seed();
    await seed(); // re-seeding is idempotent

    const after = await snapshot();
    for (const t of USER_TABLES) expect(after[t], t).toEqual(before[t]);
    expect(await rows("SELECT user_id, mode, total, correct, time_spent FROM user_mode_stats ORDER BY 1, 2")).toEqual([
      { user_id: 1, mode: "practice", total: 2, correct: 1, time_spent: 70 },
      { user_id: 1, mode: "review", total: 1, correct: 1, time_spent: 20 },
      { user_id: 2, mode: "timed", total: 1, correct: 1, time_spent: 50 },
    ]);
    expect(await rows("SELECT user_id, day, total FROM user_day_category_stats ORDER BY 1, 2")).toEqual([
      { user_id: 1, day: "2025-11-20", total: 2 },
      { user_id: 1, day: "2025-11-21", total: 1 },
      { user_id: 2, day: "2025-11-22", total: 1 },
    ]);
    expect(await rows("SELECT count(*) AS n FROM questions WHERE active = 1")).toEqual([{ n: env.TEST_SEED.filter((s) => s.startsWith("INSERT INTO questions")).length }]);
    // Re-seeding keeps the calibration.
    expect(await rows("SELECT code, irt_difficulty, irt_responses FROM questions WHERE irt_difficulty IS NOT NULL")).toEqual([{ code: "mat-001", irt_difficulty: 1.25, irt_responses: 40 }]);
  });
});
