// A readiness result a student can trust (issue 26): an exam is a prediction
// only when the student's unseen pool can fill it, else a practice run that
// states no result anywhere; and while an exam runs, no read a student can
// make changes with its answers (no answer oracle), until it ends.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { json, signedIn, type Browser } from "./helpers";
import { answerExam, expire } from "./exam-helpers";
import { PRACTICE_RUN_NOTE } from "../../lib/readiness-capacity";

const userIdOf = async (username: string) =>
  (await env.DB.prepare("SELECT id FROM users WHERE username = ?").bind(username).first<{ id: number }>())!.id;

/** Marks every readiness item (stand-alone and case) seen but `keep` per area: the student has been through the pool. */
async function seeMostOfThePool(userId: number, keep: number) {
  await env.DB.prepare(
    `INSERT INTO readiness_seen (user_id, question_id, area, seen_at)
     SELECT ?, id, client_need, 1 FROM (SELECT id, client_need, row_number() OVER (PARTITION BY client_need ORDER BY id) AS n
       FROM questions WHERE active = 1 AND pool IN ('readiness', 'readiness_case')) WHERE n > ? OR id IN
       (SELECT id FROM questions WHERE pool = 'readiness_case')`,
  )
    .bind(userId, keep)
    .run();
}

// Reads whose bodies would reveal an answer's correctness (pages carry a per-request nonce, and the export the minute
// it was generated: both removed, or a minute turning between two reads would look like a change).
const READS = [
  "/api/analytics/stats",
  "/api/analytics/trend?days=7",
  "/api/analytics/streak",
  "/api/analytics/activity",
  "/api/analytics/pass-probability",
  "/api/analytics/export.csv",
  "/api/review/summary",
  "/api/sessions/recent",
  "/",
  "/analytics",
  "/analytics/report",
];
const withoutNonce = (text: string) =>
  text
    .replace(/nonce="[^"]*"/g, "")
    .replace(/"nonce":"[^"]*"/g, "")
    .replace(/data-id="[^"]*"/g, "")
    .replace(/generated \d{4}-\d\d-\d\d \d\d:\d\d/g, "generated");
const readAll = async (b: Browser) =>
  Object.fromEntries(await Promise.all(READS.map(async (p) => [p, withoutNonce(await (await b.fetch(p)).text())])));

describe("a readiness result a student can trust", () => {
  it("is scored for a student who has seen none of the pool, and says how many scored exams remain", async () => {
    const { browser } = await signedIn();
    const pool = await json(await browser.fetch("/api/readiness-exams/pool"));
    expect(pool.nextScored).toBe(true);
    expect(pool.scoredExamsLeft).toBeGreaterThanOrEqual(1);
    const view = await json(await browser.post("/api/readiness-exams", {}));
    expect(view.scored).toBe(true);
  });

  it("runs a practice run when the unseen pool cannot fill a scored exam, and shows no result for it anywhere", async () => {
    const { browser, username } = await signedIn();
    await seeMostOfThePool(await userIdOf(username), 3);
    expect(await json(await browser.fetch("/api/readiness-exams/pool"))).toEqual({
      nextScored: false,
      scoredExamsLeft: 0,
    });
    let view = await json(await browser.post("/api/readiness-exams", {}));
    expect(view.scored).toBe(false);
    for (let i = 0; i < 5; i++) view = await answerExam(browser, view, true);
    await expire(view.id);
    const report = await json(await browser.fetch(`/api/readiness-exams/${view.id}`));
    expect(report).toMatchObject({ scored: false, passPercent: null });
    const [listed] = await json(await browser.fetch("/api/readiness-exams"));
    expect(listed).toMatchObject({ id: view.id, scored: false, status: "ended" });
    const page = await (await browser.fetch(`/readiness-exam?id=${view.id}`)).text();
    expect(page).toContain(PRACTICE_RUN_NOTE);
    expect(page).not.toMatch(/>(PASS|FAIL)</);
    expect(page).not.toContain("Chance your ability is above the standard");
    const timed = await (await browser.fetch("/timed-tests")).text();
    expect(timed).toContain("practice run (no prediction");
    expect(timed).not.toMatch(/Last attempt on [^<]*: (PASS|FAIL)/);
  });

  it("changes no statistic a student can read while the exam runs, and records its answers once when it ends", async () => {
    const { browser, username } = await signedIn();
    await browser.fetch("/"); // any page first: the cookie-driven time zone is stored
    const before = await readAll(browser);
    let view = await json(await browser.post("/api/readiness-exams", {}));
    for (let i = 0; i < 4; i++) {
      view = await answerExam(browser, view, i % 2 === 0);
      const now = await readAll(browser);
      for (const path of READS) expect(now[path], `${path} after exam answer ${i + 1}`).toBe(before[path]);
    }
    const userId = await userIdOf(username);
    const count = (sql: string) => env.DB.prepare(sql).bind(userId).first<{ n: number }>();
    expect(await count("SELECT count(*) AS n FROM answers WHERE user_id = ?")).toEqual({ n: 0 });
    await expire(view.id);
    expect((await browser.fetch(`/api/readiness-exams/${view.id}`)).status).toBe(200);
    expect((await browser.fetch(`/api/readiness-exams/${view.id}`)).status).toBe(200); // read twice: recorded once
    expect(await count("SELECT count(*) AS n FROM answers WHERE user_id = ?")).toEqual({ n: 4 });
    expect(await count("SELECT sum(total) AS n FROM user_mode_stats WHERE user_id = ? AND mode = 'timed'")).toEqual({
      n: 4,
    });
    const stats = await json(await browser.fetch("/api/analytics/stats"));
    expect(stats.totalQuestions).toBe(4);
  });
});
