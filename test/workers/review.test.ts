// Spaced review: cards from missed answers and bookmarks, FSRS due dates,
// reviews that move a card, bounded due-list reads, and ownership.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { Rating } from "ts-fsrs";
import { Browser, json, signedIn } from "./helpers";
import { answerFields, drawnItem, plainDrawKey } from "./answer-helpers";
import { nextCard } from "../../lib/review/schedule";

const DAY = 86_400_000;
const at = (b: Browser, t: number) => ({ headers: { "X-Test-Now": String(t) } });
const userId = async (username: string) =>
  (await env.DB.prepare("SELECT id FROM users WHERE username = ?").bind(username).first<{ id: number }>())!.id;
const practiceQuestions = async (n: number, type = "single") =>
  (
    await env.DB.prepare(
      "SELECT id FROM questions WHERE pool = 'practice' AND active = 1 AND type = ? ORDER BY id LIMIT ?",
    )
      .bind(type, n)
      .all<{ id: number }>()
  ).results.map((r) => r.id);
const cardOf = async (username: string, questionId: number) =>
  env.DB.prepare(
    "SELECT due_at AS dueAt, reps, lapses, reviews, reviews_full AS reviewsFull FROM review_cards WHERE user_id = ? AND question_id = ?",
  )
    .bind(await userId(username), questionId)
    .first<{ dueAt: number; reps: number; lapses: number; reviews: number; reviewsFull: number }>();

async function answer(b: Browser, questionId: number, right: boolean, now: number, timeSpent = 20) {
  const res = await b.fetch("/api/answers", {
    method: "POST",
    json: { questionId, ...(await answerFields(questionId, right)), timeSpent, sessionId: null },
    ...at(b, now),
  });
  expect(res.status).toBe(201);
  return json(res);
}

describe("review cards", () => {
  it("a missed answer creates a card due when FSRS says (Again: the next day), and the reply says when it comes back", async () => {
    const { browser, username } = await signedIn();
    const [q] = await practiceQuestions(1);
    const t0 = Date.UTC(2026, 10, 2, 15);
    const reply = await answer(browser, q, false, t0);
    const expected = nextCard(null, Rating.Again, t0);
    expect(reply.review).toEqual({ dueAt: expected.dueAt, days: 1 });
    expect(await cardOf(username, q)).toMatchObject({ dueAt: expected.dueAt, reps: 1, reviews: 0 });
    // Not due yet at t0; due a day later, and already that morning (due today, as the dashboard counts it).
    expect(await json(await browser.fetch("/api/review/due", at(browser, t0)))).toEqual([]);
    const morning = at(browser, t0 + DAY - 6 * 3_600_000);
    expect((await json(await browser.fetch("/api/review/summary", morning))).dueToday).toBe(1);
    expect((await json(await browser.fetch("/api/review/due", morning))).map((d: { id: number }) => d.id)).toEqual([q]);
    const due = await json(await browser.fetch("/api/review/due", at(browser, t0 + DAY)));
    expect(due.map((d: { id: number; dueAt: number }) => [d.id, d.dueAt])).toEqual([[q, expected.dueAt]]);
    expect(due[0]).toMatchObject({ type: "single", correctAnswer: expect.any(String) }); // like a draw
  });

  it("a right answer in good time starts no card; a slow right answer and a partly-scored one do", async () => {
    const { browser, username } = await signedIn();
    const [quick, slow] = await practiceQuestions(2);
    const t0 = Date.now();
    expect((await answer(browser, quick, true, t0, 30)).review).toBeUndefined();
    expect(await cardOf(username, quick)).toBeNull();
    expect((await answer(browser, slow, true, t0, 95)).review.dueAt).toBe(nextCard(null, Rating.Good, t0).dueAt);
    // Partial credit on a select-all item with two or more keys (all keys and one wrong option): Hard.
    type Option = { label: string; correct: boolean };
    const items = (
      await env.DB.prepare(
        "SELECT id, body FROM questions WHERE pool = 'practice' AND active = 1 AND type = 'sata' ORDER BY id LIMIT 20",
      ).all<{ id: number; body: string }>()
    ).results;
    const item = items
      .map((r) => ({ id: r.id, options: JSON.parse(r.body).options as Option[] }))
      .find((i) => i.options.filter((o) => o.correct).length >= 2)!;
    // In the ids of a plain draw, as the browser would send them.
    const drawKey = plainDrawKey();
    const shown = (await drawnItem("sata", { options: item.options }, drawKey, item.id)).body as { options: Option[] };
    const response = [...shown.options.filter((o) => o.correct), shown.options.find((o) => !o.correct)!].map(
      (o) => o.label,
    );
    const partial = await json(
      await browser.fetch("/api/answers", {
        method: "POST",
        json: { questionId: item.id, response, drawKey, timeSpent: 30, sessionId: null },
        ...at(browser, t0),
      }),
    );
    expect(partial.points).toBeGreaterThan(0);
    expect(partial.points).toBeLessThan(partial.maxPoints);
    expect(partial.review.dueAt).toBe(nextCard(null, Rating.Hard, t0).dueAt);
  });

  it("a bookmark creates a card due at once; bookmarking again leaves it", async () => {
    const { browser } = await signedIn();
    const [q] = await practiceQuestions(1);
    expect((await browser.post("/api/bookmarks", { questionId: q })).status).toBe(201);
    const summary = await json(await browser.fetch("/api/review/summary"));
    expect(summary).toMatchObject({ dueToday: 1, total: 1, nextDueAt: null });
    expect((await browser.post("/api/bookmarks", { questionId: q })).status).toBe(200);
    expect((await json(await browser.fetch("/api/review/summary"))).total).toBe(1);
    expect((await json(await browser.fetch("/api/review/due"))).map((d: { id: number }) => d.id)).toEqual([q]);
  });

  it("a full-marks review pushes the due date out and counts as a full-marks review; a miss brings it back sooner", async () => {
    const { browser, username } = await signedIn();
    const [q] = await practiceQuestions(1);
    const t0 = Date.UTC(2026, 10, 3, 12);
    await answer(browser, q, false, t0);
    const first = (await cardOf(username, q))!;
    const reply = await answer(browser, q, true, first.dueAt, 20); // reviewed when due, right and quick: Easy
    const after = (await cardOf(username, q))!;
    expect(after.dueAt - first.dueAt).toBeGreaterThan(2 * DAY);
    expect(reply.review.days).toBe(Math.round((after.dueAt - first.dueAt) / DAY));
    expect(after).toMatchObject({ reviews: 1, reviewsFull: 1 });
    await answer(browser, q, false, after.dueAt);
    const lapsed = (await cardOf(username, q))!;
    expect(lapsed).toMatchObject({ reviews: 2, reviewsFull: 1, lapses: 1 });
    expect(lapsed.dueAt - after.dueAt).toBeLessThan(after.dueAt - first.dueAt);
  });

  it("the summary counts cards due before the student's midnight and names the next due time", async () => {
    const { browser } = await signedIn();
    const [a, b] = await practiceQuestions(2);
    const t0 = Date.now() - DAY; // missed yesterday: due today
    await answer(browser, a, false, t0);
    await answer(browser, b, false, Date.now()); // missed now: due tomorrow
    const summary = await json(await browser.fetch("/api/review/summary"));
    expect(summary.total).toBe(2);
    expect(summary.dueToday).toBeGreaterThanOrEqual(1);
    expect(summary.nextDueAt).toBeGreaterThan(Date.now());
  });
});

