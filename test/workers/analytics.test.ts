import { createExecutionContext, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import app from "../../worker/index";
import { Browser, json, ORIGIN, signedIn } from "./helpers";
import { addDays, localDateTime, localDay } from "../../lib/dates";
import { clockOf } from "./session-helpers";
import { answerFields } from "./answer-helpers";

type Q = { id: number; categoryId: number; correctAnswer: string; options: { label: string }[] };
const draw = async (b: Browser, categoryId: number, n: number) =>
  (await json(
    await b.fetch(`/api/questions/random?categoryId=${categoryId}&count=${n}&difficulty=medium&type=single`),
  )) as Q[];
/** Answers `q` claiming 30 s; `at` (epoch ms) sets the server's test clock, else the student's study clock moves 30 s. */
const answer = (b: Browser, q: Q, right: boolean, sessionId: number | null = null, at?: number) =>
  b.post(
    "/api/answers",
    {
      questionId: q.id,
      selectedAnswer: right ? q.correctAnswer : q.options.find((o) => o.label !== q.correctAnswer)!.label,
      timeSpent: 30,
      sessionId,
    },
    { headers: { "X-Test-Now": String(at ?? clockOf(b)()) } },
  );
const userId = async (username: string) =>
  (await env.DB.prepare("SELECT id FROM users WHERE username = ?").bind(username).first<{ id: number }>())!.id;

describe("GET /api/analytics/stats and /streak", () => {
  it("computes the Stats entity from real answers", async () => {
    const { browser } = await signedIn();
    for (const [i, q] of (await draw(browser, 1, 4)).entries()) await answer(browser, q, i < 3);
    for (const q of await draw(browser, 2, 2)) await answer(browser, q, false);
    const stats = await json(await browser.fetch("/api/analytics/stats"));
    expect(stats).toMatchObject({
      totalQuestions: 6,
      correctAnswers: 3,
      averageScore: 50,
      studyTime: 3,
      studyTimeUnit: "minutes",
      weeklyChange: null,
    });
    expect(stats.categoryStats).toEqual([
      { categoryId: 1, categoryName: "Medical-Surgical", totalQuestions: 4, correctAnswers: 3, averageScore: 75 },
      { categoryId: 2, categoryName: "Pediatrics", totalQuestions: 2, correctAnswers: 0, averageScore: 0 },
    ]);
    expect(stats.timeByMode).toEqual({ practice: 0, timed: 0, review: 180 });
  });

  it("counts streak days on the student's own calendar", async () => {
    const { browser, username } = await signedIn();
    browser.cookies.set("tz", "Pacific/Kiritimati"); // UTC+14: often already tomorrow in UTC terms
    expect(await json(await browser.fetch("/api/analytics/streak"))).toEqual({
      currentStreak: 0,
      lastSevenDays: Array(7).fill(false),
    });
    const [q] = await draw(browser, 3, 1);
    await answer(browser, q, true);
    const today = localDay(Date.now(), "Pacific/Kiritimati");
    const stored = await env.DB.prepare("SELECT local_day AS day FROM answers WHERE user_id = ?")
      .bind(await userId(username))
      .first<{ day: string }>();
    expect(stored!.day).toBe(today);
    // Two earlier days with answers (as the answer path would have written them).
    const id = await userId(username);
    for (const d of [1, 2, 4])
      await env.DB.prepare(
        "INSERT INTO user_daily_stats (user_id, day, total, correct, points, possible) VALUES (?, ?, 3, 2, 2, 3)",
      )
        .bind(id, addDays(today, -d))
        .run();
    expect(await json(await browser.fetch("/api/analytics/streak"))).toEqual({
      currentStreak: 3,
      lastSevenDays: [false, false, true, false, true, true, true],
    });
    const trend = await json(await browser.fetch("/api/analytics/trend?days=7"));
    expect(trend.map((p: { averageScore: number | null }) => p.averageScore)).toEqual([
      null,
      null,
      67,
      null,
      67,
      67,
      100,
    ]);
    expect((await browser.fetch("/api/analytics/trend?days=8")).status).toBe(400);
  });

  it("refuses visitors and exports the student's own numbers as CSV, dated in the student's time zone", async () => {
    for (const p of ["stats", "streak", "trend", "activity", "export.csv", "pass-probability"])
      expect((await new Browser().fetch(`/api/analytics/${p}`)).status).toBe(401);
    const { browser, username } = await signedIn();
    const tz = "Pacific/Kiritimati"; // UTC+14: the wall clock is never UTC's
    browser.cookies.set("tz", tz);
    const session = await json(
      await browser.post(
        "/api/sessions",
        { sessionType: "practice", totalQuestions: 3, correctAnswers: 0, timeLimit: null, categoryId: 12 },
        { headers: { "X-Test-Now": String(clockOf(browser)()) } },
      ),
    );
    for (const q of await draw(browser, 12, 3)) await answer(browser, q, true, session.id);
    const before = Date.now();
    const res = await browser.fetch("/api/analytics/export.csv");
    const days = [localDay(before, tz), localDay(Date.now(), tz)];
    expect(res.headers.get("Content-Type")).toMatch(/^text\/csv/);
    expect(days.map((d) => `attachment; filename="nclex-daily-report-${d}.csv"`)).toContain(
      res.headers.get("Content-Disposition"),
    );
    const csv = await res.text();
    expect(csv).toContain('"Safety and Infection Control","3","3","0","100"');
    expect(csv).toContain('"All categories","3","3","0","100"');
    expect(csv).toContain(`"Session date (${tz})","Type"`);
    const { createdAt } = (await env.DB.prepare("SELECT created_at AS createdAt FROM sessions WHERE id = ?")
      .bind(session.id)
      .first<{ createdAt: number }>())!;
    expect(csv).toContain(`"${localDateTime(createdAt, tz)}","practice","Safety and Infection Control","3","3","3"`);
    expect(csv).not.toContain(localDateTime(createdAt, "UTC"));
    expect(csv).toContain(`"NCLEX Daily report","${username}","generated `);
  });
});

describe("answers on two calendar days (the test clock)", () => {
  const DAY = 86_400_000;

  it("counts a 2-day streak from answers posted through POST /api/answers on two local days", async () => {
    const { browser, username } = await signedIn();
    browser.cookies.set("tz", "Asia/Tokyo"); // no daylight saving: 24 hours earlier is always yesterday
    const [q1, q2] = await draw(browser, 5, 2);
    const yesterday = Date.now() - DAY;
    const res = await answer(browser, q1, true, null, yesterday);
    expect(res.status).toBe(201);
    expect((await answer(browser, q2, false)).status).toBe(201);
    const days = await env.DB.prepare("SELECT local_day AS day FROM answers WHERE user_id = ? ORDER BY answered_at")
      .bind(await userId(username))
      .all<{ day: string }>();
    const today = localDay(Date.now(), "Asia/Tokyo");
    expect(days.results.map((r) => r.day)).toEqual([addDays(today, -1), today]);
    expect(await json(await browser.fetch("/api/analytics/streak"))).toEqual({
      currentStreak: 2,
      lastSevenDays: [false, false, false, false, false, true, true],
    });
    const trend = await json(await browser.fetch("/api/analytics/trend?days=7"));
    expect(trend.map((p: { averageScore: number | null }) => p.averageScore).slice(-2)).toEqual([100, 0]);
    const stats = await json(await browser.fetch("/api/analytics/stats"));
    expect(stats).toMatchObject({ totalQuestions: 2, questionsThisWeek: 2, weeklyChange: null });
  });

  it("ignores X-Test-Now unless ENVIRONMENT is exactly 'test'", async () => {
    const { browser, username } = await signedIn();
    const qs = await draw(browser, 6, 3);
    const cookie = [...browser.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const twoDaysAgo = Date.now() - 2 * DAY;
    for (const [i, environment] of (["production", "development", undefined] as const).entries()) {
      const before = Date.now();
      const req = new Request(`${ORIGIN}/api/answers`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Origin: ORIGIN,
          Cookie: cookie,
          "X-Test-Now": String(twoDaysAgo),
        },
        body: JSON.stringify({
          questionId: qs[i].id,
          selectedAnswer: qs[i].correctAnswer,
          timeSpent: 5,
          sessionId: null,
        }),
      });
      const res = await app.fetch(req, { ...env, ENVIRONMENT: environment }, createExecutionContext());
      expect(res.status, String(environment)).toBe(201);
      const row = await env.DB.prepare("SELECT answered_at AS at FROM answers WHERE user_id = ? AND question_id = ?")
        .bind(await userId(username), qs[i].id)
        .first<{ at: number }>();
      expect(row!.at, String(environment)).toBeGreaterThanOrEqual(before);
    }
  });
});

