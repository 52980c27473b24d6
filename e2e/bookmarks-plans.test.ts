import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { baseURL, islandsReady, launch, newPage, register } from "./browser";
import { answerCurrent, shownKind } from "./format-answers";
import { FORMAT_LABELS, type FormatName } from "../lib/formats/names";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const toast = (page: Page, title: string) => page.waitForSelector(`.toast:has-text("${title}")`);

/** Waits for the toast and checks its description, the text the student reads. */
async function toastSays(page: Page, title: string, description: string) {
  const t = await toast(page, title);
  expect(await (await t.$(".toast-description"))!.textContent()).toBe(description);
}

const bookmarkButton = ".session-dialog .question-tools button:has-text('Bookmark')";
const pressed = (page: Page) => page.getAttribute(bookmarkButton, "aria-pressed");

/** Answers `count` questions of a category through the API, the first `correct` of them correctly. */
async function answer(page: Page, categoryId: number, count: number, correct = count) {
  const qs = (await (
    await page.request.get(`/api/questions/random?categoryId=${categoryId}&count=${count}&type=single`)
  ).json()) as { id: number; correctAnswer: string; options: { label: string }[] }[];
  for (const [i, q] of qs.entries()) {
    const choice = i < correct ? q.correctAnswer : q.options.find((o) => o.label !== q.correctAnswer)!.label;
    const res = await page.request.post("/api/answers", {
      data: { questionId: q.id, selectedAnswer: choice, timeSpent: 20, sessionId: null },
      headers: { Origin: baseURL() },
    });
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
    const kind = await shownKind(page, ".session-dialog"); // whatever format the mix served first
    expect(await pressed(page)).toBe("false");
    await page.click(bookmarkButton);
    await toastSays(page, "Question bookmarked", "Added to your bookmarks for review later.");
    await page.waitForSelector(`${bookmarkButton}[aria-pressed=true]:has-text('Bookmarked')`);
    // Clicking again removes it; a third click bookmarks it again.
    await page.click(bookmarkButton);
    await toastSays(page, "Bookmark removed", "Question removed from bookmarks.");
    await page.waitForSelector(`${bookmarkButton}[aria-pressed=false]`);
    await page.click(bookmarkButton);
    await page.waitForSelector(`${bookmarkButton}[aria-pressed=true]`);
    // The next question starts unbookmarked; Previous shows the first as bookmarked still.
    await answerCurrent(page, ".session-dialog");
    await page.click(".session-actions button:text-is('Next Question')");
    await page.waitForSelector("text=Question 2 of 25");
    expect(await pressed(page)).toBe("false");
    await page.click(bookmarkButton);
    await page.waitForSelector(`${bookmarkButton}[aria-pressed=true]`);
    await page.click(".session-actions button:text-is('Previous')");
    await page.waitForSelector("text=Question 1 of 25");
    expect(await pressed(page)).toBe("true");

    await page.goto("/bookmarks");
    await islandsReady(page);
    await page.waitForSelector("text=2 bookmarked");
    const first = page.locator(".bookmark").filter({ hasText: stem });
    expect(await first.locator(".bookmark-choices li").count()).toBeLessThanOrEqual(4);
    // A multiple-choice card shows its key; any other format's key comes only with a graded answer.
    const label =
      kind === "dnd"
        ? `(${FORMAT_LABELS.dnd_cloze}|${FORMAT_LABELS.dnd_rationale})`
        : FORMAT_LABELS[kind as FormatName];
    expect(await first.locator(".bookmark-foot").textContent()).toMatch(
      kind === "single"
        ? /^Difficulty: Level [1-5]Correct answer: [A-F]\. /
        : new RegExp(`^Difficulty: Level [1-5]${label}: answer it \\(View\\) to see the key$`),
    );

    // View opens the question already marked as bookmarked; un-bookmarking it there updates the list behind.
    await first.locator("button:has-text('View')").click();
    await page.waitForSelector(".session-dialog[open] >> text=Question 1 of 1");
    expect((await page.textContent(".session-dialog .question-stem"))!.trim()).toBe(stem);
    await page.waitForSelector(`${bookmarkButton}[aria-pressed=true]:has-text('Bookmarked')`);
    await page.click(bookmarkButton);
    await toastSays(page, "Bookmark removed", "Question removed from bookmarks.");
    await page.click(".session-dialog button[aria-label=Close]");
    await page.waitForSelector("text=1 bookmarked");
    expect(await page.locator(".bookmark").filter({ hasText: stem }).count()).toBe(0);

    await page.click("button:has-text('Remove')");
    await toastSays(page, "Bookmark removed", "Question removed from bookmarks.");
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
    // A server failure keeps the dialog open and says so.
    await page.route("**/api/study-plans", (r) =>
      r.request().method() === "POST"
        ? r.fulfill({ status: 500, contentType: "application/json", body: '{"message":"Internal error"}' })
        : r.continue(),
    );
    await page.click("dialog.plan-dialog button:has-text('Create Plan')");
    await toastSays(page, "Error", "Failed to create study plan. Please try again.");
    expect(await page.isVisible("dialog.plan-dialog[open]")).toBe(true);
    await page.unroute("**/api/study-plans");
    await page.click("dialog.plan-dialog button:has-text('Create Plan')");
    await toastSays(page, "Study plan created", "Your personalized study plan has been created successfully.");
    expect(posts).toHaveLength(2);
    await page.waitForSelector(".plan:has-text('Basic Care and Comfort') >> text=0% / 80%");
    expect(await page.textContent(".stat:has-text('Active Plans') .stat-value")).toBe("1");
    expect(await page.textContent(".stat:has-text('Avg Target Score') .stat-value")).toBe("80%");
    expect(await page.textContent(".stat:has-text('Daily Questions') .stat-value")).toBe("10");
    expect(await page.isVisible("text=Mark Complete")).toBe(false);
    expect(await page.getAttribute("a:has-text('Continue Practice')", "href")).toBe("/practice?categoryId=8");

    await answer(page, 8, 4, 2); // 50% of an 80% target: 62% progress
    await page.reload();
    await islandsReady(page);
    await page.waitForSelector(".plan >> text=50% / 80%");
    expect(await page.getAttribute(".plan [role=progressbar]", "aria-valuenow")).toBe("62");
    expect(await page.isVisible("text=Mark Complete")).toBe(false);
    expect(await page.isVisible("a:has-text('Continue Practice')")).toBe(true);

    await answer(page, 8, 6); // 8 of 10 = 80%: the target is reached
    await page.reload();
    await islandsReady(page);
    await page.waitForSelector(".plan >> text=80% / 80%");
    expect(await page.getAttribute(".plan [role=progressbar]", "aria-valuenow")).toBe("100");
    expect(await page.textContent(".plan dd:near(dt:has-text('Today'))")).toContain("10 / 10");
    expect(await page.isVisible("a:has-text('Continue Practice')")).toBe(false);
    await page.click("text=Mark Complete");
    await toastSays(page, "Study plan updated", "Your study plan has been updated successfully.");
    await page.waitForSelector("text=Completed Study Plans");
    await page.waitForSelector("text=No Active Study Plans");
    expect(await page.textContent(".plan-completed")).toMatch(
      /Completed.*Target score80%.*Final score80%.*Daily questions10/,
    );
    expect(await page.textContent(".stat:has-text('Completed Plans') .stat-value")).toBe("1");

    await page.goto("/practice?categoryId=8");
    await islandsReady(page);
    expect(await page.inputValue("#practice-category")).toBe("8");
    await page.close();
  });
});
