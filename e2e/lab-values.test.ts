// The Lab Values reference drawer (issue 27) as a student meets it, on a
// 390 px phone with touch and on a desktop: opened by keyboard in a tutor
// practice session (its code and data load only then), every group headed,
// Potassium's range in US units with SI in brackets and its source, a filter
// that narrows the rows, the list scrolling inside the drawer, axe clean,
// Escape and Close returning the focus to the button; then in the review of
// the finished test (/activity/:id). Never in a timed test or the NCLEX-day run.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { DESKTOP, islandsReady, launch, PHONE, registeredStudent } from "./browser";
import { expectNoViolations } from "./axe";
import { answerCurrent, tabTo } from "./format-answers";
import type { LabValues } from "../lib/lab-values";

const LABS = JSON.parse(readFileSync(new URL("../content/lab-values.json", import.meta.url), "utf8")) as LabValues;
const POTASSIUM = LABS.groups.flatMap((g) => g.rows).find((r) => /^potassium/i.test(r.name))!;
const DIALOG = ".session-dialog";
const DRAWER = ".labs-drawer";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const student = (options: BrowserContextOptions) => registeredStudent(browser, options);

const focusedInDrawer = (page: Page) =>
  page.evaluate((sel) => {
    const el = document.activeElement;
    return el?.closest(sel) ? el.id || el.tagName : null;
  }, DRAWER);
const openerFocused = (page: Page, scope: string) =>
  page.evaluate((s) => !!document.activeElement?.matches(`${s} button.labs-open`), scope);

/** Opens the drawer from `scope`'s button by keyboard (Tab to it, Enter) and checks what it shows. */
async function openByKeyboard(page: Page, scope: string, phone: boolean) {
  const opener = page.locator(`${scope} button.labs-open`);
  await tabTo(page, opener);
  await page.keyboard.press("Enter");
  await page.locator(`${DRAWER}[open]`).waitFor();
  expect(await opener.getAttribute("aria-expanded")).toBe("true");
  // The focus moves in: to the heading on a touch screen (no keyboard raised over the list), else to the filter.
  await expect.poll(() => focusedInDrawer(page)).toBe(phone ? "labs-title" : "labs-filter");
}

async function checkContents(page: Page, phone: boolean) {
  const drawer = page.locator(DRAWER);
  expect(await drawer.locator("h2").textContent()).toBe("Lab Values");
  expect(await drawer.locator("h3").allTextContents()).toEqual(LABS.groups.map((g) => g.title));
  const row = drawer.locator(".labs-row", { hasText: POTASSIUM.name });
  const text = (await row.textContent())!;
  expect(text).toContain(`${POTASSIUM.us} [${POTASSIUM.si}]`);
  expect(text).toContain("Lab reference interval — labs vary");
  expect(await drawer.locator(".labs-source", { hasText: /^Therapeutic range: / }).count()).toBeGreaterThan(0);

  // The drawer fits the screen and its list scrolls inside it, under the heading.
  const box = (await drawer.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width + 0.5);
  expect(box.height).toBeLessThanOrEqual(viewport.height + 0.5);
  if (phone) expect(box.width).toBeGreaterThan(viewport.width - 1);
  const list = drawer.locator(".labs-body");
  expect(await list.evaluate((e) => e.scrollHeight > e.clientHeight)).toBe(true);
  await list.evaluate((e) => (e.scrollTop = e.scrollHeight));
  await drawer.locator(".labs-row").last().waitFor();
  expect(await drawer.locator(".labs-row").last().isVisible()).toBe(true);
  expect(await drawer.locator("h2").isVisible()).toBe(true);
  await list.evaluate((e) => (e.scrollTop = 0));
}

async function checkFilter(page: Page) {
  const drawer = page.locator(DRAWER);
  const all = await drawer.locator(".labs-row").count();
  await tabTo(page, drawer.locator("#labs-filter"));
  await page.keyboard.type("potass");
  await expect.poll(() => drawer.locator(".labs-row").count()).toBeLessThan(all);
  const names = await drawer.locator(".labs-name").allTextContents();
  expect(names.length).toBeGreaterThan(0);
  for (const n of names) expect(n).toMatch(/potass/i);
  expect(await drawer.locator(".labs-status[role=status]").textContent()).toBe(
    `${names.length} lab value${names.length === 1 ? "" : "s"} shown`,
  );
  await page.keyboard.type("zzz");
  await expect.poll(() => drawer.locator(".labs-row").count()).toBe(0);
  expect(await drawer.locator(".labs-status[role=status]").textContent()).toBe("No lab value matches “potasszzz”.");
  await page.locator("#labs-filter").fill("");
  await expect.poll(() => drawer.locator(".labs-row").count()).toBe(all);
}

