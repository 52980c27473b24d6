// Seeding with the generated statements (the same SQL as seed/questions.sql).
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { signedIn } from "./helpers";
import { questionUpsert, type SeedQuestion } from "../../lib/seed-sql";

const run = (statements: string[]) => env.DB.batch(statements.map((s) => env.DB.prepare(s)));
const count = async (sql: string) => (await env.DB.prepare(sql).first<{ n: number }>())!.n;
const bankSize = () => env.TEST_SEED.filter((s) => s.startsWith("INSERT INTO questions")).length;
/** Stand-alone questions: the bank less the case items (each of which names its case). */
const standAloneSize = () =>
  env.TEST_SEED.filter((s) => s.startsWith("INSERT INTO questions") && !s.includes("case_step")).length;

describe("seeding the question bank", () => {
  it("yields exactly the bank, with correct category counts", async () => {
    expect(await count("SELECT count(*) AS n FROM questions WHERE active = 1")).toBe(bankSize());
    expect(await count("SELECT count(*) AS n FROM categories")).toBe(12);
    // Category counts are what a student can practise: the bank less the readiness pool.
    expect(await count("SELECT sum(question_count) AS n FROM categories")).toBe(
      await count("SELECT count(*) AS n FROM questions WHERE active = 1 AND pool = 'practice'"),
    );
    const pool = await count("SELECT count(*) AS n FROM questions WHERE pool = 'readiness'");
    expect(pool).toBe(
      await count(
        // A stratum is a format family, except that each alternate format (issue 28) is one of its own.
        "SELECT sum((n + 3) / 4) AS n FROM (SELECT count(*) AS n FROM questions WHERE active = 1 AND case_id IS NULL GROUP BY CASE WHEN type IN ('calculation', 'hot_spot', 'exhibit', 'graphic') THEN type ELSE family END, client_need, difficulty)",
      ),
    );
    expect(pool / standAloneSize()).toBeGreaterThan(0.25);
    expect(pool / standAloneSize()).toBeLessThan(0.3);
    // Case items sit in their case's pool: one readiness case per category, the rest for practice.
    expect(
      await count(
        "SELECT count(*) AS n FROM questions WHERE case_id IS NOT NULL AND pool NOT IN ('case', 'readiness_case')",
      ),
    ).toBe(0);
    expect(
      await count(
        "SELECT count(*) AS n FROM questions q JOIN case_studies c ON c.id = q.case_id WHERE (c.pool = 'readiness') <> (q.pool = 'readiness_case')",
      ),
    ).toBe(0);
  });

  it("puts one in four new questions of a stratum into the readiness pool, and never moves a question on re-seeding", async () => {
    const stratum = "client_need = 'Psychosocial Integrity' AND difficulty = 2 AND active = 1 AND type = 'single'"; // one format family's stratum
    const before = await count(`SELECT count(*) AS n FROM questions WHERE ${stratum}`);
    const pools = async () => (await env.DB.prepare("SELECT code, pool FROM questions ORDER BY code").all()).results;
    const existing = await pools();
    const added = Array.from({ length: 9 }, (_, i): SeedQuestion => ({
      id: `zzz-${String(i + 1).padStart(3, "0")}`,
      categoryId: 7,
      type: "single",
      clientNeed: "Psychosocial Integrity",
      difficulty: 2,
      content: `New question ${i}`,
      options: [],
      correctAnswer: "A",
      explanation: "A new question for this test.",
    }));
    await run(added.map((x) => questionUpsert(x)));
    expect(await count(`SELECT count(*) AS n FROM questions WHERE ${stratum} AND pool = 'readiness'`)).toBe(
      Math.ceil((before + 9) / 4),
    );
    await run(env.TEST_SEED); // retires the new ones; nobody moves
    expect((await pools()).filter((r) => !String(r.code).startsWith("zzz-"))).toEqual(existing);
    await env.DB.prepare("DELETE FROM questions WHERE code GLOB 'zzz-*'").run();
  }, 240_000); // re-runs the whole seed (over 2,000 upserts) in workerd's local D1

  it("changes nothing when run twice", async () => {
    const before = await env.DB.prepare("SELECT id, code, updated_at, rand_key FROM questions ORDER BY id").all();
    const results = await run(env.TEST_SEED);
    expect(results.reduce((sum, r) => sum + (r.meta.changes ?? 0), 0)).toBe(0);
    const after = await env.DB.prepare("SELECT id, code, updated_at, rand_key FROM questions ORDER BY id").all();
    expect(after.results).toEqual(before.results);
  }, 240_000);

  it("updates edited questions in place and retires removed ones without losing students' rows", async () => {
    const { browser } = await signedIn();
    const user = await env.DB.prepare("SELECT id FROM users ORDER BY id DESC LIMIT 1").first<{ id: number }>();
    const [q1, q2] = (
      await env.DB.prepare("SELECT id, code, category_id FROM questions ORDER BY id LIMIT 2").all<{
        id: number;
        code: string;
        category_id: number;
      }>()
    ).results;
    await run([
      `INSERT INTO sessions (user_id, session_type, category_id, total_questions) VALUES (${user!.id}, 'practice', ${q1.category_id}, 2)`,
      `INSERT INTO answers (user_id, question_id, session_id, selected_answer, is_correct, local_day) VALUES (${user!.id}, ${q1.id}, last_insert_rowid(), 'A', 1, '2026-11-22')`,
      `INSERT INTO bookmarks (user_id, question_id) VALUES (${user!.id}, ${q2.id})`,
      `INSERT INTO study_plans (user_id, category_id, target_score, questions_per_day) VALUES (${user!.id}, ${q1.category_id}, 85, 25)`,
    ]);
    const edited = env.TEST_SEED.map((s) =>
      s.includes(`VALUES ('${q1.code}',`)
        ? s.replace(
            /VALUES \('([^']+)', (\d+), 'single', ('[^']*'), (\d), '/,
            "VALUES ('$1', $2, 'single', $3, $4, 'EDITED: ",
          )
        : s,
    )
      .filter((s) => !s.includes(`VALUES ('${q2.code}',`))
      .map((s) => (s.includes("code NOT IN") ? s.replace(`'${q2.code}', `, "").replace(`, '${q2.code}'`, "") : s));
    await run(edited);
    const q1After = await env.DB.prepare("SELECT id, content, active FROM questions WHERE code = ?")
      .bind(q1.code)
      .first<{ id: number; content: string; active: number }>();
    expect(q1After).toMatchObject({ id: q1.id, active: 1 });
    expect(q1After!.content.startsWith("EDITED: ")).toBe(true);
    expect(await env.DB.prepare("SELECT active FROM questions WHERE code = ?").bind(q2.code).first("active")).toBe(0);
    expect(
      await count(`SELECT count(*) AS n FROM answers WHERE user_id = ${user!.id} AND question_id = ${q1.id}`),
    ).toBe(1);
    expect(
      await count(`SELECT count(*) AS n FROM bookmarks WHERE user_id = ${user!.id} AND question_id = ${q2.id}`),
    ).toBe(1);
    expect(await count(`SELECT count(*) AS n FROM sessions WHERE user_id = ${user!.id}`)).toBe(1);
    expect(await count(`SELECT count(*) AS n FROM study_plans WHERE user_id = ${user!.id}`)).toBe(1);
    expect(await count("SELECT sum(question_count) AS n FROM categories")).toBe(
      await count("SELECT count(*) AS n FROM questions WHERE active = 1 AND pool = 'practice'"),
    );
    // Restoring the bank reactivates the question under the same row id.
    await run(env.TEST_SEED);
    expect(
      await env.DB.prepare("SELECT id || ':' || active AS v FROM questions WHERE code = ?").bind(q2.code).first("v"),
    ).toBe(`${q2.id}:1`);
    expect(await count("SELECT count(*) AS n FROM questions WHERE active = 1")).toBe(bankSize());
    expect(browser.cookies.has("nclex_session")).toBe(true); // still signed in
  }, 240_000);
});