describe("review, bounded and owned", () => {
  it("reads about the same rows for the due list and summary with 50,000 answers and 1,000 cards as with 10 cards", async () => {
    async function studentWith(answers: number, cards: number) {
      const s = await signedIn();
      const id = await userId(s.username);
      const now = Date.now();
      await env.DB.prepare(
        `WITH RECURSIVE k(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM k WHERE i < ? - 1)
         INSERT INTO answers (user_id, question_id, selected_answer, is_correct, time_spent, answered_at, local_day)
         SELECT ?, 1 + (i % 598), 'A', (i % 3 > 0), 20, ? - (i % 60) * 86400000, date('now', '-' || (i % 60) || ' days') FROM k`,
      )
        .bind(answers, id, now)
        .run();
      // Cards on practice questions: 30 overdue, the rest due over the next year.
      await env.DB.prepare(
        `INSERT INTO review_cards (user_id, question_id, due_at, stability, difficulty, scheduled_days, reps, lapses, state, created_at)
         SELECT ?, id, CASE WHEN rn <= 30 THEN ? - rn * 3600000 ELSE ? + rn * 3600000 END, 1, 5, 1, 1, 0, 2, ?
         FROM (SELECT id, row_number() OVER (ORDER BY id) AS rn FROM questions WHERE pool = 'practice' AND active = 1) WHERE rn <= ?`,
      )
        .bind(id, now, now, now, cards)
        .run();
      return s.browser;
    }
    const rows = async (b: Browser, path: string) => {
      const res = await b.fetch(path);
      expect(res.status).toBe(200);
      await res.arrayBuffer();
      return Number(res.headers.get("X-D1-Rows-Read"));
    };
    const [small, large] = [await studentWith(100, 40), await studentWith(50_000, 1_000)];
    expect((await json(await large.fetch("/api/review/due"))).length).toBe(25);
    for (const path of ["/api/review/due", "/api/review/summary"]) {
      const [a, b] = [await rows(small, path), await rows(large, path)];
      console.log(`rows read ${path}: ${a} with 40 cards, ${b} with 1,000 cards and 50,000 answers`);
      expect(b, path).toBeLessThan(path.endsWith("due") ? 400 : 1_200); // the summary's total counts the cards themselves
      if (path.endsWith("due")) expect(b, path).toBeLessThanOrEqual(Math.ceil(a * 1.1));
    }
  });

  it("another student sees none of the cards, and a visitor is asked to sign in", async () => {
    const a = await signedIn();
    const b = await signedIn();
    const [q] = await practiceQuestions(1);
    await a.browser.post("/api/bookmarks", { questionId: q });
    expect((await json(await a.browser.fetch("/api/review/due"))).length).toBe(1);
    expect(await json(await b.browser.fetch("/api/review/due"))).toEqual([]);
    expect(await json(await b.browser.fetch("/api/review/summary"))).toEqual({
      dueToday: 0,
      total: 0,
      nextDueAt: null,
    });
    for (const path of ["/api/review/due", "/api/review/summary"])
      expect((await new Browser().fetch(path)).status).toBe(401);
  });

  it("leaves out a readiness-pool question whose key is still sealed", async () => {
    const { browser, username } = await signedIn();
    const sealed = (await env.DB.prepare(
      "SELECT id FROM questions WHERE pool = 'readiness' AND active = 1 LIMIT 1",
    ).first<{ id: number }>())!.id;
    const [open] = await practiceQuestions(1);
    const id = await userId(username);
    for (const q of [sealed, open])
      await env.DB.prepare(
        "INSERT INTO review_cards (user_id, question_id, due_at, stability, difficulty, scheduled_days, reps, lapses, state, created_at) VALUES (?, ?, ?, 1, 5, 1, 1, 0, 2, ?)",
      )
        .bind(id, q, Date.now() - DAY, Date.now())
        .run();
    expect((await json(await browser.fetch("/api/review/due"))).map((d: { id: number }) => d.id)).toEqual([open]);
  });
});
