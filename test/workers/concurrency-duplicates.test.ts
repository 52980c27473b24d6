// Double submissions: the same write sent ten times at once (a double click, a
// retry racing the original) is stored once, the copies get a JSON 409, and
// every aggregate counts it once. Every request is built after all the setup
// and the ten are released together.
import { env, SELF } from "cloudflare:test";
import { expire } from "./exam-helpers";
import { describe, expect, it } from "vitest";
import { Browser, json, signedIn, uniqueName } from "./helpers";
import { at } from "./session-helpers";

const COPIES = 10;
const one = async (sql: string, ...params: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...params)
    .first<Record<string, number>>())!;

/** Sends the pre-built requests at once and returns their statuses, each 409 checked for a JSON message. */
async function burst(requests: Request[]): Promise<number[]> {
  const responses = await Promise.all(requests.map((r) => SELF.fetch(r)));
  for (const r of responses.filter((x) => x.status === 409)) expect(typeof (await json(r)).message).toBe("string");
  return responses.map((r) => r.status).sort();
}

describe("duplicate submissions in parallel", () => {
  it("stores an answer posted ten times to one session once; the stats count it once", async () => {
    const { browser, username } = await signedIn();
    const userId = (await one("SELECT id FROM users WHERE username = ?", username)).id;
    const [q] = await json(await browser.fetch("/api/questions/random?categoryId=4&count=1&type=single"));
    const started = Date.now() - 60_000;
    const session = await json(
      await browser.post(
        "/api/sessions",
        { sessionType: "practice", totalQuestions: 5, correctAnswers: 0, timeLimit: null, categoryId: 4 },
        at(started),
      ),
    );
    const body = { questionId: q.id, selectedAnswer: q.correctAnswer, timeSpent: 30, sessionId: session.id };
    const requests = Array.from({ length: COPIES }, () =>
      browser.request("/api/answers", { method: "POST", json: body, ...at(started + 45_000) }),
    );

    expect(await burst(requests)).toEqual([201, ...Array(COPIES - 1).fill(409)]);

    expect(await one("SELECT count(*) AS n FROM answers WHERE user_id = ?", userId)).toEqual({ n: 1 });
    expect(
      await one(
        "SELECT answered_count AS a, correct_answers AS c, time_spent AS t FROM sessions WHERE id = ?",
        session.id,
      ),
    ).toEqual({ a: 1, c: 1, t: 30 });
    for (const table of ["user_category_stats", "user_daily_stats", "user_mode_stats", "user_day_category_stats"])
      expect(
        await one(
          `SELECT count(*) AS rows, sum(total) AS total, sum(correct) AS correct FROM ${table} WHERE user_id = ?`,
          userId,
        ),
        table,
      ).toEqual({ rows: 1, total: 1, correct: 1 });
    expect(
      await one("SELECT count(*) AS areas, max(responses) AS n FROM user_ability WHERE user_id = ?", userId),
    ).toEqual({ areas: 2, n: 1 }); // overall and the question's area
    const stats = await json(await browser.fetch("/api/analytics/stats"));
    expect(stats).toMatchObject({ totalQuestions: 1, correctAnswers: 1 });
  });

  it("takes a readiness exam answer posted ten times once", async () => {
    const { browser, username } = await signedIn();
    const userId = (await one("SELECT id FROM users WHERE username = ?", username)).id;
    const exam = await json(await browser.post("/api/readiness-exams", {}));
    const requests = Array.from({ length: COPIES }, () =>
      browser.request(`/api/readiness-exams/${exam.id}/answers`, {
        method: "POST",
        json: { questionId: exam.item.questionId, selectedAnswer: "A" },
      }),
    );

    expect(await burst(requests)).toEqual([200, ...Array(COPIES - 1).fill(409)]);

    expect(await one("SELECT count(*) AS n FROM readiness_items WHERE exam_id = ?", exam.id)).toEqual({ n: 1 });
    expect(await one("SELECT answered AS n FROM readiness_exams WHERE id = ?", exam.id)).toEqual({ n: 1 });
    // While the exam runs its answers enter no statistics (issue 26); when it ends, this one enters once.
    expect(await one("SELECT count(*) AS n FROM answers WHERE user_id = ?", userId)).toEqual({ n: 0 });
    await expire(exam.id);
    expect((await browser.fetch(`/api/readiness-exams/${exam.id}`)).status).toBe(200);
    expect(await one("SELECT count(*) AS n FROM answers WHERE user_id = ?", userId)).toEqual({ n: 1 });
    expect(await one("SELECT sum(total) AS n FROM user_mode_stats WHERE user_id = ?", userId)).toEqual({ n: 1 });
    expect(
      await one("SELECT count(*) AS areas, max(responses) AS n FROM user_ability WHERE user_id = ?", userId),
    ).toEqual({ areas: 2, n: 1 }); // overall and the question's area
  });

  it("registers a username submitted ten times once", async () => {
    const username = uniqueName();
    const requests = Array.from({ length: COPIES }, () =>
      new Browser().request("/api/auth/register", {
        method: "POST",
        json: { username, email: `${username}@example.com`, password: "correct-horse-42", examDate: null },
      }),
    );

    expect(await burst(requests)).toEqual([201, ...Array(COPIES - 1).fill(409)]);

    expect(await one("SELECT count(*) AS n FROM users WHERE username = ?", username)).toEqual({ n: 1 });
  });

  it("keeps one bookmark when it is added ten times at once", async () => {
    const { browser, username } = await signedIn();
    const [q] = await json(await browser.fetch("/api/questions/random?count=1&type=single"));
    const requests = Array.from({ length: COPIES }, () =>
      browser.request("/api/bookmarks", { method: "POST", json: { questionId: q.id } }),
    );

    expect(await burst(requests)).toEqual([...Array(COPIES - 1).fill(200), 201]); // adding is idempotent: 201 once, then 200

    expect(
      await one(
        "SELECT count(*) AS n FROM bookmarks b JOIN users u ON u.id = b.user_id WHERE u.username = ?",
        username,
      ),
    ).toEqual({ n: 1 });
  });
});
