// The offline outbox's server contract: clientAnswerId replays, the
// answeredAt window (and the day it counts for), the 401 path, and the pack.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { Browser, json, signedIn } from "./helpers";
import { answerFields } from "./answer-helpers";
import { gradedReply, gradeSubmission } from "../../lib/formats/submission";
import { correctResponseOf } from "../../lib/formats/registry";
import { bodyOfStored } from "../../lib/formats/submission";
import { localDay } from "../../lib/dates";

const DAY = 86_400_000;

async function practiceQuestion(offset = 0): Promise<number> {
  const row = await env.DB.prepare(
    "SELECT id FROM questions WHERE pool = 'practice' AND active = 1 AND type = 'single' ORDER BY id LIMIT 1 OFFSET ?",
  )
    .bind(offset)
    .first<{ id: number }>();
  return row!.id;
}

const answersOf = async (username: string) =>
  (
    await env.DB.prepare(
      "SELECT a.id, a.answered_at AS answeredAt, a.local_day AS day, a.client_answer_id AS clientAnswerId FROM answers a JOIN users u ON u.id = a.user_id WHERE u.username = ? ORDER BY a.id",
    )
      .bind(username)
      .all<{ id: number; answeredAt: number; day: string; clientAnswerId: string | null }>()
  ).results;

const totals = async (b: Browser) => {
  const s = await json(await b.fetch("/api/analytics/stats"));
  return { total: s.totalQuestions as number, correct: s.correctAnswers as number };
};

describe("clientAnswerId", () => {
  it("stores an answer once: the first post is 201, every repeat 200 with the same reply, and the aggregates count it once", async () => {
    const { browser, username } = await signedIn();
    const questionId = await practiceQuestion();
    const body = {
      questionId,
      ...(await answerFields(questionId, true)),
      timeSpent: 20,
      sessionId: null,
      clientAnswerId: crypto.randomUUID(),
    };
    const first = await browser.post("/api/answers", body);
    expect(first.status).toBe(201);
    const reply = await json(first);
    for (let i = 0; i < 2; i++) {
      const again = await browser.post("/api/answers", body);
      expect(again.status).toBe(200);
      expect(await json(again)).toEqual(reply);
    }
    expect(await answersOf(username)).toHaveLength(1);
    expect(await totals(browser)).toEqual({ total: 1, correct: 1 });
  });

  it("parallel repeats store one answer: one 201, the rest 200 with the same answer id", async () => {
    const { browser, username } = await signedIn();
    const questionId = await practiceQuestion(1);
    const body = {
      questionId,
      ...(await answerFields(questionId, false)),
      timeSpent: 20,
      sessionId: null,
      clientAnswerId: crypto.randomUUID(),
    };
    const replies = await Promise.all(Array.from({ length: 6 }, () => browser.post("/api/answers", body)));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    const ids = new Set(await Promise.all(replies.map(async (r) => (await json(r)).id)));
    expect(ids.size).toBe(1);
    expect(await answersOf(username)).toHaveLength(1);
    expect(await totals(browser)).toEqual({ total: 1, correct: 0 });
  });

  it("is scoped per student: another student's same id is that student's own answer", async () => {
    const [a, b] = [await signedIn(), await signedIn()];
    const questionId = await practiceQuestion(2);
    const body = {
      questionId,
      ...(await answerFields(questionId, true)),
      timeSpent: 5,
      sessionId: null,
      clientAnswerId: crypto.randomUUID(),
    };
    expect((await a.browser.post("/api/answers", body)).status).toBe(201);
    expect((await b.browser.post("/api/answers", body)).status).toBe(201);
    expect(await answersOf(a.username)).toHaveLength(1);
    expect(await answersOf(b.username)).toHaveLength(1);
  });

  it("refuses the same id for another question (409) and stores nothing", async () => {
    const { browser, username } = await signedIn();
    const [q1, q2] = [await practiceQuestion(3), await practiceQuestion(4)];
    const clientAnswerId = crypto.randomUUID();
    expect((await browser.post("/api/answers", { questionId: q1, selectedAnswer: "A", clientAnswerId })).status).toBe(
      201,
    );
    const res = await browser.post("/api/answers", { questionId: q2, selectedAnswer: "A", clientAnswerId });
    expect(res.status).toBe(409);
    expect((await json(res)).message).toMatch(/another question/);
    expect(await answersOf(username)).toHaveLength(1);
  });

  it("refuses an id that is not a UUID (400)", async () => {
    const { browser } = await signedIn();
    const res = await browser.post("/api/answers", {
      questionId: await practiceQuestion(),
      selectedAnswer: "A",
      clientAnswerId: "12345",
    });
    expect(res.status).toBe(400);
    expect((await json(res)).message).toMatch(/clientAnswerId must be a UUID/);
  });
});

