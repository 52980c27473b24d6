import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { Browser, json, signedIn } from "./helpers";
import { at, drawForSession } from "./session-helpers";
import { answerFields } from "./answer-helpers";

const draw = async (b: Browser, query: string) => {
  const res = await b.fetch(`/api/questions/random?${query}`);
  expect(res.status).toBe(200);
  return (await json(res)) as {
    id: number;
    categoryId: number;
    difficulty: number;
    clientNeed: string;
    correctAnswer: string;
    options: { label: string }[];
  }[];
};

describe("GET /api/categories", () => {
  it("lists the 12 categories with live question counts", async () => {
    const cats = await json(await new Browser().fetch("/api/categories"));
    expect(cats).toHaveLength(12);
    expect(cats[0]).toEqual({ id: 1, name: "Medical-Surgical", questionCount: expect.any(Number) });
    // What a student can practise: active questions outside the reserved readiness pool.
    const practice = (
      await env.DB.prepare(
        "SELECT category_id AS id, count(*) AS n FROM questions WHERE active = 1 AND pool = 'practice' GROUP BY 1 ORDER BY 1",
      ).all<{ id: number; n: number }>()
    ).results;
    expect(cats.map((c: { id: number; questionCount: number }) => ({ id: c.id, n: c.questionCount }))).toEqual(
      practice,
    );
    expect(cats.every((c: { questionCount: number }) => c.questionCount >= 30)).toBe(true);
  });
});

describe("GET /api/questions/random", () => {
  it("draws distinct questions of the category and honours the difficulty", async () => {
    const b = new Browser();
    for (const [difficulty, levels] of [
      ["easy", [1, 2]],
      ["medium", [3]],
      ["hard", [4, 5]],
    ] as const) {
      const qs = await draw(b, `categoryId=3&count=8&difficulty=${difficulty}`);
      expect(qs.length).toBe(8);
      expect(new Set(qs.map((q) => q.id)).size).toBe(8);
      expect(qs.every((q) => q.categoryId === 3 && (levels as readonly number[]).includes(q.difficulty))).toBe(true);
    }
  });

  it("returns fewer questions when the pool is smaller than the request", async () => {
    const qs = await draw(new Browser(), "categoryId=2&count=100&difficulty=medium");
    const pool = await env.DB.prepare(
      "SELECT count(*) AS n FROM questions WHERE category_id = 2 AND difficulty = 3 AND active = 1 AND pool = 'practice'",
    ).first<{ n: number }>();
    expect(qs.length).toBe(pool!.n);
    expect(qs.length).toBeLessThan(100);
  });

  it("draws across categories in proportion to the NCLEX-RN test plan without a category", async () => {
    const qs = await draw(new Browser(), "count=75");
    expect(qs).toHaveLength(75);
    const byNeed = (need: string) => qs.filter((q) => q.clientNeed === need).length;
    expect(byNeed("Management of Care")).toBeGreaterThanOrEqual(11); // 15-21% of 75
    expect(byNeed("Management of Care")).toBeLessThanOrEqual(16);
    expect(byNeed("Pharmacological and Parenteral Therapies")).toBeGreaterThanOrEqual(10);
    expect(byNeed("Health Promotion and Maintenance")).toBeGreaterThanOrEqual(4);
  });

  it("gives a signed-in student questions not answered recently first", async () => {
    const { browser } = await signedIn();
    const first = await draw(browser, "categoryId=4&count=25&type=single");
    for (const q of first)
      expect((await browser.post("/api/answers", { questionId: q.id, selectedAnswer: "A", timeSpent: 5 })).status).toBe(
        201,
      );
    const second = await draw(browser, "categoryId=4&count=25&type=single");
    const seen = new Set(first.map((q) => q.id));
    const pool = (await env.DB.prepare(
      "SELECT count(*) AS n FROM questions WHERE category_id = 4 AND active = 1 AND pool = 'practice' AND type = 'single'",
    ).first<{ n: number }>())!.n;
    expect(second.filter((q) => seen.has(q.id)).length).toBe(Math.max(0, 25 - (pool - 25)));
  });

  it.each([["count=0"], ["count=101"], ["count=abc"], ["difficulty=extreme"], ["categoryId=-1"], ["count=5&extra=1"]])(
    "answers 400 to %s",
    async (query) => {
      const res = await new Browser().fetch(`/api/questions/random?${query}`);
      expect(res.status).toBe(400);
      expect(await json(res)).toHaveProperty("message");
    },
  );

  it("answers 404 to an unknown category", async () => {
    expect((await new Browser().fetch("/api/questions/random?categoryId=999&count=5")).status).toBe(404);
  });
});

