// The alternate formats of issue 28 on a 390 px phone with axe: one item of
// each (calculation, hot spot, exhibit, graphic) answered by touch, and one
// answered by keyboard alone, in the practice dialog, then graded with
// feedback. Hot-spot regions are buttons at least 44 x 44 CSS px with a visible
// focus ring; the calculation entry opens the decimal keypad and shows its unit.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { baseURL, DESKTOP, launch, PHONE, register } from "./browser";
import { openPage } from "./pages";
import { expectNoViolations } from "./axe";
import {
  answerByKeyboard,
  CALC_VALUE,
  regionsToSelect,
  shownKind,
  submitButton,
  submitByKeyboard,
} from "./format-answers";

const SCOPE = ".session-dialog";
const FORMATS = ["calculation", "hot_spot", "exhibit", "graphic"] as const;
type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

let browser: Browser;
let student: StorageState;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launch();
  const c = await browser.newContext({ ...DESKTOP, baseURL: baseURL() });
  await register(await c.newPage());
  student = await c.storageState();
  await c.close();
  context = await browser.newContext({ ...PHONE, baseURL: baseURL(), bypassCSP: true, storageState: student });
  page = await context.newPage();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

async function start(format: string) {
  await openPage(page, "/practice");
  await page.selectOption("#practice-format", format);
  await page.click("text=Start Practice Session");
  await page.waitForSelector(`${SCOPE}[open] >> text=Question 1 of`);
  expect(await shownKind(page, SCOPE)).toBe(format);
}
const area = () => page.locator(`${SCOPE} fieldset.ngn`).first();

/** Answers by taps only (the phone context has touch). */
async function answerByTouch(format: (typeof FORMATS)[number]) {
  const a = area();
  if (format === "calculation") {
    const input = a.locator("input.calc-input");
    expect(await input.getAttribute("inputmode")).toBe("decimal");
    await expect_visible(a.locator(".calc-unit"));
    await input.tap();
    await input.fill(CALC_VALUE);
  } else if (format === "hot_spot") {
    const regions = a.locator("button.hotspot-region");
    for (let i = 0; i < (await regions.count()); i++) {
      const box = (await regions.nth(i).boundingBox())!;
      expect(Math.min(box.width, box.height), `region ${i} tap target`).toBeGreaterThanOrEqual(44);
      expect(await regions.nth(i).getAttribute("aria-label")).toMatch(/\w{4}/);
    }
    // 8 of the bank's 43 hot spots key two areas, and Submit waits for as many as the item asks.
    for (let k = 2; k < 2 + (await regionsToSelect(a)); k++) {
      await regions.nth(k).tap();
      expect(await regions.nth(k).getAttribute("aria-pressed")).toBe("true");
    }
  } else {
    const options = a.locator(".option");
    await options.nth(0).tap();
    if ((await a.locator("input[type=checkbox]").count()) > 0) await options.nth(2).tap();
  }
}
async function expect_visible(l: Locator) {
  expect(await l.isVisible()).toBe(true);
}

describe("alternate formats on a 390 px phone", () => {
  it.each(FORMATS)("%s: answered by touch, graded with feedback, axe clean before and after", async (format) => {
    await start(format);
    await expectNoViolations(page, `${format} before answering (phone)`);
    await answerByTouch(format);
    await submitButton(page, SCOPE).tap();
    await page.waitForSelector(`${SCOPE} .feedback`);
    if (format === "calculation") await page.waitForSelector(`${SCOPE} .calc-steps li`);
    if (format === "hot_spot") await page.waitForSelector(`${SCOPE} .ngn-feedback-entry`);
    expect(await page.locator(`${SCOPE} .ngn-mark`).count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoViolations(page, `${format} graded (phone)`);
  });

  it.each(FORMATS)("%s: answered and submitted by keyboard alone", async (format) => {
    await start(format);
    await answerByKeyboard(page, SCOPE);
    if (format === "hot_spot") {
      const focused = page.locator(`${SCOPE} button.hotspot-region:focus`);
      expect(await focused.getAttribute("aria-pressed")).toBe("true");
      // The focus ring is drawn (an outline), not only the browser default on some element.
      expect(await focused.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe("solid");
    }
    if (format === "calculation") expect(await area().locator("input.calc-input").inputValue()).toBe(CALC_VALUE);
    await submitByKeyboard(page, SCOPE);
    await page.waitForSelector(`${SCOPE} .feedback`);
    expect(await page.locator(`${SCOPE} .feedback`).textContent()).toMatch(/of 1 point|of \d+ points/);
  });
});
