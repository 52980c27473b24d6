// The readiness exam's guards: no key of a running exam's item through
// /api/answers, fresh items for a retake, varied first items, one active exam
// per student, expired exams settled in the list, an honest end when the bank
// runs out.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { json, signedIn, type Browser } from "./helpers";

const key = async (questionId: number) => (await env.DB.prepare("SELECT correct_answer AS k FROM questions WHERE id = ?").bind(questionId).first<{ k: string }>())!.k;
const userId = async (username: string) => (await env.DB.prepare("SELECT id FROM users WHERE username = ?").bind(username).first<{ id: number }>())!.id;
const answerExam = async (b: Browser, view: { id: number; item: { questionId: number } }) =>
  json(await b.post(`/api/readiness-exams/${view.id}/answers`, { questionId: view.item.questionId, selectedAnswer: await key(view.item.questionId) }));
const expire = (examId: number) => env.DB.prepare("UPDATE readiness_exams SET deadline = ? WHERE id = ?").bind(Date.now() - 1000, examId).run();

describe("readiness exam guards", () => {
  it("refuses to grade the running exam's current or answered items through /api/answers, until the exam ends", async () => {
    const { browser } = await signedIn();
    const start = await json(await browser.post("/api/readiness-exams", {}));
    const practise = (questionId: number) => browser.post("/api/answers", { questionId, selectedAnswer: "A", timeSpent: 3, sessionId: null });
    const current = await practise(start.item.questionId);
    expect(current.status).toBe(409);
    const body = await json(current);
    expect(body.message).toMatch(/readiness exam in progress/);
    expect(JSON.stringify(body)).not.toMatch(/correctAnswer|explanation/);
    const next = await answerExam(browser, start);
    expect((await practise(start.item.questionId)).status).toBe(409); // answered in this exam
    expect((await practise(next.item.questionId)).status).toBe(409);
    // Another student may practise the same question.
    expect((await (await signedIn()).browser.post("/api/answers", { questionId: next.item.questionId, selectedAnswer: "A", timeSpent: 3, sessionId: null })).status).toBe(201);
    await expire(start.id);
    expect((await practise(next.item.questionId)).status).toBe(201); // time ran out: the exam is over
  });

  it("chooses items the student has never answered, and falls back to seen items only when none are left", async () => {
    const { browser, username } = await signedIn();
    const id = await userId(username);
    // The student has answered every level-3 question (the items nearest θ = 0).
    const seen = await env.DB.prepare(
      "INSERT INTO answers (user_id, question_id, selected_answer, is_correct, time_spent, answered_at, local_day) SELECT ?, id, correct_answer, 1, 5, ?, '2026-01-01' FROM questions WHERE difficulty = 3 RETURNING question_id",
    ).bind(id, Date.now()).all<{ question_id: number }>();
    const seenIds = new Set(seen.results.map((r) => r.question_id));
    expect(seenIds.size).toBeGreaterThan(50);
    let view = await json(await browser.post("/api/readiness-exams", {}));
    for (let i = 0; i < 10; i++) {
      expect(seenIds.has(view.item.questionId), `item ${i + 1}`).toBe(false);
      view = await answerExam(browser, view);
    }
    // A student who has answered the whole bank still gets an exam.
    const veteran = await signedIn();
    await env.DB.prepare("INSERT INTO answers (user_id, question_id, selected_answer, is_correct, time_spent, answered_at, local_day) SELECT ?, id, 'A', 0, 5, ?, '2026-01-01' FROM questions")
      .bind(await userId(veteran.username), Date.now()).run();
    const started = await veteran.browser.post("/api/readiness-exams", {});
    expect(started.status).toBe(201);
    expect(await answerExam(veteran.browser, await json(started))).toMatchObject({ status: "active", answered: 1 });
  });

  it("breaks ties in difficulty at random: students at the same θ get different first items", async () => {
    const firsts = new Set<number>();
    for (let i = 0; i < 5; i++) firsts.add((await json(await (await signedIn()).browser.post("/api/readiness-exams", {}))).item.questionId);
    expect(firsts.size).toBeGreaterThanOrEqual(2);
  });

  it("creates one exam when two starts arrive at once", async () => {
    const { browser, username } = await signedIn();
    const [a, b] = await Promise.all([browser.post("/api/readiness-exams", {}), browser.post("/api/readiness-exams", {})]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const [created, refused] = a.status === 201 ? [await json(a), await json(b)] : [await json(b), await json(a)];
    expect(refused).toMatchObject({ message: expect.stringMatching(/in progress/), examId: created.id });
    const active = await env.DB.prepare("SELECT count(*) AS n FROM readiness_exams WHERE user_id = ? AND status = 'active'").bind(await userId(username)).first<{ n: number }>();
    expect(active!.n).toBe(1);
  });

  it("lists an exam whose time ran out as ended, not active", async () => {
    const { browser } = await signedIn();
    const start = await json(await browser.post("/api/readiness-exams", {}));
    await answerExam(browser, start);
    await expire(start.id);
    expect(await json(await browser.fetch("/api/readiness-exams"))).toMatchObject([{ id: start.id, status: "failed", reason: "time", answered: 1 }]);
  });

  // Last: it deactivates most of the bank (storage is per test file).
  it("ends honestly when the bank runs out below the minimum", async () => {
    await env.DB.prepare("UPDATE questions SET active = 0 WHERE id NOT IN (SELECT id FROM questions ORDER BY id LIMIT 6)").run();
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