describe("rows read stay bounded as the history grows", () => {
  /** A student with `n` answers over the last 60 days (questions 1-598; 599 and 600 stay unanswered), with aggregates as the answer path keeps them. */
  async function studentWith(n: number) {
    const s = await signedIn();
    const id = await userId(s.username);
    expect(
      (await env.DB.prepare("SELECT count(*) AS n FROM questions WHERE id BETWEEN 1 AND 600").first<{ n: number }>())!
        .n,
    ).toBe(600);
    const today = localDay(Date.now(), "UTC");
    await env.DB.prepare(
      `WITH RECURSIVE k(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM k WHERE i < ? - 1)
       INSERT INTO answers (user_id, question_id, selected_answer, is_correct, time_spent, answered_at, local_day)
       SELECT ?, 1 + (i % 598), 'A', (i % 3 > 0), 20, ? - (i % 60) * 86400000, date(?, '-' || (i % 60) || ' days') FROM k`,
    )
      .bind(n, id, Date.now(), today)
      .run();
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO user_category_stats (user_id, category_id, total, correct, points, possible, time_spent) SELECT a.user_id, q.category_id, count(*), sum(a.is_correct), sum(a.is_correct), count(*), sum(a.time_spent) FROM answers a JOIN questions q ON q.id = a.question_id WHERE a.user_id = ? GROUP BY q.category_id",
      ).bind(id),
      env.DB.prepare(
        "INSERT INTO user_daily_stats (user_id, day, total, correct, points, possible, time_spent) SELECT user_id, local_day, count(*), sum(is_correct), sum(is_correct), count(*), sum(time_spent) FROM answers WHERE user_id = ? GROUP BY local_day",
      ).bind(id),
      env.DB.prepare(
        "INSERT INTO user_day_category_stats (user_id, day, category_id, total, correct, points, possible) SELECT a.user_id, a.local_day, q.category_id, count(*), sum(a.is_correct), sum(a.is_correct), count(*) FROM answers a JOIN questions q ON q.id = a.question_id WHERE a.user_id = ? GROUP BY a.local_day, q.category_id",
      ).bind(id),
      env.DB.prepare(
        "INSERT INTO user_mode_stats (user_id, mode, total, correct, points, possible, time_spent) SELECT user_id, 'review', count(*), sum(is_correct), sum(is_correct), count(*), sum(time_spent) FROM answers WHERE user_id = ?",
      ).bind(id),
    ]);
    return s.browser;
  }

  const PATHS = [
    "/api/analytics/stats",
    "/api/analytics/streak",
    "/api/analytics/trend?days=90",
    "/api/analytics/activity",
    "/api/analytics/pass-probability",
    "/api/study-plans",
    "/api/bookmarks/recent",
    "/api/sessions/recent",
    "/api/questions/random?categoryId=4&count=25",
  ];

  async function rowsRead(b: Browser, path: string) {
    const res = await b.fetch(path);
    expect(res.status, path).toBe(200);
    await res.arrayBuffer();
    return Number(res.headers.get("X-D1-Rows-Read"));
  }

  it("reads at most 10% more rows for 50,000 answers than for 1,000", async () => {
    const small = await studentWith(1_000);
    const large = await studentWith(50_000);
    const total = await env.DB.prepare("SELECT sum(total) AS n FROM user_category_stats").first<{ n: number }>();
    expect(total!.n).toBeGreaterThanOrEqual(51_000);
    expect((await json(await large.fetch("/api/analytics/stats"))).totalQuestions).toBe(50_000);
    for (const path of PATHS) {
      // A draw seeks at a random key, so its rows vary a little from draw to draw: the median of three each.
      const median = async (b: Browser) =>
        [await rowsRead(b, path), await rowsRead(b, path), await rowsRead(b, path)].sort((x, y) => x - y)[1];
      const [a, b] = path.includes("/random")
        ? [await median(small), await median(large)]
        : [await rowsRead(small, path), await rowsRead(large, path)];
      console.log(`rows read ${path}: ${a} with 1,000 answers, ${b} with 50,000`);
      expect(b, path).toBeLessThanOrEqual(Math.ceil(a * 1.1));
      expect(b, path).toBeLessThan(500);
    }
    // Writing an answer reads a bounded number of rows too. Questions 599 and 600
    // are first answers, so the second one updates every aggregate row, the
    // ability sums included (repeats skip the ability upsert).
    let res = new Response();
    // Two practice questions beyond the fixture's 1-598 (any format): first answers.
    const fresh = (
      await env.DB.prepare(
        "SELECT id FROM questions WHERE id > 598 AND active = 1 AND pool = 'practice' ORDER BY id LIMIT 2",
      ).all<{ id: number }>()
    ).results.map((r) => r.id);
    for (const id of fresh) {
      res = await large.post("/api/answers", {
        questionId: id,
        ...(await answerFields(id, true)),
        timeSpent: 5,
        sessionId: null,
      });
      expect(res.status).toBe(201);
    }
    const ability = await env.DB.prepare(
      `SELECT responses FROM user_ability WHERE user_id = (SELECT user_id FROM answers WHERE question_id = ${fresh[1]} ORDER BY id DESC LIMIT 1) AND area = 'all'`,
    ).first<{ responses: number }>();
    expect(ability!.responses).toBe(2);
    const written = Number(res.headers.get("X-D1-Rows-Read"));
    console.log(`rows read POST /api/answers: ${written} with 50,000 answers`);
    expect(written).toBeLessThan(600);
  });
});
