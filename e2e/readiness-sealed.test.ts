// A whole readiness exam in one tab while a second tab of the same student
// practises and bookmarks freely: no exam item ever reaches the second tab,
// in any response it receives or on any page it shows.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page, Response } from "playwright-core";
import { baseURL, islandsReady, launch, newPage, register } from "./browser";
import { answerCurrent } from "./format-answers";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Every question this page receives from the API: draws, bookmarks and graded answers. */
function watchQuestionIds(page: Page): Set<number> {
  const seen = new Set<number>();
  page.on("response", async (res: Response) => {
    const path = new URL(res.url()).pathname;
    const body = await res.json().catch(() => null);
    if (!body) return;
    const list = Array.isArray(body) ? body : [body];
    if (path === "/api/questions/random") for (const q of list) seen.add(q.id);
    if (path.startsWith("/api/bookmarks"))
      for (const b of list) if (b.question) (seen.add(b.question.id), seen.add(b.questionId));
    if (path === "/api/answers" && body.questionId) seen.add(body.questionId);
  });
  return seen;
}

/** One practice session in the second tab: a whole category, the first question answered and bookmarked. */
async function practiseAndBookmark(page: Page, categoryId: number) {
  await page.goto("/practice");
  await islandsReady(page);
  await page.selectOption("#practice-category", String(categoryId));
  await page.locator("#practice-count").fill("100");
  await page.click("text=Start Practice Session");
  await page.waitForSelector("text=Question 1 of");
  await answerCurrent(page, ".session-dialog");
  await page.waitForSelector(".feedback");
  await page.click(".session-dialog button[aria-pressed=false]:has-text('Bookmark')");
  await page.waitForSelector(".session-dialog button[aria-pressed=true]");
  await page.click(".session-dialog button[aria-label=Close]");
}

describe("a readiness exam beside a practising tab", () => {
  it("never shows the practising tab an item of the running exam, though it draws whole categories and bookmarks", async () => {
    const exam = await newPage(browser);
    await register(exam);
    const practice = await exam.context().newPage();
    const reachedPractice = watchQuestionIds(practice);
    const examItems = new Set<number>();
    exam.on("response", async (res) => {
      if (!/\/api\/readiness-exams\/\d+\/answers$/.test(res.url())) return;
      const body = await res.json().catch(() => null);
      if (body?.item) examItems.add(body.item.questionId);
    });

    await exam.bringToFront();
    await exam.goto("/readiness-exam");
    await islandsReady(exam);
    await exam.check("label:has-text('Short run') input[name=exam-mode]"); // the short run: this test is about sealing, not the tutorial
    await Promise.all([exam.waitForSelector(".readiness-exam"), exam.click("text=Start Readiness Exam")]);
    await islandsReady(exam);
    const first = await (await exam.request.get("/api/readiness-exams")).json();
    examItems.add((await (await exam.request.get(`/api/readiness-exams/${first[0].id}`)).json()).item.questionId);

    let category = 1;
    const stems: string[] = [];
    for (let n = 1; ; n++) {
      if (await exam.isVisible("text=Readiness Exam Results")) break;
      await exam.waitForSelector(`text=Question ${n} ·`);
      stems.push((await exam.textContent(".question-stem"))!);
      // The current item, tried from the other tab: neither bookmarked nor graded.
      const current = [...examItems].at(-1)!;
      if (n % 20 === 1) {
        const bookmark = await practice.request.post("/api/bookmarks", {
          data: { questionId: current },
          headers: { Origin: baseURL() },
        });
        expect(bookmark.status()).toBe(409);
        const graded = await practice.request.post("/api/answers", {
          data: { questionId: current, selectedAnswer: "A", timeSpent: 5, sessionId: null },
          headers: { Origin: baseURL() },
        });
        expect(graded.status()).toBe(409);
        expect(Object.keys(await graded.json())).toEqual(["message"]);
      }
      if (n % 15 === 1 && category <= 12) {
        await practice.bringToFront(); // a background tab's animation frames are throttled, which stalls clicks
        await practiseAndBookmark(practice, category++);
        await exam.bringToFront();
      }
      await Promise.all([exam.waitForResponse(/\/answers$/), answerCurrent(exam, ".readiness-exam", n)]); // by mouse, whatever the format
      await exam
        .locator(`text=Question ${n + 1} ·`)
        .or(exam.locator("text=Readiness Exam Results"))
        .first()
        .waitFor();
    }
    const report = await (await exam.request.get(`/api/readiness-exams/${first[0].id}`)).json();
    expect(report.answered).toBeGreaterThanOrEqual(85);
    expect(report.review).toHaveLength(report.answered);
    for (const r of report.review) examItems.add(r.questionId);

    // The practising tab drew every category whole, yet met no exam item anywhere.
    expect(category).toBeGreaterThan(6);
    expect(reachedPractice.size).toBeGreaterThan(200);
    expect([...examItems].filter((id) => reachedPractice.has(id))).toEqual([]);
    await practice.bringToFront();
    await practice.goto("/bookmarks");
    await practice.waitForSelector("text=/\\d+ bookmarked/"); // the list streams in after the skeleton
    const bookmarksPage = (await practice.textContent("main"))!;
    expect(bookmarksPage).toMatch(/\d+ bookmarked/);
    for (const stem of stems) expect(bookmarksPage).not.toContain(stem.slice(0, 60));
    await exam.context().close();
  }, 180_000);
});