describe.each([
  ["phone", PHONE, true],
  ["desktop", DESKTOP, false],
] as const)("the Lab Values drawer at %s width", (label, options, phone) => {
  it("opens by keyboard in a tutor session, filters, closes by Escape and Close, and opens in the test's review", async () => {
    const { page, scripts, context } = await student(options);
    await page.goto("/practice");
    await islandsReady(page);
    await page.selectOption("#practice-format", "single");
    const created = page.waitForResponse(
      (r) => new URL(r.url()).pathname === "/api/sessions" && r.request().method() === "POST",
    );
    await page.click("text=Start Practice Session");
    const sessionId = ((await (await created).json()) as { id: number }).id;
    const heading = page.locator(`${DIALOG} .item-heading`);
    await heading.filter({ hasText: /^Question 1 of \d+/ }).waitFor();
    const total = Number(/of (\d+)/.exec((await heading.textContent())!)![1]);
    expect(
      scripts.some((s) => /LabValuesDrawer/.test(s)),
      "the drawer's code is not loaded before it opens",
    ).toBe(false);

    await openByKeyboard(page, DIALOG, phone);
    expect(scripts.some((s) => /LabValuesDrawer/.test(s))).toBe(true);
    await checkContents(page, phone);
    await expectNoViolations(page, `Lab Values drawer in a tutor session (${label})`);
    await checkFilter(page);

    // Escape closes the drawer only: the question stays, the focus is back on the button.
    await page.keyboard.press("Escape");
    await page.locator(DRAWER).waitFor({ state: "detached" });
    expect(await heading.textContent()).toMatch(new RegExp(`^Question 1 of ${total}`));
    expect(await page.locator(".leave-confirm").count()).toBe(0);
    await expect.poll(() => openerFocused(page, DIALOG)).toBe(true);
    // Close does the same; opened by a tap (or a click) this time.
    const opener = page.locator(`${DIALOG} button.labs-open`);
    await (phone ? opener.tap() : opener.click());
    await page.locator(`${DRAWER} button`, { hasText: "Close" }).click();
    await page.locator(DRAWER).waitFor({ state: "detached" });
    await expect.poll(() => openerFocused(page, DIALOG)).toBe(true);
    expect(await opener.getAttribute("aria-expanded")).toBe("false");

    // Finish the test; its review offers the drawer too.
    for (let i = 1; i <= total; i++) {
      await heading.filter({ hasText: `Question ${i} of ${total}` }).waitFor();
      await answerCurrent(page, DIALOG, i);
      await page.waitForSelector(`${DIALOG} .feedback`);
      await page.click(`${DIALOG} .session-actions button >> text=/^(Next Question|Finish Session)$/`);
    }
    await page.waitForSelector(`${DIALOG} .session-summary`);
    await page.goto(`/activity/${sessionId}`);
    await islandsReady(page);
    await openByKeyboard(page, ".review-heading-row", phone);
    await checkContents(page, phone);
    await expectNoViolations(page, `Lab Values drawer in a previous test's review (${label})`);
    await page.keyboard.press("Escape");
    await page.locator(DRAWER).waitFor({ state: "detached" });
    await expect.poll(() => openerFocused(page, ".review-heading-row")).toBe(true);
    await context.close();
  });
});

describe("where the Lab Values drawer is never offered", () => {
  it("is absent in a timed test (the calculator shows)", async () => {
    const { page, context } = await student(PHONE);
    await page.goto("/timed-tests");
    await islandsReady(page);
    await page.selectOption("#timed-type", "25");
    await page.click("text=Start Timed Test");
    for (let i = 1; i <= 3; i++) {
      await page.waitForSelector(`${DIALOG} >> text=Question ${i} of 25`);
      await page.locator(`${DIALOG} fieldset`).first().waitFor();
      expect(await page.locator(`${DIALOG} button.calculator-open`).count()).toBe(1);
      expect(await page.locator("button.labs-open").count()).toBe(0);
      await answerCurrent(page, DIALOG, i);
    }
    await context.close();
  });

  it("is absent in the NCLEX-day run of the readiness exam (the calculator shows)", async () => {
    const { page, context } = await student(DESKTOP);
    await page.goto("/readiness-exam");
    await islandsReady(page);
    await Promise.all([page.waitForURL("**/readiness-exam"), page.click("text=Start Readiness Exam")]);
    await islandsReady(page);
    await page.locator("button", { hasText: "Begin the exam" }).click();
    await page.locator("text=Question 1 ·").waitFor();
    expect(await page.locator(".readiness-exam button.calculator-open").count()).toBe(1);
    expect(await page.locator("button.labs-open").count()).toBe(0);
    await context.close();
  });
});
