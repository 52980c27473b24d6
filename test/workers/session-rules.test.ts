// Session rules enforced by the server, reproducing the outside probe: late
// timed answers, more answers than questions under concurrency, scores above
// 100, questions a timed test never drew, and study time the client invents.
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { json, signedIn, type Browser } from "./helpers";
import { at, drawForSession, wrongLabel } from "./session-helpers";
import { answerFields } from "./answer-helpers";
import { DEADLINE_GRACE_MS, UNSESSIONED_CAP_SECONDS } from "../../lib/session-rules";

const one = async (sql: string, ...params: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...params)
    .first<Record<string, number>>())!;
const userId = async (username: string) => (await one("SELECT id FROM users WHERE username = ?", username)).id;
const newSession = async (b: Browser, body: Record<string, unknown>, now?: number) =>
  json(
    await b.post(
      "/api/sessions",
      { correctAnswers: 0, categoryId: null, timeLimit: null, ...body },
      now ? at(now) : {},
    ),
  );
const answer = (b: Browser, body: Record<string, unknown>, now?: number) =>
  b.post("/api/answers", { timeSpent: 10, ...body }, now ? at(now) : {});

describe("timed tests", () => {
  it("refuses an answer after startedAt + timeLimit (+ grace) and stores nothing; finishing late counts the unanswered as wrong", async () => {
    const { browser, username } = await signedIn();
    const t0 = Date.now();
    const session = await newSession(browser, { sessionType: "timed", totalQuestions: 3, timeLimit: 1 }, t0);
    const drawn = (await drawForSession(browser, session.id, t0)) as unknown as { id: number; maxPoints: number }[];
    const [q1, q2] = drawn;
    expect(
      (
        await answer(
          browser,
          { questionId: q1.id, ...(await answerFields(q1.id, true, `s${session.id}`)), sessionId: session.id },
          t0 + 60_000 + DEADLINE_GRACE_MS - 1,
        )
      ).status,
    ).toBe(201);
    const late = await answer(
      browser,
      { questionId: q2.id, ...(await answerFields(q2.id, true, `s${session.id}`)), sessionId: session.id },
      t0 + 60_000 + DEADLINE_GRACE_MS + 1,
    );
    expect(late.status).toBe(409);
    expect((await json(late)).message).toMatch(/Time is up/);
    expect(await one("SELECT count(*) AS n FROM answers WHERE user_id = ?", await userId(username))).toEqual({ n: 1 });
    expect(
      await one("SELECT answered_count AS a, correct_answers AS c FROM sessions WHERE id = ?", session.id),
    ).toEqual({ a: 1, c: 1 });
    const done = await json(await browser.post(`/api/sessions/${session.id}/finish`, {}, at(t0 + 10 * 60_000)));
    // Points of points possible: q1's full marks of the three drawn questions' points (33.3 when all are 0/1 items).
    const score = Math.round((1000 * q1.maxPoints) / drawn.reduce((s, q) => s + q.maxPoints, 0)) / 10;
    expect(done).toMatchObject({ totalQuestions: 3, answeredCount: 1, correctAnswers: 1, score });
  });

  it("accepts only the questions the server drew for it, and draws them once", async () => {
    const { browser } = await signedIn();
    const session = await newSession(browser, { sessionType: "timed", totalQuestions: 5, timeLimit: 5 });
    const [outside] = await json(await browser.fetch("/api/questions/random?count=1&type=single"));
    const before = await answer(browser, { questionId: outside.id, selectedAnswer: "A", sessionId: session.id });
    expect(before.status).toBe(409);
    expect((await json(before)).message).toMatch(/no questions yet/);
    const drawn = await drawForSession(browser, session.id);
    expect(drawn).toHaveLength(5);
    expect((await drawForSession(browser, session.id)).map((q) => q.id)).toEqual(drawn.map((q) => q.id)); // no second set to pick from
    const stranger = (await json(await browser.fetch("/api/questions/random?count=100&type=single"))).find(
      (q: { id: number }) => !drawn.some((d) => d.id === q.id),
    );
    const refused = await answer(browser, {
      questionId: stranger.id,
      selectedAnswer: stranger.correctAnswer,
      sessionId: session.id,
    });
    expect(refused.status).toBe(409);
    expect((await json(refused)).message).toBe("This question is not part of this timed test");
    expect(
      (
        await answer(browser, {
          questionId: drawn[0].id,
          ...(await answerFields(drawn[0].id, true, `s${session.id}`)),
          sessionId: session.id,
        })
      ).status,
    ).toBe(201);
    // Another student cannot draw (or see) this session's questions.
    expect((await (await signedIn()).browser.fetch(`/api/questions/random?sessionId=${session.id}`)).status).toBe(404);
  });
});

