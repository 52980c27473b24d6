// What the test builder costs (issue 27): GET /api/questions/counts reads
// O(categories + systems) rows in one round trip, and it and a draw by
// question mode read no more rows for a student with 50,000 answers than for
// one with 1,000; and a readiness exam's answers enter the student's last
// results when it ends.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { Browser, json, signedIn } from "./helpers";
import { answerExam, expire } from "./exam-helpers";
import { CATEGORIES } from "../../lib/categories";
import { BODY_SYSTEMS } from "../../lib/systems";

const one = async <T>(sql: string, ...binds: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...binds)
    .first<T>())!;

/**
 * A student with `n` answers to 600 practice questions, and their last results as the answer path keeps them.
 * The seed inserts questions in rand_key order, so the 600 are taken by code: spread over rand_key, as a
 * student's would be (the first 600 ids would be the 600 lowest keys).
 */
async function studentWith(n: number) {
  const s = await signedIn();
  const { id } = await one<{ id: number }>("SELECT id FROM users WHERE username = ?", s.username);
  await env.DB.prepare(
    `WITH RECURSIVE k(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM k WHERE i < ? - 1),
          q AS (SELECT id, row_number() OVER (ORDER BY code) - 1 AS r FROM questions WHERE active = 1 AND pool = 'practice' ORDER BY code LIMIT 600)
     INSERT INTO answers (user_id, question_id, selected_answer, is_correct, time_spent, answered_at, local_day)
     SELECT ?, q.id, 'A', (i % 3 > 0), 20, ? - i * 1000, '2026-01-01' FROM k JOIN q ON q.r = k.i % 600`,
  )
    .bind(n, id, Date.now())
    .run();
  await env.DB.prepare(
    `INSERT INTO user_question_state (user_id, question_id, last_full_marks, answered_at)
     SELECT user_id, question_id, is_correct, answered_at FROM (SELECT *, row_number() OVER (PARTITION BY question_id ORDER BY answered_at DESC, id DESC) AS rn FROM answers WHERE user_id = ?) WHERE rn = 1`,
  )
    .bind(id)
    .run();
  await env.DB.prepare(
    "INSERT INTO flags (user_id, question_id, created_at) SELECT ?, id, 1 FROM questions WHERE active = 1 AND pool = 'practice' ORDER BY id LIMIT 40",
  )
    .bind(id)
    .run();
  return s.browser;
}

const cost = async (b: Browser, path: string) => {
  const res = await b.fetch(path);
  expect(res.status, path).toBe(200);
  await res.arrayBuffer();
  return { rows: Number(res.headers.get("X-D1-Rows-Read")), trips: Number(res.headers.get("X-D1-Round-Trips")) };
};

describe("the test builder's cost", () => {
  it("reads no more rows for 50,000 answers than for 1,000", async () => {
    const small = await studentWith(1_000);
    const large = await studentWith(50_000);
    const { n: practice } = await one<{ n: number }>(
      "SELECT count(*) AS n FROM questions WHERE active = 1 AND pool = 'practice'",
    );
    expect((await json(await large.fetch("/api/questions/counts"))).flagged).toBe(40);
    const paths = [
      "/api/questions/counts",
      "/api/questions/counts?status=incorrect,flagged&system=cardiovascular",
      "/api/questions/counts?categoryId=4&clientNeed=Management%20of%20Care&difficulty=hard",
      "/api/questions/random?status=incorrect&count=25",
      "/api/questions/random?status=unused,flagged&count=25",
    ];
    for (const path of paths) {
      const [a, b] = [await cost(small, path), await cost(large, path)];
      console.log(`rows read ${path}: ${a.rows} with 1,000 answers, ${b.rows} with 50,000`);
      // A draw reads at most the filtered bank (from the covering index) and one row of each of the student's two
      // tables per question, whatever the history. It seeks from a random key until it has its 25, so it reads more
      // where fewer questions qualify (the veteran has few unused ones left), but never past that bound.
      expect(b.rows, path).toBeLessThanOrEqual(practice + 2 * 600 + 200);
      if (path.includes("counts")) {
        // Counts read the bank's index (a row per category) and the student's marks pages, never the bank itself.
        expect(b.rows, path).toBeLessThanOrEqual(CATEGORIES.length + BODY_SYSTEMS.length);
        expect(b.rows, path).toBeLessThanOrEqual(a.rows + 2);
        expect(b.trips, path).toBe(1);
      }
    }
  });

  it("files a readiness exam's answers as the student's last results when it ends", async () => {
    const { browser } = await signedIn();
    let view = await json(await browser.post("/api/readiness-exams", {}));
    const first = view.item.questionId;
    view = await answerExam(browser, view, true);
    const second = view.item.questionId;
    view = await answerExam(browser, view, false);
    const state = () =>
      env.DB.prepare(
        "SELECT question_id AS q, last_full_marks AS full FROM user_question_state WHERE question_id IN (?, ?) AND user_id = (SELECT user_id FROM readiness_exams WHERE id = ?) ORDER BY answered_at",
      )
        .bind(first, second, view.id)
        .all<{ q: number; full: number }>();
    expect((await state()).results).toEqual([]); // nothing while the exam runs
    await expire(view.id);
    expect((await browser.fetch(`/api/readiness-exams/${view.id}`)).status).toBe(200);
    expect((await state()).results).toEqual([
      { q: first, full: 1 },
      { q: second, full: 0 },
    ]);
  });
});
