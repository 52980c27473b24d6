// The sealed readiness pool, reproducing the outside probe: no key, rationale
// or correctness of an item that can appear in a student's readiness exam
// reaches any client (the exam taker, another student, a visitor) through
// draws, bookmarks, answers, pages or exam lists before that exam ends.
import { env } from "cloudflare:test";
import { FORMAT_NAMES } from "../../lib/formats/names";
import { describe, expect, it } from "vitest";
import { Browser, json, signedIn } from "./helpers";
import { answerExam, expire } from "./exam-helpers";

const idsOf = async (sql: string) =>
  new Set((await env.DB.prepare(sql).all<{ id: number }>()).results.map((r) => r.id));

describe("the readiness pool", () => {
  it("is never drawn: every category at every size, timed or practice, signed in or not, gives only practice questions", async () => {
    const pool = await idsOf("SELECT id FROM questions WHERE pool = 'readiness'");
    const practice = await idsOf("SELECT id FROM questions WHERE pool = 'practice' AND active = 1");
    const { browser } = await signedIn();
    const drawn = new Set<number>();
    for (const b of [new Browser(), browser])
      for (const query of [
        // Every category in every format, so each practice question is within a draw's 100 (the bank has grown past 100 a category).
        ...Array.from({ length: 12 }, (_, i) =>
          FORMAT_NAMES.map((f) => `categoryId=${i + 1}&count=100&type=${f}`),
        ).flat(),
        "count=100",
        "count=100&mode=timed",
        "count=100&difficulty=hard",
        "count=100&difficulty=easy",
      ]) {
        const qs = await json(await b.fetch(`/api/questions/random?${query}`));
        for (const q of qs) drawn.add(q.id);
      }
    expect([...drawn].filter((id) => pool.has(id))).toEqual([]);
    expect(drawn).toEqual(practice); // every practice question is reachable, so the pool is the only thing held back
  });

  it("keeps the running exam's items away from the taker, another student and a visitor: no bookmark, no answer, no draw", async () => {
    const taker = await signedIn();
    const other = await signedIn();
    let view = await json(await taker.browser.post("/api/readiness-exams", {}));
    const shown: number[] = [view.item.questionId];
    for (let i = 0; i < 3; i++) ((view = await answerExam(taker.browser, view)), shown.push(view.item.questionId));
    for (const id of shown) {
      for (const b of [taker.browser, other.browser]) {
        const bookmark = await b.post("/api/bookmarks", { questionId: id });
        expect(bookmark.status, "bookmark").toBe(409);
        expect(Object.keys(await json(bookmark))).toEqual(["message"]);
        const answer = await b.post("/api/answers", {
          questionId: id,
          selectedAnswer: "A",
          timeSpent: 3,
          sessionId: null,
        });
        expect(answer.status, "answer").toBe(409);
        expect(Object.keys(await json(answer))).toEqual(["message"]);
        expect(await json(await b.fetch(`/api/bookmarks?questionId=${id}`))).toEqual([]);
      }
      expect((await new Browser().post("/api/bookmarks", { questionId: id })).status).toBe(401);
    }
    expect(
      await env.DB.prepare(
        "SELECT count(*) AS n FROM bookmarks b JOIN questions q ON q.id = b.question_id WHERE q.pool = 'readiness'",
      ).first("n"),
    ).toBe(0);
    // The probe found the current item within three draws of 100: now it never comes.
    for (let i = 0; i < 10; i++)
      for (const b of [taker.browser, new Browser()]) {
        const qs: { id: number }[] = await json(await b.fetch("/api/questions/random?count=100"));
        expect(qs.filter((q) => shown.includes(q.id))).toEqual([]);
      }
  });

  it("says nothing about correctness in the exam list while the exam runs", async () => {
    const { browser } = await signedIn();
    let view = await json(await browser.post("/api/readiness-exams", {}));
    for (let i = 0; i < 3; i++) view = await answerExam(browser, view);
    const [listed] = await json(await browser.fetch("/api/readiness-exams"));
    expect(listed).toMatchObject({ id: view.id, status: "active", answered: 3, correct: null });
    // Keys by name (JSON keys): an item's own text may say "correct", and "dropdown_rationale" is a format's name;
    // a hot-spot polygon's "points" are its corners ([[x, y], ...]), not a score.
    expect(JSON.stringify(view)).not.toMatch(
      /"(correct|isCorrect|correctAnswer|correctResponse|rationales?|explanation)":|"points":(?!\[\[)/,
    );
    const page = await (await browser.fetch("/readiness-exam")).text();
    expect(page).not.toMatch(/correctAnswer|correctResponse|"rationales?"|explanation/);
    await expire(view.id);
    expect((await json(await browser.fetch("/api/readiness-exams")))[0]).toMatchObject({
      id: view.id,
      status: "failed",
      correct: 3,
    });
  });

  it("opens the items an ended exam reviewed to their student, and seals them again while a later exam runs", async () => {
    const { browser } = await signedIn();
    const first = await json(await browser.post("/api/readiness-exams", {}));
    const reviewed = first.item.questionId;
    await answerExam(browser, first);
    await expire(first.id);
    expect((await json(await browser.fetch(`/api/readiness-exams/${first.id}`))).review).toHaveLength(1);
    expect((await browser.post("/api/bookmarks", { questionId: reviewed })).status).toBe(201);
    expect(
      (await json(await browser.fetch("/api/bookmarks"))).map((b: { questionId: number }) => b.questionId),
    ).toEqual([reviewed]);

    const second = await json(await browser.post("/api/readiness-exams", {}));
    expect(second.status).toBe("active");
    expect(await json(await browser.fetch("/api/bookmarks"))).toEqual([]);
    expect(await json(await browser.fetch("/api/bookmarks/recent"))).toEqual([]);
    expect(await json(await browser.fetch(`/api/bookmarks?questionId=${reviewed}`))).toEqual([]);
    const content = (await env.DB.prepare("SELECT content FROM questions WHERE id = ?")
      .bind(reviewed)
      .first<{ content: string }>())!.content;
    expect(await (await browser.fetch("/bookmarks")).text()).not.toContain(content.slice(0, 40));
    const earlier = await json(await browser.fetch(`/api/readiness-exams/${first.id}`));
    expect(earlier).toMatchObject({ reviewWithheld: true, review: [] });
    expect(
      (await browser.post("/api/answers", { questionId: reviewed, selectedAnswer: "A", timeSpent: 3, sessionId: null }))
        .status,
    ).toBe(409);

    await expire(second.id);
    expect(
      (await json(await browser.fetch("/api/bookmarks"))).map((b: { questionId: number }) => b.questionId),
    ).toEqual([reviewed]);
    expect((await json(await browser.fetch(`/api/readiness-exams/${first.id}`))).review).toHaveLength(1);
  });

  it("tells the student on the readiness page how large the pool is and what it carries", async () => {
    const { browser } = await signedIn();
    const size = (await env.DB.prepare(
      "SELECT count(*) AS n FROM questions WHERE active = 1 AND pool = 'readiness'",
    ).first<{ n: number }>())!.n;
    const html = await (await browser.fetch("/readiness-exam")).text();
    expect(html).toContain(`reserved readiness pool of ${size} questions`);
    expect(html).toContain(
      `You have seen 0 of them; the ${size} left are enough for ${Math.floor(size / 150)} full-length exam`,
    );
  });
});
