// The tutor-mode tools on a 390 px phone, by keyboard alone: strike out an
// option (it stays selectable) and highlight a word of the stem; both go with
// the question, and neither shows in a timed test.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { islandsReady, launch, newPage, PHONE, register } from "./browser";
import { answerCurrent } from "./format-answers";
import { expectNoViolations } from "./axe";

const DIALOG = ".session-dialog";
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launch();
  page = await newPage(browser, { ...PHONE, bypassCSP: true }); // bypassCSP: for axe
  await register(page);
});
afterAll(async () => {
  await browser?.close();
});

async function startPractice(format: string) {
  await page.goto("/practice");
  await islandsReady(page);
  await page.selectOption("#practice-format", format);
  await page.locator("#practice-count").fill("3");
  await page.click("text=Start Practice Session");
  await page.waitForSelector(`${DIALOG} >> text=/^Question 1 of \\d+/`);
}

const focused = () =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return `${el?.getAttribute("aria-label") ?? el?.textContent?.trim().slice(0, 40)} .${el?.className}`;
  });

/** Presses Tab until the focused element matches (at most 40 times); fails if it never does. */
async function tabTo(match: RegExp) {
  for (let i = 0; i < 40; i++) {
    if (match.test(await focused())) return;
    await page.keyboard.press("Tab");
  }
  expect(await focused()).toMatch(match);
}

const strikeB = () => page.locator(`${DIALOG} button[aria-label='Strike out option B']`);
const optionB = () => page.locator(`${DIALOG} label.option:has(.option-label:text-is('B'))`);

async function strikeOutBByKeyboard() {
  await tabTo(/^Strike out option B /);
  await page.keyboard.press("Space");
  expect(await strikeB().getAttribute("aria-pressed")).toBe("true");
  await expect
    .poll(() =>
      optionB()
        .locator(".option-text")
        .evaluate((e) => getComputedStyle(e).textDecorationLine),
    )
    .toBe("line-through");
  expect(await optionB().textContent()).toContain("(struck out)");
}

describe("tutor tools on a phone, by keyboard", () => {
  it("strikes out a single-answer option that stays selectable, highlights a stem word; both go with the question", async () => {
    await startPractice("single");
    await strikeOutBByKeyboard();
    // Still selectable: Shift+Tab back to the radio group and choose B by keyboard.
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Space");
    await expect.poll(() => optionB().locator("input").isChecked()).toBe(true);
    expect(await optionB().getAttribute("class")).toContain("option-struck");

    // Highlight the stem's second word: focus the stem, move one word, extend one word, Tab to Highlight.
    await page.keyboard.press("Shift+Tab");
    for (let i = 0; i < 40 && !/stem-highlightable/.test(await focused()); i++) await page.keyboard.press("Shift+Tab");
    expect(await focused()).toMatch(/stem-highlightable/);
    const stem = page.locator(`${DIALOG} .question-stem`);
    const words = (await stem.textContent())!.split(/\s+/);
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Shift+ArrowRight");
    await page.locator(`${DIALOG} button:text-is('Highlight')`).waitFor(); // appears with the selection
    await page.keyboard.press("Tab");
    expect(await focused()).toMatch(/^Highlight /);
    await page.keyboard.press("Enter");
    const marked = (await stem.locator("mark").textContent())!;
    expect(marked).toMatch(/^\w\S*$/); // a word, without the space before it
    expect(words[1].startsWith(marked), `"${marked}" begins the second word, "${words[1]}"`).toBe(true);
    expect(await stem.textContent()).toBe(words.join(" ")); // the stem's text is unchanged
    await expectNoViolations(page, "practice item with a strike-out and a highlight");

    // Clear highlights, by keyboard too.
    await page.keyboard.press("Tab");
    expect(await focused()).toMatch(/^Clear highlights /);
    await page.keyboard.press("Enter");
    expect(await stem.locator("mark").count()).toBe(0);
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Shift+ArrowRight");
    await page.locator(`${DIALOG} button:text-is('Highlight')`).waitFor();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    expect(await stem.locator("mark").count()).toBe(1);

    // After grading the tools go (the feedback shows every option as it is); the next question starts clean.
    await page.click(`${DIALOG} button:text-is('Submit Answer')`);
    await page.locator(`${DIALOG} .feedback`).waitFor();
    expect(await strikeB().count()).toBe(0);
    expect(await page.locator(`${DIALOG} .option-struck`).count()).toBe(0);
    await page.click(`${DIALOG} button:text-is('Next Question')`);
    await page.waitForSelector(`${DIALOG} >> text=/^Question 2 of/`);
    expect(await strikeB().getAttribute("aria-pressed")).toBe("false");
    expect(await page.locator(`${DIALOG} .question-stem mark`).count()).toBe(0);
  });

  it("strikes out a select-all option by keyboard; it stays selectable", async () => {
    await startPractice("sata");
    await page.locator(`${DIALOG} .question[data-live]`).waitFor(); // its view has loaded and is live
    await strikeOutBByKeyboard();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Space");
    await expect.poll(() => optionB().locator("input").isChecked()).toBe(true);
    await page.keyboard.press("Space");
    await expect.poll(() => optionB().locator("input").isChecked()).toBe(false);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter"); // un-strike
    expect(await strikeB().getAttribute("aria-pressed")).toBe("false");
    expect(await optionB().getAttribute("class")).not.toContain("option-struck");
    await expectNoViolations(page, "select-all item in tutor mode");
  });

  it("shows neither tool in a timed test", async () => {
    await page.goto("/timed-tests");
    await islandsReady(page);
    await page.selectOption("#timed-type", "25");
    await page.click("text=Start Timed Test");
    let withOptions = 0;
    for (let i = 1; i <= 6; i++) {
      await page.waitForSelector(`${DIALOG} >> text=Question ${i} of 25`);
      await page.locator(`${DIALOG} fieldset`).first().waitFor(); // the item's view has loaded
      if ((await page.locator(`${DIALOG} .option`).count()) > 0) withOptions++;
      expect(await page.locator(`${DIALOG} .strike-btn`).count()).toBe(0);
      expect(await page.locator(`${DIALOG} .stem-highlightable, ${DIALOG} .stem-tools`).count()).toBe(0);
      await answerCurrent(page, DIALOG, i);
    }
    expect(withOptions, "some of the items checked have options to strike").toBeGreaterThan(0);
  });
});
