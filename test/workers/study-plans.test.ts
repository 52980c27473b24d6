import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { Browser, json, signedIn } from "./helpers";

type Q = { id: number; correctAnswer: string; options: { label: string }[] };

/** Answers `count` questions of a category, the first `correct` of them correctly. */
async function answer(b: Browser, categoryId: number, count: number, correct: number) {
  const qs = (await json(
    await b.fetch(`/api/questions/random?categoryId=${categoryId}&count=${count}&type=single`),
  )) as Q[];
  for (const [i, q] of qs.entries()) {
    const wrong = q.options.find((o) => o.label !== q.correctAnswer)!.label;
    const res = await b.post("/api/answers", {
      questionId: q.id,
      selectedAnswer: i < correct ? q.correctAnswer : wrong,
      timeSpent: 30,
      sessionId: null,
    });
    expect(res.status).toBe(201);
  }
}

const create = (b: Browser, body: unknown) => b.post("/api/study-plans", body);

describe("study plans API", () => {
  it("creates a plan and lists it with live progress and today's answers in its category", async () => {
    const { browser } = await signedIn();
    expect(await json(await browser.fetch("/api/study-plans"))).toEqual([]);
    const res = await create(browser, { categoryId: 5, targetScore: 80, questionsPerDay: 20 });
    expect(res.status).toBe(201);
    const plan = await json(res);
    expect(plan).toMatchObject({
      categoryId: 5,
      category: { id: 5, name: "Pharmacological and Parenteral Therapies" },
      targetScore: 80,
      questionsPerDay: 20,
      completed: false,
      currentScore: 0,
      progress: 0,
      answeredToday: 0,
    });
    await answer(browser, 5, 4, 3); // 75% of a target of 80 → 93%
    await answer(browser, 6, 2, 2); // another category: not counted today for this plan
    const [listed] = await json(await browser.fetch("/api/study-plans"));
    expect(listed).toMatchObject({ id: plan.id, currentScore: 75, progress: 93, answeredToday: 4 });
  });

  it("validates every field against the sliders and refuses unknown categories", async () => {
    const { browser } = await signedIn();
    const ok = { categoryId: 1, targetScore: 85, questionsPerDay: 25 };
    const bad: [unknown, RegExp][] = [
      [{ ...ok, targetScore: 55 }, /targetScore/],
      [{ ...ok, targetScore: 105 }, /targetScore/],
      [{ ...ok, targetScore: 87 }, /steps of 5/],
      [{ ...ok, targetScore: "85" }, /targetScore/],
      [{ ...ok, questionsPerDay: 0 }, /questionsPerDay/],
      [{ ...ok, questionsPerDay: 101 }, /questionsPerDay/],
      [{ ...ok, questionsPerDay: 12.5 }, /questionsPerDay/],
      [{ ...ok, categoryId: null }, /categoryId/],
      [{ targetScore: 85, questionsPerDay: 25 }, /categoryId/],
      [{ ...ok, completed: true }, /completed|Unrecognized/i],
      [{ ...ok, categoryId: 999 }, /Unknown category/],
    ];
    for (const [body, message] of bad) {
      const res = await create(browser, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await json(res)).message).toMatch(message);
    }
    const broken = await browser.fetch("/api/study-plans", {
      method: "POST",
      body: "{oops",
      headers: { "Content-Type": "application/json" },
    });
    expect(broken.status).toBe(400);
    expect(await json(await browser.fetch("/api/study-plans"))).toEqual([]);
  });

  it("keeps one active plan per category", async () => {
    const { browser } = await signedIn();
    expect((await create(browser, { categoryId: 2, targetScore: 60, questionsPerDay: 5 })).status).toBe(201);
    const again = await create(browser, { categoryId: 2, targetScore: 90, questionsPerDay: 50 });
    expect(again.status).toBe(409);
    expect((await json(again)).message).toMatch(/already have an active study plan for Pediatrics/);
  });

  it("completes only at 100% progress, freezes the final score, and never reopens", async () => {
    const { browser } = await signedIn();
    const plan = await json(await create(browser, { categoryId: 3, targetScore: 60, questionsPerDay: 10 }));
    await answer(browser, 3, 2, 1); // 50% < 60%
    const early = await browser.fetch(`/api/study-plans/${plan.id}`, { method: "PATCH", json: { completed: true } });
    expect(early.status).toBe(409);
    expect((await json(early)).message).toMatch(/once your Maternity average reaches 60%\. It is 50% now/);
    await answer(browser, 3, 3, 3); // 4 of 5 = 80%
    const done = await browser.fetch(`/api/study-plans/${plan.id}`, { method: "PATCH", json: { completed: true } });
    expect(done.status).toBe(200);
    expect(await json(done)).toMatchObject({ completed: true, currentScore: 80, progress: 100 });
    await answer(browser, 3, 5, 0); // the live average drops; the final score does not
    const [after] = await json(await browser.fetch("/api/study-plans"));
    expect(after).toMatchObject({ completed: true, currentScore: 80 });
    const reopen = await browser.fetch(`/api/study-plans/${plan.id}`, { method: "PATCH", json: { completed: false } });
    expect(reopen.status).toBe(400);
    expect(
      (await browser.fetch(`/api/study-plans/${plan.id}`, { method: "PATCH", json: { completed: true } })).status,
    ).toBe(200);
  });

  it("does not complete at an average that only rounds up to the target (169/200 = 84.5% of 85%)", async () => {
    const { browser, username } = await signedIn();
    const plan = await json(await create(browser, { categoryId: 7, targetScore: 85, questionsPerDay: 25 }));
    const setStats = (correct: number) =>
      env.DB.prepare(
        "INSERT INTO user_category_stats (user_id, category_id, total, correct, points, possible) SELECT id, 7, 200, ?1, ?1, 200 FROM users WHERE username = ?2 ON CONFLICT DO UPDATE SET correct = excluded.correct, points = excluded.points",
      )
        .bind(correct, username)
        .run();
    await setStats(169);
    const [listed] = await json(await browser.fetch("/api/study-plans"));
    expect(listed).toMatchObject({ currentScore: 84.5, progress: 99 });
    const early = await browser.fetch(`/api/study-plans/${plan.id}`, { method: "PATCH", json: { completed: true } });
    expect(early.status).toBe(409);
    expect((await json(early)).message).toMatch(/reaches 85%\. It is 84\.5% now/);
    await setStats(170);
    const done = await browser.fetch(`/api/study-plans/${plan.id}`, { method: "PATCH", json: { completed: true } });
    expect(done.status).toBe(200);
    expect(await json(done)).toMatchObject({ completed: true, currentScore: 85, progress: 100 });
  });

  it("creates exactly one active plan when the same category is posted concurrently", async () => {
    const { browser } = await signedIn();
    const body = { categoryId: 6, targetScore: 80, questionsPerDay: 20 };
    const statuses = await Promise.all(Array.from({ length: 12 }, () => create(browser, body).then((r) => r.status)));
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(11);
    expect(await json(await browser.fetch("/api/study-plans"))).toHaveLength(1);
  });

  it("counts today's answers on the student's calendar day, not the UTC day", async () => {
    // A zone whose calendar day differs from UTC's right now: UTC-12 before noon UTC, UTC+14 after.
    const now = new Date();
    const zone = now.getUTCHours() < 12 ? "Etc/GMT+12" : "Pacific/Kiritimati";
    const utcDay = now.toISOString().slice(0, 10);
    const { browser, username } = await signedIn();
    browser.cookies.set("tz", zone);
    const plan = await json(await create(browser, { categoryId: 8, targetScore: 80, questionsPerDay: 10 }));
    await answer(browser, 8, 3, 2);
    const days = await env.DB.prepare(
      "SELECT DISTINCT a.local_day AS day FROM answers a JOIN users u ON u.id = a.user_id WHERE u.username = ?",
    )
      .bind(username)
      .all<{ day: string }>();
    expect(days.results.map((d) => d.day)).not.toContain(utcDay); // today locally, another day in UTC
    // Earlier answers on the UTC calendar's today fall on another local day: not today's.
    await env.DB.prepare(
      "INSERT INTO user_day_category_stats (user_id, day, category_id, total, correct, points, possible) SELECT id, ?, 8, 7, 7, 7, 7 FROM users WHERE username = ?",
    )
      .bind(utcDay, username)
      .run();
    const [listed] = await json(await browser.fetch("/api/study-plans"));
    expect(listed).toMatchObject({ id: plan.id, answeredToday: 3 });
    browser.cookies.set("tz", "UTC"); // the same student in UTC sees the UTC day's count
    const [inUtc] = await json(await browser.fetch("/api/study-plans"));
    expect(inUtc).toMatchObject({ id: plan.id, answeredToday: 7 });
  });

  it("answers bad PATCH requests with 4xx JSON", async () => {
    const { browser } = await signedIn();
    for (const [path, body, status] of [
      ["/api/study-plans/abc", { completed: true }, 400],
      ["/api/study-plans/-1", { completed: true }, 400],
      ["/api/study-plans/99999999", { completed: true }, 404],
      ["/api/study-plans/1", {}, 400],
      ["/api/study-plans/1", { completed: "yes" }, 400],
    ] as const) {
      const res = await browser.fetch(path, { method: "PATCH", json: body });
      expect(res.status, path).toBe(status);
      expect(typeof (await json(res)).message).toBe("string");
    }
  });

  it("shows and changes a plan only for its owner", async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const plan = await json(await create(alice.browser, { categoryId: 4, targetScore: 60, questionsPerDay: 5 }));
    await env.DB.prepare(
      "INSERT INTO user_category_stats (user_id, category_id, total, correct, points, possible) SELECT id, 4, 10, 10, 10, 10 FROM users WHERE username = ?",
    )
      .bind(bob.username)
      .run();
    expect(await json(await bob.browser.fetch("/api/study-plans"))).toEqual([]);
    const steal = await bob.browser.fetch(`/api/study-plans/${plan.id}`, {
      method: "PATCH",
      json: { completed: true },
    });
    expect(steal.status).toBe(404);
    const visitor = new Browser();
    expect((await visitor.fetch("/api/study-plans")).status).toBe(401);
    expect(
      (await visitor.post("/api/study-plans", { categoryId: 4, targetScore: 60, questionsPerDay: 5 })).status,
    ).toBe(401);
    expect(
      (await visitor.fetch(`/api/study-plans/${plan.id}`, { method: "PATCH", json: { completed: true } })).status,
    ).toBe(401);
    const [mine] = await json(await alice.browser.fetch("/api/study-plans"));
    expect(mine).toMatchObject({ id: plan.id, completed: false });
  });

  it("refuses a cross-site create", async () => {
    const { browser } = await signedIn();
    const res = await browser.post(
      "/api/study-plans",
      { categoryId: 1, targetScore: 85, questionsPerDay: 25 },
      { headers: { Origin: "https://evil.example" } },
    );
    expect(res.status).toBe(403);
    expect(await json(await browser.fetch("/api/study-plans"))).toEqual([]);
  });
});
