// Previous tests (issue 27): every row of All Activity opens its test at
// /activity/:id (owner only), "Retake incorrect" starts a tutor session whose
// draw is exactly the test's questions below full marks, and an unfinished
// practice session is offered for resuming.
import { describe, expect, it } from "vitest";
import { type Browser, json, signedIn } from "./helpers";
import { at } from "./session-helpers";
import { answerFields } from "./answer-helpers";

interface Drawn {
  id: number;
  type: string;
}

async function session(b: Browser, sessionType: "practice" | "timed", totalQuestions: number, now?: number) {
  const res = await b.post(
    "/api/sessions",
    { sessionType, totalQuestions, timeLimit: sessionType === "timed" ? totalQuestions : null },
    now ? at(now) : {},
  );
  expect(res.status).toBe(201);
  const s = await json(res);
  const drawn = await b.fetch(`/api/questions/random?sessionId=${s.id}`, now ? at(now) : {});
  expect(drawn.status).toBe(200);
  return { id: s.id as number, questions: (await json(drawn)) as Drawn[] };
}

async function answer(b: Browser, sessionId: number, q: Drawn, right: boolean, now?: number) {
  const res = await b.post(
    "/api/answers",
    { questionId: q.id, sessionId, timeSpent: 30, ...(await answerFields(q.id, right, `s${sessionId}`)) },
    now ? at(now) : {},
  );
  expect(res.status).toBe(201);
}

const page = async (b: Browser, path: string) => {
  const res = await b.fetch(path);
  return { status: res.status, html: await res.text() };
};

describe("POST /api/sessions/:id/retake", () => {
  it("starts a practice session whose draw is exactly the finished test's questions below full marks, in order", async () => {
    const { browser } = await signedIn();
    const test = await session(browser, "practice", 6);
    expect(test.questions).toHaveLength(6);
    const wrong = [1, 3, 4];
    for (const [i, q] of test.questions.entries()) await answer(browser, test.id, q, !wrong.includes(i));
    await browser.post(`/api/sessions/${test.id}/finish`, {});

    const res = await browser.post(`/api/sessions/${test.id}/retake`, {});
    expect(res.status).toBe(201);
    const retake = await json(res);
    expect(retake).toMatchObject({ sessionType: "practice", totalQuestions: 3, timeLimit: null, finishedAt: null });
    const drawn = (await json(await browser.fetch(`/api/questions/random?sessionId=${retake.id}`))) as Drawn[];
    expect(drawn.map((q) => q.id)).toEqual(wrong.map((i) => test.questions[i].id));
    // Tutor mode: the practice draw keeps its keys, and its answers are taken (at full marks this time).
    await answer(browser, retake.id, drawn[0], true);
    const review = await json(await browser.fetch(`/api/sessions/${retake.id}/review`));
    expect(review.entries.map((e: { answer: unknown }) => !!e.answer)).toEqual([true, false, false]);
  });

  it("retakes an ended timed test's unanswered questions too, never a running one's, and refuses a test at full marks", async () => {
    const { browser } = await signedIn();
    const start = Date.now() - 60 * 60_000;
    const timed = await session(browser, "timed", 4, start);
    await answer(browser, timed.id, timed.questions[0], true, start + 60_000);
    await answer(browser, timed.id, timed.questions[1], false, start + 120_000);
    const running = await browser.post(`/api/sessions/${timed.id}/retake`, {}, at(start + 180_000));
    expect(running.status).toBe(409);
    expect((await json(running)).message).toMatch(/still running/);
    // Past its 4-minute limit the test has ended, finished or not: the wrong and the two unanswered are retaken.
    const ended = await browser.post(`/api/sessions/${timed.id}/retake`, {}, at(start + 30 * 60_000));
    expect(ended.status).toBe(201);
    const retake = await json(ended);
    const drawn = (await json(await browser.fetch(`/api/questions/random?sessionId=${retake.id}`))) as Drawn[];
    expect(drawn.map((q) => q.id)).toEqual(timed.questions.slice(1).map((q) => q.id));

    const perfect = await session(browser, "practice", 2);
    for (const q of perfect.questions) await answer(browser, perfect.id, q, true);
    const none = await browser.post(`/api/sessions/${perfect.id}/retake`, {});
    expect(none.status).toBe(409);
    expect((await json(none)).message).toMatch(/nothing to retake/);
  });

  it("is the owner's only: 404 for another student or an unknown id, 400 for a bad id, 401 signed out", async () => {
    const { browser } = await signedIn();
    const test = await session(browser, "practice", 2);
    await answer(browser, test.id, test.questions[0], false);
    const other = await signedIn();
    expect((await other.browser.post(`/api/sessions/${test.id}/retake`, {})).status).toBe(404);
    expect((await browser.post("/api/sessions/987654321/retake", {})).status).toBe(404);
    const bad = await browser.post("/api/sessions/abc/retake", {});
    expect(bad.status).toBe(400);
    expect((await json(bad)).message).toBeTruthy();
    const { Browser: Anon } = await import("./helpers");
    expect((await new Anon().post(`/api/sessions/${test.id}/retake`, {})).status).toBe(401);
    // The running practice session's one wrong answer: retaken alone (its unanswered question is not below full marks yet).
    const retake = await json(await browser.post(`/api/sessions/${test.id}/retake`, {}));
    expect(retake.totalQuestions).toBe(1);
  });
});