describe("POST /api/answers", () => {
  it("grades on the server, ignoring a client-sent isCorrect, and updates the aggregates", async () => {
    const { browser } = await signedIn();
    const [q] = await draw(browser, "categoryId=5&count=1&type=single");
    const wrong = q.options.map((o) => o.label).find((l) => l !== q.correctAnswer)!;
    const t0 = Date.now();
    const res = await browser.post(
      "/api/answers",
      { questionId: q.id, selectedAnswer: wrong, isCorrect: true, timeSpent: 42, sessionId: null },
      at(t0),
    );
    expect(res.status).toBe(201);
    expect(await json(res)).toMatchObject({ isCorrect: false, correctAnswer: q.correctAnswer });
    const right = await json(
      await browser.post(
        "/api/answers",
        { questionId: q.id, selectedAnswer: q.correctAnswer, isCorrect: false, timeSpent: 8 },
        at(t0 + 60_000),
      ),
    );
    expect(right.isCorrect).toBe(true);
    const user = await json(await browser.fetch("/api/auth/user"));
    const stats = await env.DB.prepare(
      "SELECT total, correct, time_spent AS t FROM user_category_stats WHERE user_id = ? AND category_id = 5",
    )
      .bind(user.id)
      .first();
    expect(stats).toEqual({ total: 2, correct: 1, t: 50 });
    const daily = await env.DB.prepare(
      "SELECT sum(total) AS total, sum(correct) AS correct FROM user_daily_stats WHERE user_id = ?",
    )
      .bind(user.id)
      .first();
    expect(daily).toEqual({ total: 2, correct: 1 });
  });

  it("refuses visitors, unknown questions, foreign labels and bad input", async () => {
    const { browser } = await signedIn();
    const [q] = await draw(browser, "categoryId=6&count=1&type=single");
    expect((await new Browser().post("/api/answers", { questionId: q.id, selectedAnswer: "A" })).status).toBe(401);
    expect((await browser.post("/api/answers", { questionId: 99_999_999, selectedAnswer: "A" })).status).toBe(404);
    const label = await browser.post("/api/answers", { questionId: q.id, selectedAnswer: "E" });
    expect(label.status).toBe(400);
    expect((await json(label)).message).toBe("selectedAnswer must be one of A, B, C, D");
    for (const bad of [
      { questionId: "1", selectedAnswer: "A" },
      { questionId: q.id },
      { questionId: q.id, selectedAnswer: "A", timeSpent: -1 },
      { questionId: q.id, selectedAnswer: "A", admin: true },
    ])
      expect((await browser.post("/api/answers", bad)).status).toBe(400);
  });

  it("only lets an answer name the student's own, unfinished session, once per question", async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const session = await json(
      await alice.browser.post("/api/sessions", {
        sessionType: "practice",
        totalQuestions: 2,
        correctAnswers: 0,
        timeLimit: null,
        categoryId: 7,
      }),
    );
    const [q1, q2] = await draw(alice.browser, "categoryId=7&count=2&type=single");
    const stolen = await bob.browser.post("/api/answers", {
      questionId: q1.id,
      selectedAnswer: "A",
      sessionId: session.id,
    });
    expect(stolen.status).toBe(404);
    expect(
      (
        await alice.browser.post("/api/answers", {
          questionId: q1.id,
          selectedAnswer: q1.correctAnswer,
          sessionId: session.id,
        })
      ).status,
    ).toBe(201);
    const again = await alice.browser.post("/api/answers", {
      questionId: q1.id,
      selectedAnswer: "B",
      sessionId: session.id,
    });
    expect(again.status).toBe(409);
    expect(
      (await alice.browser.post("/api/answers", { questionId: q2.id, selectedAnswer: "A", sessionId: session.id }))
        .status,
    ).toBe(201);
    const finished = await json(await alice.browser.post(`/api/sessions/${session.id}/finish`, {}));
    expect(finished).toMatchObject({
      answeredCount: 2,
      correctAnswers: 1 + Number(q2.correctAnswer === "A"),
      totalQuestions: 2,
    });
    expect(finished.score).toBe(finished.correctAnswers * 50);
    expect(
      (await alice.browser.post("/api/answers", { questionId: q2.id, selectedAnswer: "A", sessionId: session.id }))
        .status,
    ).toBe(409);
  });
});