describe("answeredAt", () => {
  it("counts an answer made offline for the day it was made, in the student's time zone", async () => {
    const { browser, username } = await signedIn();
    browser.cookies.set("tz", encodeURIComponent("America/Chicago"));
    await browser.fetch("/api/auth/user"); // the time zone is stored on the next request
    const answeredAt = Date.now() - 3 * DAY;
    const res = await browser.post("/api/answers", {
      questionId: await practiceQuestion(),
      selectedAnswer: "A",
      sessionId: null,
      clientAnswerId: crypto.randomUUID(),
      answeredAt,
    });
    expect(res.status).toBe(201);
    const [stored] = await answersOf(username);
    expect(stored.answeredAt).toBe(answeredAt);
    expect(stored.day).toBe(localDay(answeredAt, "America/Chicago"));
    const daily = await env.DB.prepare(
      "SELECT d.day, d.total FROM user_daily_stats d JOIN users u ON u.id = d.user_id WHERE u.username = ?",
    )
      .bind(username)
      .all();
    expect(daily.results).toEqual([{ day: localDay(answeredAt, "America/Chicago"), total: 1 }]);
  });

  it.each([
    ["in the future beyond the clock skew", 10 * 60_000, /in the future/],
    ["older than 14 days", -15 * DAY, /more than 14 days ago/],
  ])("refuses a time %s (400) and stores nothing", async (_, offset, message) => {
    const { browser, username } = await signedIn();
    const res = await browser.post("/api/answers", {
      questionId: await practiceQuestion(),
      selectedAnswer: "A",
      clientAnswerId: crypto.randomUUID(),
      answeredAt: Date.now() + offset,
    });
    expect(res.status).toBe(400);
    expect((await json(res)).message).toMatch(message);
    expect(await answersOf(username)).toEqual([]);
    expect(await totals(browser)).toEqual({ total: 0, correct: 0 });
  });

  it("accepts a time within the skew and up to 14 days old", async () => {
    const { browser, username } = await signedIn();
    for (const offset of [2 * 60_000, -13.9 * DAY])
      expect(
        (
          await browser.post("/api/answers", {
            questionId: await practiceQuestion(),
            selectedAnswer: "A",
            clientAnswerId: crypto.randomUUID(),
            answeredAt: Math.round(Date.now() + offset),
          })
        ).status,
      ).toBe(201);
    expect(await answersOf(username)).toHaveLength(2);
  });
});

describe("a queued answer after sign-out", () => {
  it("gets 401 and is not stored; the same answer sent after signing in again is stored once", async () => {
    const { browser, username } = await signedIn();
    const questionId = await practiceQuestion(5);
    const body = {
      questionId,
      selectedAnswer: "B",
      sessionId: null,
      clientAnswerId: crypto.randomUUID(),
      answeredAt: Date.now() - 60_000,
    };
    const oldCookies = new Map(browser.cookies);
    await browser.fetch("/api/logout");
    // The revoked session's cookie (a phone that kept it) and no cookie at all are both refused.
    const stale = new Browser();
    stale.cookies = oldCookies;
    for (const b of [stale, browser]) {
      const res = await b.post("/api/answers", body);
      expect(res.status).toBe(401);
      expect(await json(res)).toEqual({ message: "Please sign in to continue" });
    }
    expect(await answersOf(username)).toEqual([]);
    expect((await browser.post("/api/auth/login", { username, password: "correct-horse-42" })).status).toBe(200);
    expect((await browser.post("/api/answers", body)).status).toBe(201);
    expect((await browser.post("/api/answers", body)).status).toBe(200);
    expect(await answersOf(username)).toHaveLength(1);
  });
});