describe("/activity/:id, a previous test", () => {
  it("shows the score, time and every question with the response, the key and each rationale; filters by incorrect", async () => {
    const { browser } = await signedIn();
    const test = await session(browser, "practice", 4);
    for (const [i, q] of test.questions.entries()) await answer(browser, test.id, q, i !== 2);
    await browser.post(`/api/sessions/${test.id}/finish`, {});
    const review = await json(await browser.fetch(`/api/sessions/${test.id}/review`));

    const all = await page(browser, `/activity/${test.id}`);
    expect(all.status).toBe(200);
    expect(all.html).toContain("<h1>Practice · All Categories</h1>");
    expect(all.html).toMatch(/Full marks<\/dt><dd>3 of 4 questions/);
    expect(all.html).toContain("Time</dt>");
    for (let n = 1; n <= 4; n++) expect(all.html).toContain(`id="question-${n}"`);
    // The wrong question's review: its explanation (single) or its rationales are in the page, in a <details>.
    const missed = review.entries[2];
    const principle = missed.question.explanation ?? missed.result.explanation;
    expect(all.html).toContain(escape(principle));
    expect(all.html).toContain("Retake incorrect (1)");
    expect(all.html).toContain('aria-current="page">All (4)');

    const incorrect = await page(browser, `/activity/${test.id}?show=incorrect`);
    expect(incorrect.html).toContain('aria-current="page">Incorrect (1)');
    expect(incorrect.html).toContain('id="question-3"');
    expect(incorrect.html).not.toContain('id="question-1"');
    const flagged = await page(browser, `/activity/${test.id}?show=flagged`);
    expect(flagged.html).toContain("No flagged questions in this test.");
  });

  it("is the 404 page for another student's session and for an unknown or malformed id", async () => {
    const { browser } = await signedIn();
    const test = await session(browser, "practice", 1);
    await answer(browser, test.id, test.questions[0], true);
    const other = await signedIn();
    for (const path of [`/activity/${test.id}`, "/activity/987654321", "/activity/0", "/activity/x1"]) {
      const res = await page(other.browser, path);
      expect(res.status, path).toBe(404);
      expect(res.html).not.toContain("Retake incorrect");
    }
  });

  it("a timed test still running shows no key and no question, and no retake", async () => {
    const { browser } = await signedIn();
    const timed = await session(browser, "timed", 3);
    await answer(browser, timed.id, timed.questions[0], false);
    const { status, html } = await page(browser, `/activity/${timed.id}`);
    expect(status).toBe(200);
    expect(html).toContain("This timed test is still running: its review opens when it ends.");
    expect(html).not.toContain('class="review-list"');
    expect(html).not.toContain("Retake incorrect");
    const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
    expect(main).not.toMatch(/Correct answer|rationale|Your answer/);
  });

  it("a test without an action has no session island; All Activity links every row and offers Resume for an unfinished practice session", async () => {
    const { browser } = await signedIn();
    const perfect = await session(browser, "practice", 1);
    await answer(browser, perfect.id, perfect.questions[0], true);
    await browser.post(`/api/sessions/${perfect.id}/finish`, {});
    const done = await page(browser, `/activity/${perfect.id}`);
    expect(done.html).not.toMatch(/data-island="(SessionAction|QuestionSession)"/);

    expect((await page(browser, "/activity")).html).not.toContain('data-island="SessionAction"');
    const open = await session(browser, "practice", 3);
    await answer(browser, open.id, open.questions[0], true);
    const list = await page(browser, "/activity");
    expect(list.html).toContain(`href="/activity/${perfect.id}"`);
    expect(list.html).toContain(`href="/activity/${open.id}"`);
    // One Resume: the unfinished one (the finished session has none).
    expect(list.html.match(/>Resume</g)).toHaveLength(1);
    expect(list.html).toContain(`&quot;sessionId&quot;:${open.id}`);
    const openPage = await page(browser, `/activity/${open.id}`);
    expect(openPage.html).toContain(">Resume<");
    expect(openPage.html).toContain("1 of 3 so far");
  });
});

/** Text as React escapes it in HTML. */
const escape = (s: string) =>
  s
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#x27;");
