import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { islandsReady, launch, newPage, register } from "./browser";
import { answerControls, answerCurrent, shownKind } from "./format-answers";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const DIALOG = ".session-dialog";

describe("practice and timed tests in Chromium", () => {
  it("lets a visitor practise with feedback and shows the 'Practice Mode' toast once", async () => {
    const page = await newPage(browser);
    await page.goto("/practice");
    await islandsReady(page);
    await page.click("text=You can still practice questions without an account");
    await page.waitForSelector("text=Question 1 of 10");
    for (let i = 1; i <= 5; i++) {
      await page.waitForSelector(`text=Question ${i} of 10`);
      // Visitors practise multiple choice only: only the server grades the other formats, and a visitor's answers are not sent to it.
      expect(await answerCurrent(page, DIALOG, i)).toBe("single");
      await page.waitForSelector(".feedback");
      expect(await page.locator(".option-correct").count()).toBe(1);
      expect(await page.locator(".rationale").count()).toBe(4);
      if (i === 1) await page.waitForSelector("text=Login to save progress and view detailed analytics.");
      await page.click(".session-actions button:text-is('Next Question')");
    }
    // The toast was raised for the first failed save only.
    await page.waitForTimeout(200);
    expect(await page.locator(".toast:has-text('Practice Mode')").count()).toBeLessThanOrEqual(1);
    expect(await page.evaluate(() => sessionStorage.getItem("nclex:practice-mode-toast"))).toBe("1");
    await page.close();
  });

  it("completes a signed-in 10-question practice session and the Practice page's stats change", async () => {
    const page = await newPage(browser);
    await register(page);
    await page.goto("/practice");
    await islandsReady(page);
    expect(await page.textContent(".stat:has-text('Questions Practiced') .stat-value")).toBe("0");
    await page.selectOption("#practice-category", "3"); // Maternity
    await page.locator("#practice-count").fill("10");
    expect(await page.textContent("output")).toBe("10");
    await page.click("text=Start Practice Session");
    await page.waitForSelector("text=Question 1 of 10");
    expect(await page.isVisible(".session-actions button:text-is('Previous')")).toBe(false);
    let firstKind = "";
    for (let i = 1; i <= 10; i++) {
      await page.waitForSelector(`text=Question ${i} of 10`);
      const kind = await answerCurrent(page, DIALOG, i); // whatever format the mix served
      if (i === 1) firstKind = kind;
      await page.waitForSelector(".feedback");
      if (i === 2) {
        await page.click(".session-actions button:text-is('Previous')");
        await page.waitForSelector("text=Question 1 of 10");
        // The answered question stays locked, whatever its format: its feedback shows and nothing in it can be changed.
        await page.waitForSelector(`${DIALOG} .question .feedback`);
        expect(await shownKind(page, DIALOG)).toBe(firstKind);
        expect(await answerControls(page, DIALOG).count()).toBe(0);
        if (firstKind === "single")
          expect(await page.locator(`${DIALOG} input[type=radio]`).first().isDisabled()).toBe(true);
        expect(await page.locator(`${DIALOG} button`, { hasText: /^(Submit Answer|Finish Test)$/ }).count()).toBe(0);
        await page.click(".session-actions button:text-is('Next Question')");
        await page.waitForSelector("text=Question 2 of 10");
      }
      if (i < 10) await page.click(".session-actions button:text-is('Next Question')");
    }
    // The session ends on its summary (the completion toast beside it); Close reloads the page with the new stats.
    await page.click(".session-dialog button:text-is('Finish Session')");
    await page.waitForSelector(`${DIALOG} .session-summary`);
    await page.waitForSelector("text=Practice session completed!");
    expect(await page.locator(`${DIALOG} .review-list > li`).count()).toBe(10);
    await Promise.all([page.waitForEvent("load"), page.click(`${DIALOG} .session-summary button:text-is('Close')`)]);
    await page.waitForSelector("text=Practice session completed!");
    expect(await page.textContent(".stat:has-text('Questions Practiced') .stat-value")).toBe("10");
    expect(await page.textContent(".perf-list")).toContain("Maternity");
    await page.close();
  });

  it("completes a Quick timed test with a PASS, BORDERLINE or FAIL result and lists it", async () => {
    const page = await newPage(browser);
    await register(page);
    await page.goto("/timed-tests");
    await islandsReady(page);
    await page.selectOption("#timed-type", "25");
    expect(await page.textContent(".details-box")).toContain("25 minutes time limit");
    await page.click("text=Start Timed Test");
    await page.waitForSelector("text=Timed Test Question");
    for (let i = 1; i <= 25; i++) {
      await page.waitForSelector(`text=Question ${i} of 25`);
      expect(await page.isVisible(".session-dialog button:has-text('Previous')")).toBe(false);
      await answerCurrent(page, DIALOG, i);
    }
    await page.waitForSelector("text=Timed Test Results");
    expect(await page.textContent(".result-label")).toMatch(/^(PASS|BORDERLINE|FAIL)$/);
    expect(await page.locator(".review-list > li").count()).toBe(25);
    await Promise.all([page.waitForEvent("load"), page.click(".results button:text-is('Close')")]);
    expect(await page.textContent(".stat:has-text('Timed Tests Taken') .stat-value")).toBe("1");
    expect(await page.textContent(".timed-list")).toContain("25 Questions");
    await page.close();
  });

  it("submits a timed test automatically when the countdown reaches zero", async () => {
    const page = await newPage(browser);
    await register(page);
    await page.clock.install();
    await page.goto("/timed-tests");
    await islandsReady(page);
    await page.selectOption("#timed-type", "25");
    await page.click("text=Start Timed Test");
    await page.waitForSelector("text=Question 1 of 25");
    await answerCurrent(page, DIALOG);
    await page.waitForSelector("text=Question 2 of 25");
    expect(await page.textContent("[role=timer]")).toMatch(/2[45]:\d\d/);
    await page.clock.runFor("25:01");
    await page.waitForSelector("text=Timed Test Results");
    await page.waitForSelector("text=Your timed test has been submitted automatically.");
    expect(await page.textContent(".toast")).toContain("Time's up!");
    expect(await page.locator(".review-list > li").count()).toBe(25);
    await page.close();
  });

  it("filters the Question Bank specialties and shows the empty state", async () => {
    const page = await newPage(browser);
    await register(page);
    await page.goto("/question-bank");
    await islandsReady(page);
    expect(await page.locator(".specialty").count()).toBe(7);
    await page.fill("#specialty-search", "LABORATORY");
    expect(await page.locator(".specialty").count()).toBe(1);
    expect(await page.textContent("[data-testid=ready-count]")).toBe("1");
    await page.fill("#specialty-search", "newborn");
    expect(await page.textContent(".specialty h2")).toBe("Maternity");
    await page.fill("#specialty-search", "dermatology");
    await page.waitForSelector("text=No specialties found");
    expect(await page.textContent("[data-testid=ready-count]")).toBe("0");
    await page.fill("#specialty-search", "");
    await Promise.all([
      page.waitForURL(/specialty=labs/),
      page.click(".specialty:has-text('Labs') >> text=Practice Now"),
    ]);
    expect(await page.textContent(".page-header p")).toBe("Customizing for Laboratory Values specialty");
    await islandsReady(page);
    expect(
      await page.$eval(
        "#practice-category",
        (el) => (el as unknown as HTMLSelectElement).selectedOptions[0].textContent,
      ),
    ).toMatch(/^Reduction of Risk Potential/);
    await page.close();
  });
});
