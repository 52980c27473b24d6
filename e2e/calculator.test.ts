// The on-screen calculator as a student uses it: in the practice dialog on a
// desktop by keyboard alone (open, type, Enter, Escape, the focus back on the
// opener, arrow keys and a pointer drag move it), and in a case study on a
// 390 px phone by touch (a bottom sheet), with axe on both. Its code loads
// only on the first open.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { DESKTOP, islandsReady, launch, PHONE, registeredStudent } from "./browser";
import { expectNoViolations } from "./axe";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const CALC = ".calculator[role=dialog]";
const display = (page: Page) => page.textContent(`${CALC} .calculator-display`);
const box = (page: Page) => page.locator(CALC).boundingBox();
const focused = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");

const open = (options: typeof DESKTOP) => registeredStudent(browser, options);

describe("the on-screen calculator", () => {
  it("works by keyboard alone in the practice dialog on a desktop, and moves by arrow keys and by dragging", async () => {
    const { page, scripts, context } = await open(DESKTOP);
    await page.goto("/practice");
    await islandsReady(page);
    await page.selectOption("#practice-format", "single");
    await page.click("text=Start Practice Session");
    await page.waitForSelector(".session-dialog >> text=/^Question 1 of \\d+/");
    const before = scripts.length;

    const opener = page.locator(".session-dialog button.calculator-open");
    await opener.focus();
    await page.keyboard.press("Enter");
    await page.locator(CALC).waitFor();
    expect(
      scripts.slice(before).some((s) => /Calculator/.test(s)),
      "its chunk loads on the first open",
    ).toBe(true);
    expect(await opener.getAttribute("aria-expanded")).toBe("true");
    await expectNoViolations(page, "calculator open in the practice dialog (desktop)");

    await page.keyboard.type("0.1+0.2");
    await page.keyboard.press("Enter");
    expect(await display(page)).toBe("0.3");
    await page.keyboard.type("*3");
    await page.keyboard.press("Enter");
    expect(await display(page)).toBe("0.9");
    await page.keyboard.type("/0");
    await page.keyboard.press("Enter");
    expect(await display(page)).toBe("Cannot divide by zero");
    await page.keyboard.press("Delete");
    expect(await display(page)).toBe("0");

    // Tab reaches the keys; Space presses the focused one; memory keys by keyboard.
    await page.keyboard.type("25");
    const memoryAdd = page.locator(`${CALC} button[aria-label='M+, memory add']`);
    await memoryAdd.focus();
    await page.keyboard.press(" ");
    await page.keyboard.press("Tab"); // to M−, then Shift+Tab back and on to MR
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("MR, memory recall");
    await page.keyboard.press("Delete");
    await page.keyboard.press(" ");
    expect(await display(page)).toBe("25");
    expect(await page.textContent(`${CALC} .calculator-memory`)).toBe("M");

    // Arrow keys on the Move button move the dialog; a pointer drag on its bar moves it too.
    const start = (await box(page))!;
    await page.locator(`${CALC} button[aria-label='Move calculator']`).focus();
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("Shift+ArrowDown");
    const moved = (await box(page))!;
    expect(Math.round(moved.x)).toBe(Math.round(start.x - 10));
    expect(Math.round(moved.y)).toBe(Math.round(start.y + 50));
    await page.mouse.move(moved.x + 40, moved.y + 20);
    await page.mouse.down();
    await page.mouse.move(moved.x - 260, moved.y + 120, { steps: 5 });
    await page.mouse.up();
    const dragged = (await box(page))!;
    expect(Math.round(dragged.x)).toBe(Math.round(moved.x - 300));
    expect(Math.round(dragged.y)).toBe(Math.round(moved.y + 100));

    // Escape closes the calculator, not the session, and the focus returns to its button.
    await page.locator(`${CALC} .calculator-screen`).focus();
    await page.keyboard.press("Escape");
    await page.locator(CALC).waitFor({ state: "detached" });
    expect(await page.isVisible(".session-dialog[open]")).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.classList.contains("calculator-open"))).toBe(true);
    expect(await opener.getAttribute("aria-expanded")).toBe("false");
    // Reopened where it was left, with its number and memory.
    await page.keyboard.press("Enter");
    await page.locator(CALC).waitFor();
    expect(Math.round((await box(page))!.x)).toBe(Math.round(dragged.x));
    expect(await display(page)).toBe("25");
    expect(await focused(page)).toContain("25");
    await context.close();
  });

  it("is a bottom sheet operated by touch in a case study on a 390 px phone", async () => {
    const { page, context } = await open(PHONE);
    const [study] = (await (await page.request.get("/api/case-studies")).json()) as { id: number }[];
    await page.goto(`/case-studies/${study.id}`);
    await islandsReady(page);
    await page.locator(".question[data-live]").waitFor();
    const opener = page.locator("button.calculator-open");
    await opener.tap();
    await page.locator(CALC).waitFor();
    const sheet = (await box(page))!;
    expect(Math.round(sheet.x)).toBe(0);
    expect(Math.round(sheet.width)).toBe(390);
    expect(Math.round(sheet.y + sheet.height)).toBe(844);
    expect(await page.locator(`${CALC} button[aria-label='Move calculator']`).count()).toBe(0);
    await expectNoViolations(page, "calculator sheet in a case study (phone)");
    // 250 mg ordered, 125 mg per 5 mL on hand: 250 ÷ 125 × 5 = 10 mL; then √ of 2.
    for (const key of ["2", "5", "0", "Divide", "1", "2", "5", "Multiply", "5", "Equals"])
      await page
        .locator(`${CALC} button`, { hasText: new RegExp(`^${key}$`) })
        .or(page.locator(`${CALC} button[aria-label='${key}']`))
        .first()
        .tap();
    expect(await display(page)).toBe("10");
    for (const key of ["Clear", "Change sign", "Square root"])
      await page.locator(`${CALC} button[aria-label='${key}']`).tap();
    expect(await display(page)).toBe("0");
    for (const key of ["9", "Change sign", "Square root"])
      await page
        .locator(`${CALC} button`, { hasText: new RegExp(`^${key}$`) })
        .or(page.locator(`${CALC} button[aria-label='${key}']`))
        .first()
        .tap();
    expect(await display(page)).toBe("Invalid input");
    expect(await page.getAttribute(`${CALC} .calculator-screen`, "class")).toContain("calculator-error");
    await page.locator(`${CALC} button[aria-label='Close calculator']`).tap();
    await page.locator(CALC).waitFor({ state: "detached" });
    expect(await page.evaluate(() => document.activeElement?.classList.contains("calculator-open"))).toBe(true);
    await context.close();
  });
});
