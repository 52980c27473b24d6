// 20 students post 1,000 answers at once: every answer is stored exactly once
// and every aggregate equals a recount from the raw answers.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { json, signedIn } from "./helpers";
import { answerFields } from "./answer-helpers";
import { drawForSession } from "./session-helpers";
import { streakOf } from "../../lib/streak";

const STUDENTS = 20;
const EACH = 50;

const recount = async (sql: string, ...params: unknown[]) =>
  (
    await env.DB.prepare(sql)
      .bind(...params)
      .all()
  ).results;

describe("concurrent answers", () => {
  it("stores 1,000 parallel answers exactly once and keeps every aggregate equal to a recount", async () => {
    const students = await Promise.all(Array.from({ length: STUDENTS }, () => signedIn()));
    const posts: Promise<Response>[] = [];
    const ids: number[] = [];
    for (const [k, s] of students.entries()) {
      const id = (await env.DB.prepare("SELECT id FROM users WHERE username = ?")
        .bind(s.username)
        .first<{ id: number }>())!.id;
      ids.push(id);
      const session = await json(
        await s.browser.post("/api/sessions", {
          sessionType: k % 2 ? "timed" : "practice",
          totalQuestions: 25,
          correctAnswers: 0,
          timeLimit: 25,
          categoryId: null,
        }),
      );
      // The session's 25 (recorded by the server: a timed test takes only those), then 25 more outside it.
      const qs = [
        ...(await drawForSession(s.browser, session.id)),
        ...(await json(await s.browser.fetch(`/api/questions/random?count=${EACH - 25}&type=single`))),
      ];
      // The session's draw follows the format mix: answers of any format, a third short of full marks.
      const fields = await Promise.all(
        qs.map((q, i) => answerFields(q.id, i % 3 !== 0, i < 25 ? `s${session.id}` : undefined)),
      );
      for (const [i, q] of qs.entries())
        posts.push(
          s.browser.post("/api/answers", {
            questionId: q.id,
            ...fields[i],
            timeSpent: i,
            sessionId: i < 25 ? session.id : null,
          }),
        );
    }
    const statuses = await Promise.all(posts.map((p) => p.then((r) => r.status)));
    expect(statuses.filter((s) => s === 201)).toHaveLength(STUDENTS * EACH);
    const list = ids.join(",");
    expect((await recount(`SELECT count(*) AS n FROM answers WHERE user_id IN (${list})`))[0]).toEqual({ n: 1000 });

    const same = async (aggregate: string, fromAnswers: string) =>
      expect(await recount(aggregate), aggregate).toEqual(await recount(fromAnswers));
    await same(
      `SELECT user_id, category_id, total, correct, time_spent FROM user_category_stats WHERE user_id IN (${list}) ORDER BY 1, 2`,
      `SELECT a.user_id, q.category_id, count(*) AS total, sum(a.is_correct) AS correct, sum(a.time_spent) AS time_spent FROM answers a JOIN questions q ON q.id = a.question_id WHERE a.user_id IN (${list}) GROUP BY 1, 2 ORDER BY 1, 2`,
    );
    await same(
      `SELECT user_id, day, total, correct, time_spent FROM user_daily_stats WHERE user_id IN (${list}) ORDER BY 1, 2`,
      `SELECT user_id, local_day AS day, count(*) AS total, sum(is_correct) AS correct, sum(time_spent) AS time_spent FROM answers WHERE user_id IN (${list}) GROUP BY 1, 2 ORDER BY 1, 2`,
    );
    await same(
      `SELECT user_id, day, category_id, total, correct FROM user_day_category_stats WHERE user_id IN (${list}) ORDER BY 1, 2, 3`,
      `SELECT a.user_id, a.local_day AS day, q.category_id, count(*) AS total, sum(a.is_correct) AS correct FROM answers a JOIN questions q ON q.id = a.question_id WHERE a.user_id IN (${list}) GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
    );
    await same(
      `SELECT user_id, mode, total, correct, time_spent FROM user_mode_stats WHERE user_id IN (${list}) ORDER BY 1, 2`,
      `SELECT a.user_id, CASE WHEN s.session_type = 'timed' THEN 'timed' WHEN s.id IS NULL THEN 'review' ELSE 'practice' END AS mode, count(*) AS total, sum(a.is_correct) AS correct, sum(a.time_spent) AS time_spent
         FROM answers a LEFT JOIN sessions s ON s.id = a.session_id WHERE a.user_id IN (${list}) GROUP BY 1, 2 ORDER BY 1, 2`,
    );
    await same(
      `SELECT id, answered_count AS n, correct_answers AS c FROM sessions WHERE user_id IN (${list}) ORDER BY id`,
      `SELECT s.id, count(a.id) AS n, coalesce(sum(a.is_correct), 0) AS c FROM sessions s LEFT JOIN answers a ON a.session_id = s.id WHERE s.user_id IN (${list}) GROUP BY s.id ORDER BY s.id`,
    );
    // The ability estimate counts each student's first answer to a question only.
    await same(
      `SELECT user_id, responses FROM user_ability WHERE area = 'all' AND user_id IN (${list}) ORDER BY 1`,
      `SELECT user_id, count(DISTINCT question_id) AS responses FROM answers WHERE user_id IN (${list}) GROUP BY 1 ORDER BY 1`,
    );
    await same(
      `SELECT user_id, area, responses FROM user_ability WHERE area <> 'all' AND user_id IN (${list}) ORDER BY 1, 2`,
      `SELECT a.user_id, q.client_need AS area, count(DISTINCT a.question_id) AS responses FROM answers a JOIN questions q ON q.id = a.question_id WHERE a.user_id IN (${list}) GROUP BY 1, 2 ORDER BY 1, 2`,
    );

    // And what the APIs report is the recount.
    for (const [k, s] of students.entries()) {
      const stats = await json(await s.browser.fetch("/api/analytics/stats"));
      const [raw] = (await recount(
        "SELECT count(*) AS n, sum(is_correct) AS c FROM answers WHERE user_id = ?",
        ids[k],
      )) as { n: number; c: number }[];
      expect([stats.totalQuestions, stats.correctAnswers]).toEqual([raw.n, raw.c]);
      const days = (await recount("SELECT DISTINCT local_day AS d FROM answers WHERE user_id = ?", ids[k])).map(
        (r) => r.d as string,
      );
      const streak = await json(await s.browser.fetch("/api/analytics/streak"));
      const user = (await recount("SELECT time_zone AS tz FROM users WHERE id = ?", ids[k]))[0] as { tz: string };
      const { localDay } = await import("../../lib/dates");
      expect(streak).toEqual(streakOf(days, localDay(Date.now(), user.tz)));
    }
  }, 120_000);
});
