// D1 read replication through the Sessions API: the bookmark cookie's round
// trip (a student reads their own writes), its validation, and the sequential
// D1 round trips per hot route (X-D1-Round-Trips), a budget that holds on any
// machine: in production each trip goes to the primary or a replica.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { Browser, json, signedIn } from "./helpers";
import { studentWithData } from "./fixtures";
import { FULL_TEST_QUESTIONS } from "../../lib/practice";

const BOOKMARK = "nclex_d1";
const bookmarkSet = (res: Response) => res.headers.getSetCookie().find((c) => c.startsWith(`${BOOKMARK}=`));
const trips = (res: Response) => Number(res.headers.get("X-D1-Round-Trips"));
const practiceQuestion = async () =>
  (await env.DB.prepare(
    "SELECT id FROM questions WHERE pool = 'practice' AND type = 'single' ORDER BY rand_key LIMIT 1",
  ).first<{ id: number }>())!.id;

describe("the bookmark cookie", () => {
  it("is set at registration and sign-in, on API reads and writes, and is HttpOnly", async () => {
    const browser = new Browser();
    const username = `bm${Date.now().toString(36)}`;
    const reg = await browser.post("/api/auth/register", {
      username,
      email: `${username}@example.com`,
      password: "correct-horse-42",
      examDate: null,
    });
    expect(reg.status).toBe(201);
    expect(bookmarkSet(reg)).toMatch(/HttpOnly/i);
    const login = await browser.post("/api/auth/login", { username, password: "correct-horse-42" });
    expect(bookmarkSet(login)).toBeTruthy();
    expect(bookmarkSet(await browser.fetch("/api/analytics/stats"))).toBeTruthy();
    expect(
      bookmarkSet(await browser.post("/api/answers", { questionId: await practiceQuestion(), selectedAnswer: "A" })),
    ).toBeTruthy();
  });

  it("carries a write to the next read: an answer, then the stats from the session that starts at its bookmark", async () => {
    const { browser } = await signedIn();
    const before = browser.cookies.get(BOOKMARK);
    expect(before).toMatch(/^[0-9a-f]+(-[0-9a-f]+){2,}$/i);
    const answer = await browser.post("/api/answers", { questionId: await practiceQuestion(), selectedAnswer: "A" });
    expect(answer.status).toBe(201);
    const afterWrite = browser.cookies.get(BOOKMARK)!;
    expect(afterWrite).not.toBe(before); // the write moved the database on
    const stats = await browser.fetch("/api/analytics/stats");
    expect((await json(stats)).totalQuestions).toBe(1);
    // The read's session started at the write's bookmark: its own bookmark is not behind it (hex fields compare in order).
    expect(browser.cookies.get(BOOKMARK)! >= afterWrite).toBe(true);
  });

  it("ignores a malformed bookmark instead of failing", async () => {
    const { browser } = await signedIn();
    for (const bad of ["not-a-bookmark", "'; DROP TABLE users; --", "x".repeat(400), "zzzz-zzzz-zzzz"]) {
      browser.cookies.set(BOOKMARK, encodeURIComponent(bad));
      const res = await browser.fetch("/api/analytics/stats");
      expect(res.status).toBe(200);
      expect(bookmarkSet(res)).toMatch(/^nclex_d1=[0-9a-f]+(-[0-9a-f]+){2,};/i);
    }
  });
});

describe("sequential D1 round trips per hot route", () => {
  it("a draw takes at most 3, an answer and every other hot route at most 2", async () => {
    const { browser } = await studentWithData();
    const visitor = new Browser();
    const budgets: [string, Browser, string, RequestInit?, number?][] = [
      ["draw (signed in, all categories)", browser, "/api/questions/random?count=25", undefined, 3],
      ["draw (signed in, one category)", browser, "/api/questions/random?count=25&categoryId=5", undefined, 3],
      ["draw (one format)", browser, "/api/questions/random?count=10&type=bowtie", undefined, 3],
      ["draw (visitor)", visitor, "/api/questions/random?count=10", undefined, 3],
      ["stats", browser, "/api/analytics/stats"],
      ["streak", browser, "/api/analytics/streak"],
      ["pass probability", browser, "/api/analytics/pass-probability"],
      ["activity", browser, "/api/analytics/activity"],
      ["dashboard page", browser, "/dashboard"],
    ];
    const seen: Record<string, number> = {};
    for (const [name, b, path, init, budget = 2] of budgets) {
      const res = await b.fetch(path, init);
      expect(res.status, name).toBe(200);
      await res.arrayBuffer(); // a streamed page's queries finish with its body
      seen[name] = trips(res);
      expect(seen[name], name).toBeGreaterThan(0);
      expect(seen[name], name).toBeLessThanOrEqual(budget);
    }
    const answer = await browser.post("/api/answers", {
      questionId: await practiceQuestion(),
      selectedAnswer: "B",
      sessionId: null,
      clientAnswerId: crypto.randomUUID(),
    });
    expect(answer.status).toBe(201);
    expect(trips(answer)).toBe(2);
    console.log("D1 round trips", { ...seen, answer: trips(answer) });
  });

  it("a timed test's draw takes at most 3, a Full Test's case and its chart included, and a repeat draw 2", async () => {
    const { browser } = await signedIn();
    for (const total of [25, FULL_TEST_QUESTIONS]) {
      const session = await json(
        await browser.post("/api/sessions", {
          sessionType: "timed",
          totalQuestions: total,
          correctAnswers: 0,
          timeLimit: total,
          categoryId: null,
        }),
      );
      const path = `/api/questions/random?sessionId=${session.id}&mode=timed&count=${total}`;
      const draw = await browser.fetch(path);
      const questions = await json(draw);
      expect(questions).toHaveLength(total);
      expect(questions.filter((q: { case?: unknown }) => q.case)).toHaveLength(total === FULL_TEST_QUESTIONS ? 6 : 0);
      expect(trips(draw), `${total} questions`).toBeLessThanOrEqual(3);
      expect(trips(await browser.fetch(path)), `${total} questions, drawn again`).toBeLessThanOrEqual(2);
    }
  });
});
