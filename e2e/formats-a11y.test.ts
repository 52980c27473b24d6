// axe-core with each item format open in the practice dialog, before
// answering and after grading (marks, points, rationales), at desktop width
// and on a 390 px phone: zero violations. No rule is disabled.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { baseURL, DESKTOP, launch, PHONE, register } from "./browser";
import { openPage } from "./pages";
import { expectNoViolations } from "./axe";
import { answerCurrent, shownKind, viewKindOf } from "./format-answers";
import { FORMAT_NAMES } from "../lib/formats/names";

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

let browser: Browser;
let student: StorageState;

beforeAll(async () => {
  browser = await launch();
  const context = await browser.newContext({ ...DESKTOP, baseURL: baseURL() });
  await register(await context.newPage());
  student = await context.storageState();
  await context.close();
});
afterAll(async () => {
  await browser?.close();
});

const VIEWPORTS = [
  ["desktop", DESKTOP],
  ["phone", PHONE],
] as const;

describe.each(VIEWPORTS)("item formats at %s width", (vp, viewport) => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    // One page per width, the page's CSP bypassed for the injected axe script.
    context = await browser.newContext({ ...viewport, baseURL: baseURL(), bypassCSP: true, storageState: student });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  it.each(FORMAT_NAMES)("%s in the practice dialog, before answering and after grading", async (format) => {
    await openPage(page, "/practice");
    await page.selectOption("#practice-format", format);
    await page.click("text=Start Practice Session");
    await page.waitForSelector(".session-dialog[open] >> text=Question 1 of");
    expect(await shownKind(page, ".session-dialog")).toBe(viewKindOf(format));
    await expectNoViolations(page, `${format} before answering (${vp})`);
    await answerCurrent(page, ".session-dialog", 1);
    await page.waitForSelector(".session-dialog .feedback");
    expect(await page.locator(".session-dialog .ngn-mark, .session-dialog .option-correct").count()).toBeGreaterThan(0);
    await expectNoViolations(page, `${format} graded (${vp})`);
  });
});
