// The NCLEX-day run of the readiness exam (issue 28): the tutorial before the
// clock, optional breaks on the running clock, and 15 unscored pretest items
// that never move θ, the stopping rules, the statistics or the report, and
// that no payload tells apart.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { type Browser, json, signedIn } from "./helpers";
import { answerFields } from "./answer-helpers";
import { CASE_LENGTH, CASE_STARTS } from "../../lib/readiness-cases";
import { CALIBRATION_MIN_RESPONSES, PRETEST_ITEMS } from "../../lib/readiness-nclex-day";
import { pretestAnswersSql } from "../../scripts/calibration/first-answers";

const HOUR = 3_600_000;
const at = (t: number) => ({ headers: { "X-Test-Now": String(t) } });
const examRow = (id: number) =>
  env.DB.prepare("SELECT * FROM readiness_exams WHERE id = ?")
    .bind(id)
    .first<Record<string, number | string | null>>()
    .then((r) => r!);

async function start(b: Browser, t: number) {
  const res = await b.post("/api/readiness-exams", { mode: "nclex-day" }, at(t));
  expect(res.status).toBe(201);
  return json(res);
}
const post = (b: Browser, path: string, body: unknown, t: number) => b.post(path, body, at(t));
const answer = async (b: Browser, view: { id: number; item: { questionId: number } }, right: boolean, t: number) =>
  post(
    b,
    `/api/readiness-exams/${view.id}/answers`,
    { questionId: view.item.questionId, ...(await answerFields(view.item.questionId, right, `e${view.id}`)) },
    t,
  );