describe("sessions", () => {
  it("creates, lists and finishes a timed session, counting unanswered questions as wrong", async () => {
    const { browser } = await signedIn();
    const created = await browser.post("/api/sessions", {
      sessionType: "timed",
      totalQuestions: 25,
      correctAnswers: 0,
      timeLimit: 25,
      categoryId: null,
    });
    expect(created.status).toBe(201);
    const s = await json(created);
    expect(s).toMatchObject({
      sessionType: "timed",
      totalQuestions: 25,
      correctAnswers: 0,
      timeLimit: 25,
      categoryId: null,
      score: null,
    });
    const drawn = (await drawForSession(browser, s.id)) as unknown as { id: number; maxPoints: number }[];
    const qs = drawn.slice(0, 5);
    for (const q of qs)
      expect(
        (
          await browser.post("/api/answers", {
            questionId: q.id,
            ...(await answerFields(q.id, true, `s${s.id}`)),
            sessionId: s.id,
            timeSpent: 30,
          })
        ).status,
      ).toBe(201);
    const done = await json(await browser.post(`/api/sessions/${s.id}/finish`, {}));
    // Points of points possible: the 20 unanswered drawn questions count their full points as missed.
    const sum = (list: { maxPoints: number }[]) => list.reduce((t, q) => t + q.maxPoints, 0);
    const score = Math.round((1000 * sum(qs)) / sum(drawn)) / 10;
    expect(done).toMatchObject({ correctAnswers: 5, totalQuestions: 25, score });
    const list = await json(await browser.fetch("/api/sessions"));
    expect(list[0]).toMatchObject({ id: s.id, score, sessionType: "timed", timeLimit: 25 });
    expect((await json(await browser.fetch("/api/sessions/recent")))[0].id).toBe(s.id);
  });

  it("validates input and hides other students' sessions", async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    for (const bad of [
      { sessionType: "exam", totalQuestions: 5 },
      { sessionType: "timed", totalQuestions: 0 },
      { sessionType: "timed", totalQuestions: 5, correctAnswers: 3 },
      { sessionType: "timed", totalQuestions: 5, timeLimit: 9999 },
    ])
      expect((await alice.browser.post("/api/sessions", bad)).status).toBe(400);
    expect(
      (await alice.browser.post("/api/sessions", { sessionType: "practice", totalQuestions: 5, categoryId: 999 }))
        .status,
    ).toBe(400);
    const s = await json(await alice.browser.post("/api/sessions", { sessionType: "practice", totalQuestions: 5 }));
    expect((await bob.browser.post(`/api/sessions/${s.id}/finish`, {})).status).toBe(404);
    expect((await json(await bob.browser.fetch("/api/sessions"))).some((x: { id: number }) => x.id === s.id)).toBe(
      false,
    );
    expect((await new Browser().fetch("/api/sessions")).status).toBe(401);
  });
});

describe("bookmarks API", () => {
  it("adds once, lists with the full question, and removes only the owner's bookmark", async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const [q] = await draw(alice.browser, "categoryId=8&count=1");
    expect((await alice.browser.post("/api/bookmarks", { questionId: q.id })).status).toBe(201);
    expect((await alice.browser.post("/api/bookmarks", { questionId: q.id })).status).toBe(200);
    const list = await json(await alice.browser.fetch("/api/bookmarks"));
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      questionId: q.id,
      category: { id: 8 },
      question: { id: q.id, correctAnswer: q.correctAnswer },
    });
    expect((await alice.browser.post("/api/bookmarks", { questionId: 99_999_999 })).status).toBe(404);
    expect((await bob.browser.fetch(`/api/bookmarks/${q.id}`, { method: "DELETE" })).status).toBe(404);
    expect(await json(await bob.browser.fetch("/api/bookmarks"))).toEqual([]);
    expect((await alice.browser.fetch(`/api/bookmarks/${q.id}`, { method: "DELETE" })).status).toBe(204);
    expect(await json(await alice.browser.fetch("/api/bookmarks/recent"))).toEqual([]);
  });
});
