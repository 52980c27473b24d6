// A question session on a 390 px phone with touch, as a student meets it on
// every question: each item opens at its top with focus on its heading (every
// format), feedback takes focus after Submit, Back / ✕ / Escape ask before
// leaving a session in progress, and every session ends on a summary whose
// questions open with the answer, the key and every rationale.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { baseURL, islandsReady, launch, PHONE, register } from "./browser";
import { answerCurrent } from "./format-answers";
import { expectNoViolations } from "./axe";
import { FORMAT_NAMES } from "../lib/formats/names";

const DIALOG = ".session-dialog";
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launch();
  context = await browser.newContext({ ...PHONE, baseURL: baseURL(), bypassCSP: true }); // bypassCSP: for axe
  page = await context.newPage();
  await register(page);
});
afterAll(async () => {
  await browser?.close();
});

async function startPractice(format: string, count = 5) {
  await page.goto("/practice");
  await islandsReady(page);
  await page.selectOption("#practice-format", format);
  await page.locator("#practice-count").fill(String(count));
  await page.click("text=Start Practice Session");
  await page.waitForSelector(`${DIALOG} >> text=/^Question 1 of \\d+/`);
}

const focusedClass = () => page.evaluate(() => document.activeElement?.className ?? "");
const dialogScroll = () => page.$eval(DIALOG, (d) => d.scrollTop);
const leaveConfirm = () => page.locator(".leave-confirm[open]");

async function leaveSession() {
  await page.click(`${DIALOG} button[aria-label=Close]`);
  await leaveConfirm().waitFor();
  await page.click(".leave-confirm button:text-is('Leave')");
  await page.locator(`${DIALOG}[open]`).waitFor({ state: "detached" });
}