describe("the NCLEX-day run", () => {
  it("opens on the tutorial: no item, no answers, and the clock starts only on Begin", async () => {
    const { browser } = await signedIn();
    const t0 = Date.now();
    const view = await start(browser, t0);
    expect(view).toMatchObject({ status: "active", mode: "nclex-day", phase: "tutorial", item: null, answered: 0 });
    const first = (await examRow(view.id)).current_question_id as number;
    const early = await browser.post(
      `/api/readiness-exams/${view.id}/answers`,
      { questionId: first, ...(await answerFields(first, true, `e${view.id}`)) },
      at(t0 + 60_000),
    );
    expect(early.status).toBe(409);
    // 40 minutes in the tutorial: none of it counts against the 5 hours.
    const begun = await json(await post(browser, `/api/readiness-exams/${view.id}/begin`, {}, t0 + 40 * 60_000));
    expect(begun).toMatchObject({ phase: "testing", breakOffer: false, item: { position: 1, questionId: first } });
    expect(Date.parse(begun.startedAt)).toBe(t0 + 40 * 60_000);
    expect(begun.secondsLeft).toBe(5 * 3600);
    expect((await post(browser, `/api/readiness-exams/${view.id}/begin`, {}, t0 + 41 * 60_000)).status).toBe(409);
    // A request without a mode (an older cached page) gets the short run it expects; a bad mode is refused.
    const other = await signedIn();
    expect((await other.browser.post("/api/readiness-exams", { mode: "marathon" })).status).toBe(400);
    expect(await json(await other.browser.post("/api/readiness-exams", {}))).toMatchObject({
      mode: "short",
      phase: "testing",
      breakOffer: false,
      item: { position: 1 },
    });
  });

  it("offers breaks at about 2 h and 3.5 h; the clock runs through a break and the exam resumes at its item", async () => {
    const { browser } = await signedIn();
    const t0 = Date.now();
    let view = await start(browser, t0);
    view = await json(await post(browser, `/api/readiness-exams/${view.id}/begin`, {}, t0));
    const deadline = view.deadline;
    view = await json(await answer(browser, view, true, t0 + 10 * 60_000));
    expect((await post(browser, `/api/readiness-exams/${view.id}/break`, { take: true }, t0 + HOUR)).status).toBe(409);
    const before = view.item.questionId;

    const t1 = t0 + 2 * HOUR + 60_000;
    view = await json(await browser.fetch(`/api/readiness-exams/${view.id}`, at(t1)));
    expect(view).toMatchObject({ phase: "testing", breakOffer: true, item: null, deadline });
    expect((await post(browser, `/api/readiness-exams/${view.id}/break`, { take: "yes" }, t1)).status).toBe(400);
    view = await json(await post(browser, `/api/readiness-exams/${view.id}/break`, { take: true }, t1));
    expect(view).toMatchObject({ phase: "break", breaksTaken: 1, item: null, deadline });
    const blocked = await browser.post(
      `/api/readiness-exams/${view.id}/answers`,
      { questionId: before, ...(await answerFields(before, true, `e${view.id}`)) },
      at(t1 + 60_000),
    );
    expect(blocked.status).toBe(409);
    // 20 minutes later the break is still on and the clock has run: 20 minutes fewer left, the same deadline.
    const t2 = t1 + 20 * 60_000;
    view = await json(await browser.fetch(`/api/readiness-exams/${view.id}`, at(t2)));
    expect(view).toMatchObject({ phase: "break", deadline });
    expect(view.secondsLeft).toBe((5 * HOUR - (t2 - t0)) / 1000);
    view = await json(await post(browser, `/api/readiness-exams/${view.id}/resume`, {}, t2));
    expect(view).toMatchObject({ phase: "testing", breakOffer: false, item: { questionId: before, position: 2 } });
    expect((await post(browser, `/api/readiness-exams/${view.id}/resume`, {}, t2)).status).toBe(409);
    // The item's seconds count from the resume, not through the break.
    view = await json(await answer(browser, view, true, t2 + 45_000));
    const [spent] = // Position 2 may have been one of the unscored pretest items, which are kept in their own table.
      (
        await env.DB.prepare(
          "SELECT time_spent AS s FROM readiness_items WHERE exam_id = ?1 AND position = 2 UNION ALL SELECT time_spent FROM readiness_pretest WHERE exam_id = ?1 AND position = 2",
        )
          .bind(view.id)
          .all<{ s: number }>()
      ).results;
    expect(spent.s).toBe(45);

    // The second offer at about 3.5 h, declined: the item follows at once.
    const t3 = t0 + 3.5 * HOUR + 60_000;
    view = await json(await browser.fetch(`/api/readiness-exams/${view.id}`, at(t3)));
    expect(view).toMatchObject({ breakOffer: true, item: null });
    view = await json(await post(browser, `/api/readiness-exams/${view.id}/break`, { take: false }, t3));
    expect(view).toMatchObject({ phase: "testing", breakOffer: false, breaksTaken: 1, item: { position: 3 } });
    expect((await post(browser, `/api/readiness-exams/${view.id}/break`, { take: true }, t3)).status).toBe(409);

    // Time runs out: the report says how long the exam took and the break taken.
    const report = await json(await browser.fetch(`/api/readiness-exams/${view.id}`, at(t0 + 5 * HOUR + 1000)));
    expect(report).toMatchObject({
      status: "failed",
      reason: "time",
      mode: "nclex-day",
      breaksTaken: 1,
      breakSeconds: 20 * 60,
      timeUsedSeconds: 5 * 3600,
    });
  });

  it("places 15 pretest items among the scored ones; they never move θ, stopping, statistics or the report, and no payload tells them apart", async () => {
    // Items with enough calibration responses are never pretest items.
    await env.DB.prepare(
      "UPDATE questions SET irt_responses = ? WHERE pool = 'readiness' AND case_id IS NULL AND id % 2 = 0",
    )
      .bind(CALIBRATION_MIN_RESPONSES)
      .run();
    const { browser, username } = await signedIn();
    const userId = (await env.DB.prepare("SELECT id FROM users WHERE username = ?")
      .bind(username)
      .first<{ id: number }>())!.id;
    const t0 = Date.now();
    let view = await start(browser, t0);
    view = await json(await post(browser, `/api/readiness-exams/${view.id}/begin`, {}, t0));
    const bodies = [view];
    const pretest: { position: number; questionId: number; scoredBefore: number }[] = [];
    let t = t0;
    while (view.status === "active") {
      const row = await examRow(view.id);
      const isPretest = row.current_pretest === 1;
      if (isPretest)
        pretest.push({
          position: view.item.position,
          questionId: view.item.questionId,
          scoredBefore: row.answered as number,
        });
      // Every scored answer right, every pretest answer wrong: a pretest answer that counted would show.
      t += 30_000;
      const res = await answer(browser, view, !isPretest, t);
      expect(res.status).toBe(200);
      view = await json(res);
      if (isPretest && view.status === "active") {
        const after = await examRow(view.id);
        expect([after.answered, after.theta, after.se, after.correct, after.points]).toEqual([
          row.answered,
          row.theta,
          row.se,
          row.correct,
          row.points,
        ]);
      }
      bodies.push(view);
    }
    // The strong candidate still passes by confidence at 85 scored answers, all correct: 100 items shown.
    expect(view).toMatchObject({ status: "passed", reason: "confidence", answered: 85, correct: 85 });
    expect(view.review).toHaveLength(85);
    expect(bodies.length - 1).toBe(85 + PRETEST_ITEMS);
    expect(pretest).toHaveLength(PRETEST_ITEMS);
    const shown = bodies.slice(0, -1).map((b) => b.item);
    expect(shown.map((i) => i.position)).toEqual(shown.map((_, k) => k + 1));
    expect(new Set(shown.map((i) => i.questionId)).size).toBe(100);
    // Pretest items: uncalibrated (odd ids here), stand-alone, never inside a case, all before the 85th scored answer.
    for (const p of pretest) {
      expect(p.questionId % 2).toBe(1);
      expect(p.scoredBefore).toBeLessThan(85);
      expect(CASE_STARTS.some((s) => p.scoredBefore > s && p.scoredBefore < s + CASE_LENGTH)).toBe(false);
    }
    const reviewed = new Set(view.review.map((r: { questionId: number }) => r.questionId));
    expect(pretest.some((p) => reviewed.has(p.questionId))).toBe(false);
    // Payloads: the same fields for every item, nothing naming a pretest item.
    const keys = (o: object) => Object.keys(o).sort().join(",");
    for (const b of bodies.slice(0, -1)) {
      expect(keys(b)).toBe(keys(bodies[0]));
      expect(JSON.stringify(b)).not.toMatch(/pretest|unscored|calibrat/i);
      expect(keys(b.item), `item ${b.item.position}`).toBe(keys(b.item.case ? b.item : shown.find((i) => !i.case)!));
    }
    // Statistics hold the 85 scored answers only; the pretest answers sit in readiness_pretest for calibration.
    const count = async (sql: string) => (await env.DB.prepare(sql).bind(userId).first<{ n: number }>())!.n;
    expect(await count("SELECT count(*) AS n FROM answers WHERE user_id = ?")).toBe(85);
    expect(await count("SELECT sum(total) AS n FROM user_format_stats WHERE user_id = ?")).toBe(85);
    expect(await count("SELECT sum(total) AS n FROM user_category_stats WHERE user_id = ?")).toBe(85);
    expect(await count("SELECT responses AS n FROM user_ability WHERE user_id = ? AND area = 'all'")).toBe(85);
    const stored = (
      await env.DB.prepare("SELECT question_id AS q, position, points FROM readiness_pretest WHERE exam_id = ?")
        .bind(view.id)
        .all<{ q: number; position: number; points: number }>()
    ).results;
    expect(stored.map((s) => [s.q, s.position]).sort((a, b) => a[1] - b[1])).toEqual(
      pretest.map((p) => [p.questionId, p.position]),
    );
    expect(stored.every((s) => s.points === 0)).toBe(true);
    // `npm run calibrate` reads them as this student's first answers to those items.
    const forCalibration = (
      await env.DB.prepare(pretestAnswersSql(`user_id = ${userId}`)).all<{ question_id: number; ok: number }>()
    ).results;
    expect(forCalibration.map((r) => r.question_id).sort()).toEqual(pretest.map((p) => p.questionId).sort());
    // The attempts list counts the report's answers once the exam is over.
    const [listed] = await json(await browser.fetch("/api/readiness-exams"));
    expect(listed).toMatchObject({ id: view.id, answered: 85 });
  });
});
