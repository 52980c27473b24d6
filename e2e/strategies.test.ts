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

const IDS = ["pyramid", "test-taking", "time-management"];
const tab = (id: string) => `#strategy-tab-${id}`;

/** Exactly one tab is selected, focusable (roving tabindex) and showing its panel. */
async function expectSelected(page: Page, selected: string) {
  for (const id of IDS) {
    const on = id === selected;
    expect(await page.getAttribute(tab(id), "aria-selected")).toBe(String(on));
    expect(await page.getAttribute(tab(id), "tabindex")).toBe(on ? "0" : "-1");
    expect(await page.isVisible(`#strategy-panel-${id}`)).toBe(on);
  }
  expect(new URL(page.url()).searchParams.get("tab")).toBe(selected);
}

describe("study strategies tabs in Chromium", () => {
  it("switches panels by mouse and by keyboard without reloading", async () => {
    const page = await newPage(browser);
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(String(e)));
    page.on("console", (m) => m.type() === "error" && errors.push(m.text())); // e.g. a hydration mismatch
    await register(page);
    await page.goto("/study-strategies");
    await islandsReady(page);
    expect(await page.getAttribute(tab("pyramid"), "aria-selected")).toBe("true");
    expect(await page.isVisible("text=Physiological Integrity (High, 50-60%)")).toBe(true);
    expect(await page.isVisible("#strategy-panel-time-management")).toBe(false);
    // A full reload would drop this marker: the tabs must switch in place.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));

    await page.click(tab("time-management"));
    await expectSelected(page, "time-management");
    expect(await page.isVisible("text=Recommended Study Schedule")).toBe(true);
    await page.click(tab("test-taking"));
    await expectSelected(page, "test-taking");
    expect(await page.isVisible("text=Quick Decision Framework")).toBe(true);

    await page.focus(tab("test-taking"));
    await page.keyboard.press("ArrowRight");
    await expectSelected(page, "time-management");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("strategy-tab-time-management");
    await page.keyboard.press("ArrowRight"); // wraps around
    await expectSelected(page, "pyramid");
    await page.keyboard.press("ArrowLeft");
    await expectSelected(page, "time-management");
    await page.keyboard.press("Home");
    await expectSelected(page, "pyramid");
    await page.keyboard.press("End");
    await expectSelected(page, "time-management");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("strategy-tab-time-management");
    // Tab leaves the tab list for the selected panel.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("strategy-panel-time-management");
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);

    await page.reload();
    await islandsReady(page);
    await expectSelected(page, "time-management"); // the URL kept the choice
    expect(errors).toEqual([]);
    await page.close();
  });

  it("works without JavaScript: the tabs are links to ?tab=", async () => {
    const page = await newPage(browser);
    await register(page);
    const context = await browser.newContext({
      baseURL: baseURL(),
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    });
    const noJs = await context.newPage();
    await noJs.goto("/study-strategies");
    expect(await noJs.isVisible("#strategy-panel-pyramid")).toBe(true);
    await Promise.all([noJs.waitForURL(/tab=test-taking/), noJs.click(tab("test-taking"))]);
    expect(await noJs.isVisible("#strategy-panel-test-taking")).toBe(true);
    expect(await noJs.isVisible("#strategy-panel-pyramid")).toBe(false);
    expect(await noJs.getAttribute(tab("test-taking"), "aria-selected")).toBe("true");
    await context.close();
    await page.close();
  });
});