describe("answer counts under concurrency", () => {
  for (const sessionType of ["practice", "timed"] as const)
    it(`stores at most 2 of 10 parallel answers to a 2-question ${sessionType} session, and scores it at most 100`, async () => {
      const { browser, username } = await signedIn();
      const session = await newSession(browser, {
        sessionType,
        totalQuestions: 2,
        timeLimit: sessionType === "timed" ? 2 : null,
      });
      // A timed test takes only its drawn pair: each is sent five times. A practice session takes any ten questions.
      const qs =
        sessionType === "timed"
          ? (await drawForSession(browser, session.id)).flatMap((q) => Array(5).fill(q))
          : await json(await browser.fetch("/api/questions/random?count=10&type=single"));
      // A session's items carry the session's element ids.
      const fields = await Promise.all(qs.map((q: { id: number }) => answerFields(q.id, true, `s${session.id}`)));
      const requests = qs.map((q: { id: number }, i: number) =>
        browser.request("/api/answers", {
          method: "POST",
          json: { questionId: q.id, ...fields[i], timeSpent: 5, sessionId: session.id },
        }),
      );
      const statuses = (await Promise.all(requests.map((r: Request) => SELF.fetch(r)))).map((r) => r.status).sort();
      expect(statuses).toEqual([201, 201, ...Array(8).fill(409)]);
      const id = await userId(username);
      expect(await one("SELECT count(*) AS n FROM answers WHERE session_id = ?", session.id)).toEqual({ n: 2 });
      expect(
        await one("SELECT answered_count AS a, correct_answers AS c FROM sessions WHERE id = ?", session.id),
      ).toEqual({ a: 2, c: 2 });
      for (const table of ["user_category_stats", "user_daily_stats", "user_mode_stats"])
        expect(await one(`SELECT sum(total) AS n FROM ${table} WHERE user_id = ?`, id), table).toEqual({ n: 2 });
      const done = await json(await browser.post(`/api/sessions/${session.id}/finish`, {}));
      expect(done).toMatchObject({ totalQuestions: 2, correctAnswers: 2, score: 100 });
      const listed = (await json(await browser.fetch("/api/sessions"))).find(
        (s: { id: number }) => s.id === session.id,
      );
      expect(listed.score).toBe(100);
    });

  it("never stores a score above 100 for any session", async () => {
    expect(
      await one(
        "SELECT count(*) AS n FROM sessions WHERE score > 100 OR correct_answers > answered_count OR answered_count > total_questions",
      ),
    ).toEqual({ n: 0 });
  });
});

describe("study time", () => {
  it("stores at most the time the server observed, whatever the client claims", async () => {
    const { browser, username } = await signedIn();
    const id = await userId(username);
    const [q, r] = await json(await browser.fetch("/api/questions/random?count=2&type=single"));
    const t0 = Date.now();
    // Outside a session: a documented cap, then never more than the time since the previous answer.
    expect(
      (
        await answer(
          browser,
          { questionId: q.id, selectedAnswer: wrongLabel(q), timeSpent: 86_400, sessionId: null },
          t0,
        )
      ).status,
    ).toBe(201);
    expect(
      (
        await answer(
          browser,
          { questionId: r.id, selectedAnswer: r.correctAnswer, timeSpent: 86_400, sessionId: null },
          t0 + 45_000,
        )
      ).status,
    ).toBe(201);
    expect(
      (await env.DB.prepare("SELECT time_spent AS t FROM answers WHERE user_id = ? ORDER BY id").bind(id).all())
        .results,
    ).toEqual([{ t: UNSESSIONED_CAP_SECONDS }, { t: 45 }]);
    // In a session: the time since it started (or since the previous answer).
    const session = await newSession(browser, { sessionType: "practice", totalQuestions: 2 }, t0 + 100_000);
    const [s1] = await json(await browser.fetch("/api/questions/random?count=1&categoryId=3&type=single"));
    expect(
      (
        await answer(
          browser,
          { questionId: s1.id, selectedAnswer: s1.correctAnswer, timeSpent: 86_400, sessionId: session.id },
          t0 + 130_000,
        )
      ).status,
    ).toBe(201);
    expect(await one("SELECT time_spent AS t FROM sessions WHERE id = ?", session.id)).toEqual({ t: 30 });
    expect(await one("SELECT time_spent AS t FROM user_daily_stats WHERE user_id = ?", id)).toEqual({
      t: UNSESSIONED_CAP_SECONDS + 45 + 30,
    });
  });

  it("never exceeds wall-clock time, even across sessions answered in parallel", async () => {
    const { browser, username } = await signedIn();
    const t0 = Date.now() - 60_000;
    const sessions = [
      await newSession(browser, { sessionType: "practice", totalQuestions: 10 }, t0),
      await newSession(browser, { sessionType: "practice", totalQuestions: 10 }, t0),
    ];
    const qs = await json(await browser.fetch("/api/questions/random?count=20&type=single"));
    const requests = qs.map((q: { id: number; correctAnswer: string }, i: number) =>
      browser.request("/api/answers", {
        method: "POST",
        json: { questionId: q.id, selectedAnswer: q.correctAnswer, timeSpent: 3_600, sessionId: sessions[i % 2].id },
        ...at(t0 + 30_000),
      }),
    );
    expect((await Promise.all(requests.map((r: Request) => SELF.fetch(r)))).every((r) => r.status === 201)).toBe(true);
    const stored = await one("SELECT sum(time_spent) AS t FROM answers WHERE user_id = ?", await userId(username));
    expect(stored.t).toBeLessThanOrEqual(30); // 20 answers claimed an hour each within 30 s of wall-clock time
    expect(stored.t).toBeGreaterThan(0);
  });
});
