import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { json, signedIn, type Browser } from "./helpers";
import { GRID } from "../../lib/irt/posterior";
import { logLikelihood } from "../../lib/irt/rasch";

type Q = { id: number; difficulty: number; clientNeed: string; correctAnswer: string; options: { label: string }[] };
const draw = async (b: Browser, n: number, categoryId = 11) =>
  (await json(await b.fetch(`/api/questions/random?categoryId=${categoryId}&count=${n}&type=single`))) as Q[];
const wrongOf = (q: Q) => q.options.find((o) => o.label !== q.correctAnswer)!.label;

describe("ability estimate", () => {
  it("folds every answer into the overall and the area sums, atomically under parallel posts", async () => {
    const { browser, username } = await signedIn();
    const qs = await draw(browser, 20);
    const results = await Promise.all(
      qs.map((q, i) =>
        browser.post("/api/answers", {
          questionId: q.id,
          selectedAnswer: i % 3 ? q.correctAnswer : wrongOf(q),
          timeSpent: 10,
          sessionId: null,
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(qs.map(() => 201));
    const rows = await env.DB.prepare(
      "SELECT area, loglik, responses FROM user_ability a JOIN users u ON u.id = a.user_id WHERE u.username = ? ORDER BY area",
    )
      .bind(username)
      .all<{ area: string; loglik: string; responses: number }>();
    const all = rows.results.find((r) => r.area === "all")!;
    expect(all.responses).toBe(20);
    const expected = GRID.map((t) => qs.reduce((s, q, i) => s + logLikelihood(t, q.difficulty - 3, i % 3 !== 0), 0));
    const stored = JSON.parse(all.loglik) as number[];
    expect(stored).toHaveLength(GRID.length);
    stored.forEach((v, i) => expect(v).toBeCloseTo(expected[i], 2));
    const perArea = rows.results.filter((r) => r.area !== "all");
    expect(perArea.reduce((s, r) => s + r.responses, 0)).toBe(20);
  });

  it("counts only a student's first answer to a question (practice stats count every answer)", async () => {
    const { browser, username } = await signedIn();
    const [q, other] = await draw(browser, 2);
    await browser.post("/api/answers", { questionId: q.id, selectedAnswer: wrongOf(q), timeSpent: 5, sessionId: null });
    for (let i = 0; i < 5; i++)
      expect(
        (
          await browser.post("/api/answers", {
            questionId: q.id,
            selectedAnswer: q.correctAnswer,
            timeSpent: 5,
            sessionId: null,
          })
        ).status,
      ).toBe(201);
    await browser.post("/api/answers", {
      questionId: other.id,
      selectedAnswer: other.correctAnswer,
      timeSpent: 5,
      sessionId: null,
    });
    const all = await env.DB.prepare(
      "SELECT loglik, responses FROM user_ability a JOIN users u ON u.id = a.user_id WHERE u.username = ? AND area = 'all'",
    )
      .bind(username)
      .first<{ loglik: string; responses: number }>();
    expect(all!.responses).toBe(2);
    const expected = GRID.map(
      (t) => logLikelihood(t, q.difficulty - 3, false) + logLikelihood(t, other.difficulty - 3, true),
    );
    (JSON.parse(all!.loglik) as number[]).forEach((v, i) => expect(v).toBeCloseTo(expected[i], 2));
    expect((await json(await browser.fetch("/api/analytics/stats"))).totalQuestions).toBe(7);
  });

  it("reports 'not enough data' below the minimum, then a probability with a range that rises with ability", async () => {
    const { browser } = await signedIn();
    expect(await json(await browser.fetch("/api/analytics/pass-probability"))).toMatchObject({
      status: "insufficient",
      answered: 0,
      minimum: 20,
    });
    const strong = await signedIn();
    const weak = await signedIn();
    const qs = await draw(strong.browser, 30, 12);
    for (const q of qs) {
      await strong.browser.post("/api/answers", {
        questionId: q.id,
        selectedAnswer: q.correctAnswer,
        timeSpent: 5,
        sessionId: null,
      });
      await weak.browser.post("/api/answers", {
        questionId: q.id,
        selectedAnswer: wrongOf(q),
        timeSpent: 5,
        sessionId: null,
      });
    }
    const s = await json(await strong.browser.fetch("/api/analytics/pass-probability"));
    const w = await json(await weak.browser.fetch("/api/analytics/pass-probability"));
    expect(s).toMatchObject({ status: "ok", answered: 30 });
    expect(w).toMatchObject({ status: "ok", answered: 30 });
    expect(s.percent).toBeGreaterThan(90);
    expect(w.percent).toBeLessThan(10);
    expect(s.low).toBeLessThanOrEqual(s.percent);
    expect(s.high).toBeGreaterThanOrEqual(s.percent);
    expect(s.areas).toHaveLength(8);
    expect(s.areas.find((a: { area: string }) => a.area === "Safety and Infection Control").answered).toBe(30);
    expect((await new (await import("./helpers")).Browser().fetch("/api/analytics/pass-probability")).status).toBe(401);
  });
});

describe("adaptive practice", () => {
  it("gives 'mixed' practice in the desirable-difficulty window for the student's ability", async () => {
    const { browser, username } = await signedIn();
    // A strong student: 12 level-3 items all correct put θ near 1.3.
    // (outside category 1, so no recently answered item competes in the draw below)
    const qs = (
      (await json(await browser.fetch("/api/questions/random?count=40&difficulty=medium&type=single"))) as (Q & {
        categoryId: number;
      })[]
    ).filter((q) => q.categoryId !== 1);
    for (const q of qs.slice(0, 12))
      await browser.post("/api/answers", {
        questionId: q.id,
        selectedAnswer: q.correctAnswer,
        timeSpent: 5,
        sessionId: null,
      });
    const ability = await env.DB.prepare(
      "SELECT responses FROM user_ability a JOIN users u ON u.id = a.user_id WHERE u.username = ? AND area = 'all'",
    )
      .bind(username)
      .first<{ responses: number }>();
    expect(ability!.responses).toBe(12);
    // p in [0.60, 0.75] means b in [θ-1.10, θ-0.41]: no level sits inside, so the nearest (levels 4 and 3) come first.
    // Asking for as many as the category has practice items at levels 3-4 reads every candidate (3 per wanted).
    const nearest = (await env.DB.prepare(
      "SELECT count(*) AS n FROM questions WHERE category_id = 1 AND active = 1 AND pool = 'practice' AND type = 'single' AND difficulty IN (3, 4)",
    ).first<{ n: number }>())!.n;
    expect(nearest).toBeGreaterThanOrEqual(10);
    const mixed = await draw(browser, nearest, 1);
    expect(mixed).toHaveLength(nearest);
    expect(mixed.every((q) => q.difficulty === 3 || q.difficulty === 4)).toBe(true);
    // A timed draw is not adapted: it samples every level.
    const timed = (await json(await browser.fetch("/api/questions/random?count=75&mode=timed"))) as Q[];
    expect(new Set(timed.map((q) => q.difficulty)).size).toBe(5);
    expect((await browser.fetch("/api/questions/random?count=5&mode=exam")).status).toBe(400);
  });
});
