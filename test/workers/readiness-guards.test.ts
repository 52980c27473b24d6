// The readiness exam's guards: no key of a pool item through /api/answers
// before the exam that showed it ends, unseen pool items first and then the
// least recently seen, varied first items, one active exam per student,
// expired exams settled in the list, an honest end when the pool runs out.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { json, signedIn, type Browser } from "./helpers";
import { answerExam, expire } from "./exam-helpers";
import { answerFields } from "./answer-helpers";

const userId = async (username: string) =>
  (await env.DB.prepare("SELECT id FROM users WHERE username = ?").bind(username).first<{ id: number }>())!.id;

describe("readiness exam guards", () => {
  it("seals pool items from /api/answers until the exam that showed them ends; an item shown but never answered stays sealed", async () => {
    const { browser } = await signedIn();
    const start = await json(await browser.post("/api/readiness-exams", {}));
    // Answered as its format asks (an exam item may be any format), so only the seal can refuse it.
    const practise = async (b: Browser, questionId: number) =>
      b.post("/api/answers", { questionId, ...(await answerFields(questionId, true)), timeSpent: 3, sessionId: null });
    const current = await practise(browser, start.item.questionId);
    expect(current.status).toBe(409);
    const body = await json(current);
    expect(body.message).toMatch(/readiness exam pool/);
    expect(JSON.stringify(body)).not.toMatch(/correctAnswer|explanation/);
    const next = await answerExam(browser, start);
    expect((await practise(browser, start.item.questionId)).status).toBe(409); // answered in this exam, which still runs
    expect((await practise(browser, next.item.questionId)).status).toBe(409);
    // Another student cannot practise a pool question either: it may appear in their own exam.
    expect((await practise((await signedIn()).browser, next.item.questionId)).status).toBe(409);
    await expire(start.id);
    expect((await practise(browser, start.item.questionId)).status).toBe(201); // reviewed: the exam is over
    expect((await practise(browser, next.item.questionId)).status).toBe(409); // shown, never answered, so never reviewed
  });

  it("chooses pool items the student has never seen, in every area, before repeating any", async () => {
    const { browser, username } = await signedIn();
    const id = await userId(username);
    // The student has seen every level-3 pool question (the items nearest θ = 0).
    const seen = await env.DB.prepare(
      "INSERT INTO readiness_seen (user_id, question_id, area, seen_at) SELECT ?, id, client_need, ? FROM questions WHERE pool = 'readiness' AND difficulty = 3 RETURNING question_id",
    )
      .bind(id, Date.now() - 86_400_000)
      .all<{ question_id: number }>();
    const seenIds = new Set(seen.results.map((r) => r.question_id));
    expect(seenIds.size).toBeGreaterThan(30);
    let view = await json(await browser.post("/api/readiness-exams", {}));
    for (let i = 0; i < 10; i++) {
      expect(seenIds.has(view.item.questionId), `item ${i + 1}`).toBe(false);
      view = await answerExam(browser, view);
    }
  });

  it("repeats the least recently seen items once the student has seen the whole pool, and says so in the report", async () => {
    const veteran = await signedIn();
    const id = await userId(veteran.username);
    // Every pool question seen, at distinct times (seen_at = id, in ms).
    await env.DB.prepare(
      "INSERT INTO readiness_seen (user_id, question_id, area, seen_at) SELECT ?, id, client_need, id FROM questions WHERE pool = 'readiness' AND active = 1",
    )
      .bind(id)
      .run();
    // The selection's window: the 10 least recently seen of an area, not yet used in this exam.
    const window = async (area: string, used: number[]) =>
      (
        await env.DB.prepare(
          `SELECT question_id AS q FROM readiness_seen WHERE user_id = ? AND area = ? AND question_id NOT IN (${used.join(",") || 0}) ORDER BY seen_at LIMIT 10`,
        )
          .bind(id, area)
          .all<{ q: number }>()
      ).results.map((r) => r.q);
    const areaOf = async (q: number) =>
      (await env.DB.prepare("SELECT client_need AS a FROM questions WHERE id = ?").bind(q).first<{ a: string }>())!.a;
    let view = await json(await veteran.browser.post("/api/readiness-exams", {}));
    const used: number[] = [];
    for (let i = 0; i < 8; i++) {
      const q = view.item.questionId;
      expect(
        await window(await areaOf(q), used),
        `item ${i + 1} is among the least recently seen of its area`,
      ).toContain(q);
      used.push(q);
      view = await answerExam(veteran.browser, view);
    }
    await expire(view.id);
    const report = await json(await veteran.browser.fetch(`/api/readiness-exams/${view.id}`));
    expect(report).toMatchObject({ status: "failed", reason: "time", answered: 8, reused: 8, reviewWithheld: false });
    expect(report.review).toHaveLength(8);
    expect(await (await veteran.browser.fetch(`/readiness-exam?id=${view.id}`)).text()).toContain(
      "8 of these 8 questions were repeats from your earlier readiness exams",
    );
  });

  it("breaks ties in difficulty at random: students at the same θ get different first items", async () => {
    const firsts = new Set<number>();
    for (let i = 0; i < 5; i++)
      firsts.add((await json(await (await signedIn()).browser.post("/api/readiness-exams", {}))).item.questionId);
    expect(firsts.size).toBeGreaterThanOrEqual(2);
  });

  it("creates one exam when two starts arrive at once", async () => {
    const { browser, username } = await signedIn();
    const [a, b] = await Promise.all([
      browser.post("/api/readiness-exams", {}),
      browser.post("/api/readiness-exams", {}),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const [created, refused] = a.status === 201 ? [await json(a), await json(b)] : [await json(b), await json(a)];
    expect(refused).toMatchObject({ message: expect.stringMatching(/in progress/), examId: created.id });
    const active = await env.DB.prepare(
      "SELECT count(*) AS n FROM readiness_exams WHERE user_id = ? AND status = 'active'",
    )
      .bind(await userId(username))
      .first<{ n: number }>();
    expect(active!.n).toBe(1);
  });

  it("lists an exam whose time ran out as ended, not active", async () => {
    const { browser } = await signedIn();
    const start = await json(await browser.post("/api/readiness-exams", {}));
    await answerExam(browser, start);
    await expire(start.id);
    expect(await json(await browser.fetch("/api/readiness-exams"))).toMatchObject([
      { id: start.id, status: "failed", reason: "time", answered: 1 },
    ]);
  });

  // Last: it deactivates most of the bank (storage is per test file).
  it("ends honestly when the bank runs out below the minimum", async () => {
    await env.DB.prepare(
      "UPDATE questions SET active = 0 WHERE id NOT IN (SELECT id FROM questions WHERE pool = 'readiness' ORDER BY id LIMIT 6)",
    ).run();
    try {
      const { browser } = await signedIn();
      let view = await json(await browser.post("/api/readiness-exams", {}));
      while (view.status === "active") view = await answerExam(browser, view);
      expect(view).toMatchObject({ status: "passed", reason: "bank-exhausted-below-minimum", answered: 6 });
      const page = await (await browser.fetch(`/readiness-exam?id=${view.id}`)).text();
      expect(page).toMatch(/ran out of questions before the 85-question minimum/);
    } finally {
      await env.DB.prepare("UPDATE questions SET active = 1").run();
    }
  });
});
