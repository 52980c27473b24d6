import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { baseURL, islandsReady, launch, newPage, register } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const toast = (page: Page, title: string) => page.waitForSelector(`.toast:has-text("${title}")`);

/** Answers `count` questions of a category through the API, all correctly. */
async function answerCorrectly(page: Page, categoryId: number, count: number) {
  const qs = (await (await page.request.get(`/api/questions/random?categoryId=${categoryId}&count=${count}`)).json()) as { id: number; correctAnswer: string }[];
  for (const q of qs) {
    const res = await page.request.post("/api/answers", { data: { questionId: q.id, selectedAnswer: q.correctAnswer, timeSpent: 20, sessionId: null }, headers: { Origin: baseURL() } });
    expect(res.status()).toBe(201);
  }
}

describe("bookmarks and study plans in Chromium", () => {
  it("bookmarks a question during practice, shows it on /bookmarks, views it and removes it", async () => {
    const page = await newPage(browser);
    await register(page);
    await page.goto("/bookmarks");
    await page.waitForSelector("text=No Bookmarked Questions");
    expect(await page.getAttribute("a:has-text('Start Practicing')", "href")).toBe("/practice");

    await page.goto("/practice");
    await islandsReady(page);
    await page.selectOption("#practice-category", "4");
    await page.click("text=Start Practice Session");
    await page.waitForSelector("text=Question 1 of 25");
    const stem = (await page.textContent(".session-dialog .question-stem"))!.trim();
    await page.click(".session-dialog button:has-text('Bookmark')");
    await toast(page, "Question bookmarked");
    await page.waitForSelector(".session-dialog button:has-text('Bookmarked')");

    await page.goto("/bookmarks");
    await islandsReady(page);
    await page.waitForSelector("text=1 bookmarked");
    expect(await page.textContent(".bookmark-question")).toBe(stem);
    expect(await page.locator(".bookmark-choices li").count()).toBeLessThanOrEqual(4);
    expect(await page.textContent(".bookmark-foot")).toMatch(/Difficulty: Level [1-5]Correct answer: [A-F]\. /);

    await page.click("button:has-text('View')");
    await page.waitForSelector(".session-dialog[open] >> text=Question 1 of 1");
    expect((await page.textContent(".session-dialog .question-stem"))!.trim()).toBe(stem);
    await page.click(".session-dialog button[aria-label=Close]");

    await page.click("button:has-text('Remove')");
    await toast(page, "Bookmark removed");
    await page.waitForSelector("text=No Bookmarked Questions");
    await page.reload();
    await page.waitForSelector("text=No Bookmarked Questions");
    await page.close();
  });

  it("creates a plan, refuses one without a category, shows progress and offers Mark Complete only at 100%", async () => {
    const page = await newPage(browser);
    await register(page);
    await page.goto("/study-plan");
    await islandsReady(page);
    await page.waitForSelector("text=No Active Study Plans");
    const posts: string[] = [];
    page.on("request", (r) => r.method() === "POST" && r.url().endsWith("/api/study-plans") && posts.push(r.url()));

    await page.click("text=Create Your First Plan");
    await page.waitForSelector("dialog.plan-dialog[open] >> text=Create New Study Plan");
    expect(await page.inputValue("#plan-target")).toBe("85");
    expect(await page.inputValue("#plan-per-day")).toBe("25");
    await page.click("dialog.plan-dialog button:has-text('Create Plan')");
    await toast(page, "Category required");
    expect(posts).toEqual([]);

    await page.selectOption("#plan-category", "8"); // Basic Care and Comfort
    await page.focus("#plan-target");
    await page.keyboard.press("ArrowLeft"); // 85 → 80
    await page.locator("#plan-per-day").fill("10");
    expect(await page.textContent("output[for=plan-target]")).toBe("80%");
    await page.click("dialog.plan-dialog button:has-text('Create Plan')");
    await toast(page, "Study plan created");
    expect(posts).toHaveLength(1);
    await page.waitForSelector(".plan:has-text('Basic Care and Comfort') >> text=0% / 80%");
    expect(await page.textContent(".stat:has-text('Active Plans') .stat-value")).toBe("1");
    expect(await page.textContent(".stat:has-text('Avg Target Score') .stat-value")).toBe("80%");
    expect(await page.textContent(".stat:has-text('Daily Questions') .stat-value")).toBe("10");
    expect(await page.isVisible("text=Mark Complete")).toBe(false);
    expect(await page.getAttribute("a:has-text('Continue Practice')", "href")).toBe("/practice?categoryId=8");

    await answerCorrectly(page, 8, 4);
    await page.reload();
    await islandsReady(page);
    await page.waitForSelector(".plan >> text=100% / 80%");
    expect(await page.textContent(".plan dd:near(dt:has-text('Today'))")).toContain("4 / 10");
    await page.click("text=Mark Complete");
    await toast(page, "Study plan updated");
    await page.waitForSelector("text=Completed Study Plans");
    await page.waitForSelector("text=No Active Study Plans");
    expect(await page.textContent(".plan-completed")).toMatch(/Completed.*Target score80%.*Final score100%.*Daily questions10/);
    expect(await page.textContent(".stat:has-text('Completed Plans') .stat-value")).toBe("1");

    await page.goto("/practice?categoryId=8");
    await islandsReady(page);
    expect(await page.inputValue("#practice-category")).toBe("8");
    await page.close();
  });
});