describe("a question session on a phone", () => {
  it("opens every format's next item at its top, focus on the item heading; feedback takes focus after Submit", async () => {
    for (const format of FORMAT_NAMES) {
      await startPractice(format);
      await answerCurrent(page, DIALOG, 0);
      await page.locator(`${DIALOG} .feedback`).first().waitFor();
      await expect.poll(focusedClass, { message: `${format}: focus after Submit` }).toContain("feedback");
      // Read down to the rationales, then move on.
      await page.$eval(DIALOG, (d) => (d.scrollTop = d.scrollHeight));
      await page.click(`${DIALOG} button:text-is('Next Question')`);
      await page.waitForSelector(`${DIALOG} >> text=/^Question 2 of/`);
      await expect.poll(dialogScroll, { message: `${format}: scroll after Next` }).toBe(0);
      await expect.poll(focusedClass, { message: `${format}: focus after Next` }).toContain("item-heading");
      await leaveSession();
    }
  });

  it("asks before ✕, Escape or Back leave a session in progress; Stay keeps the unsubmitted choice", async () => {
    await startPractice("single");
    // Nothing answered or chosen yet: Back closes the dialog at once and stays on the page.
    await page.goBack();
    await page.locator(`${DIALOG}[open]`).waitFor({ state: "detached" });
    expect(new URL(page.url()).pathname).toBe("/practice");

    await page.click("text=Start Practice Session");
    await page.waitForSelector(`${DIALOG} >> text=/^Question 1 of/`);
    await answerCurrent(page, DIALOG, 0);
    await page.click(`${DIALOG} button:text-is('Next Question')`);
    await page.locator(`${DIALOG} .option`).nth(2).click(); // chosen, not submitted

    await page.click(`${DIALOG} button[aria-label=Close]`);
    await leaveConfirm().waitFor();
    expect(await page.textContent(".leave-confirm")).toContain(
      "Leave this session?Your 1 answer is saved. Your choice on this question has not been submitted.",
    );
    await expectNoViolations(page, "the leave prompt (390 px)");
    await page.click(".leave-confirm button:text-is('Stay')");
    expect(await page.locator(`${DIALOG} input[type=radio]`).nth(2).isChecked()).toBe(true);

    await page.keyboard.press("Escape");
    await leaveConfirm().waitFor();
    await page.keyboard.press("Escape"); // Escape on the prompt means Stay
    await leaveConfirm().waitFor({ state: "detached" });
    expect(await page.isVisible(`${DIALOG}[open]`)).toBe(true);

    await page.goBack(); // the phone's back gesture
    await leaveConfirm().waitFor();
    expect(new URL(page.url()).pathname).toBe("/practice");
    await page.click(".leave-confirm button:text-is('Stay')");
    expect(await page.locator(`${DIALOG} input[type=radio]`).nth(2).isChecked()).toBe(true);
    await page.goBack();
    await page.click(".leave-confirm button:text-is('Leave')");
    await page.locator(`${DIALOG}[open]`).waitFor({ state: "detached" });
    expect(new URL(page.url()).pathname).toBe("/practice");
  });

  it("ends a practice session on its summary: score, time, every question, a missed one with its key and rationales", async () => {
    await startPractice("single", 5);
    for (let i = 0; i < 5; i++) {
      await page.waitForSelector(`${DIALOG} >> text=/^Question ${i + 1} of 5/`);
      await answerCurrent(page, DIALOG, i);
      await page.locator(`${DIALOG} .feedback`).first().waitFor();
      await page.click(`${DIALOG} .session-actions button >> text=/^(Next Question|Finish Session)$/`);
    }
    const summary = page.locator(`${DIALOG} .session-summary`);
    await summary.waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Practice session summary");
    expect(await summary.locator(".result-score").textContent()).toMatch(
      /^\d+%\d of 5 at full marks · \d of 5 points5 of 5 answered · Time \d+ (s|min \d+ s)$/,
    );
    expect(await summary.locator(".review-list > li").count()).toBe(5);
    const missed = summary.locator(".review-list > li.review-incorrect").first();
    const opened = (await missed.count()) ? missed : summary.locator(".review-list > li").first();
    await opened.locator("summary").click();
    expect(await opened.locator(".reviewed-option").count()).toBe(4);
    expect(await opened.locator(".reviewed-option .rationale").count()).toBe(4);
    await opened.locator(".badge-key").waitFor();
    await opened.locator("text=Your answer").waitFor();
    await expectNoViolations(page, "the practice summary (390 px)");
    await Promise.all([page.waitForEvent("load"), summary.locator("button:text-is('Close')").click()]);
  });

  it("shows a timed test's results with each question's option texts and rationales", async () => {
    await page.goto("/timed-tests");
    await islandsReady(page);
    await page.selectOption("#timed-type", "25");
    await page.click("text=Start Timed Test");
    for (let i = 1; i <= 25; i++) {
      await page.waitForSelector(`${DIALOG} >> text=/^Question ${i} of 25/`);
      await answerCurrent(page, DIALOG, i);
    }
    await page.waitForSelector("text=Timed Test Results");
    expect(await page.textContent(`${DIALOG} .result-score`)).toMatch(/Time used \d+ (s|min \d+ s) of 25 min/);
    const single = page
      .locator(`${DIALOG} .review-list > li:has(.review-meta:text-matches("^Multiple choice"))`)
      .first();
    await single.locator("summary").click();
    expect(await single.locator(".reviewed-option .option-text, .reviewed-option").count()).toBeGreaterThanOrEqual(4);
    expect((await single.locator(".reviewed-option").first().textContent())!.length).toBeGreaterThan(10);
    expect(await single.locator(".reviewed-option .rationale").count()).toBe(4);
    const ngn = page
      // Not multiple choice, and with an element rationale to read (a calculation teaches by its worked solution).
      .locator(
        `${DIALOG} .review-list > li:not(:has(.review-meta:text-matches("^Multiple choice"))):has(.element-review .rationale)`,
      )
      .first();
    await ngn.locator("summary").click();
    await ngn.locator(".element-review .rationale").first().waitFor();
    await expectNoViolations(page, "Timed Test Results with a question open (390 px)");
  });
});