describe("GET /api/offline-pack", () => {
  it("gives a signed-in student questions with their keys: whole cases in step order, the mix of formats, no readiness item", async () => {
    const { browser } = await signedIn();
    const res = await browser.fetch("/api/offline-pack?size=50");
    expect(res.status).toBe(200);
    const pack = await json(res);
    expect(pack).toMatchObject({ categoryId: null, size: 50 });
    expect(pack.questions).toHaveLength(50);
    const ids: number[] = pack.questions.map((q: { id: number }) => q.id);
    expect(new Set(ids).size).toBe(50);
    const pools = await env.DB.prepare(
      `SELECT pool, count(*) AS n FROM questions WHERE id IN (${ids.join(",")}) GROUP BY pool`,
    ).all<{ pool: string; n: number }>();
    expect(Object.fromEntries(pools.results.map((r) => [r.pool, r.n]))).toEqual({ practice: 38, case: 12 });
    // Two whole cases: six consecutive items each, steps 1..6.
    const caseRuns = pack.questions.flatMap((q: { case?: { id: number; step: number } }, i: number) =>
      q.case?.step === 1 ? [pack.questions.slice(i, i + 6)] : [],
    );
    expect(caseRuns).toHaveLength(2);
    for (const run of caseRuns)
      expect(run.map((q: { case: { id: number; step: number } }) => [q.case.id, q.case.step])).toEqual(
        [1, 2, 3, 4, 5, 6].map((s) => [run[0].case.id, s]),
      );
    expect(new Set(pack.questions.map((q: { type: string }) => q.type)).size).toBeGreaterThan(3);
  });

  it("grades locally exactly as the server does: the pack's stored item gives the server's reply", async () => {
    const { browser } = await signedIn();
    const pack = await json(await browser.fetch("/api/offline-pack?size=25&categoryId=4"));
    expect(pack.questions.length).toBeGreaterThanOrEqual(20);
    for (const q of pack.questions.filter((q: { type: string }) => q.type !== "single").slice(0, 5)) {
      const body = bodyOfStored(q.stored);
      const response = correctResponseOf(q.type, body);
      const local = gradeSubmission(q.stored, { response });
      if (!local.ok) throw new Error(local.message);
      const server = await json(
        await browser.post("/api/answers", {
          questionId: q.id,
          response,
          sessionId: null,
          drawKey: q.drawKey,
          clientAnswerId: crypto.randomUUID(),
        }),
      );
      const { id, questionId, ...graded } = server;
      expect([id > 0, questionId]).toEqual([true, q.id]);
      expect(graded).toEqual(
        JSON.parse(JSON.stringify(gradedReply(q.stored, local.body, local.response, local.score))),
      );
    }
  });

  it.each([
    ["size=24", 400, /size must be a whole number from 25 to 200/],
    ["size=201", 400, /size must be a whole number from 25 to 200/],
    ["size=abc", 400, /size must be/],
    ["size=25&categoryId=999", 404, /Unknown category/],
    ["size=25&extra=1", 400, /./],
  ])("refuses %s with %i", async (query, status, message) => {
    const { browser } = await signedIn();
    const res = await browser.fetch(`/api/offline-pack?${query}`);
    expect(res.status).toBe(status);
    expect((await json(res)).message).toMatch(message);
  });

  it("is for signed-in students only", async () => {
    const res = await new Browser().fetch("/api/offline-pack?size=25");
    expect(res.status).toBe(401);
  });
});
