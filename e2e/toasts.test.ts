// Toasts never cover the screen's primary action, at 390 px with touch and at
// 1280 px: raised by what students do (registering lands on the dashboard,
// creating a study plan, finishing a practice session), checked with the
// primary action scrolled to the top, the middle and the bottom of the screen.
// A toast raised while a modal dialog is open shows above its backdrop, on
// top at its centre ("Category required" in the Create Plan dialog).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import { baseURL, DESKTOP, islandsReady, launch, PHONE, register } from "./browser";
import { answerCurrent } from "./format-answers";
import { expectNoViolations } from "./axe";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const afterFrames = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/** The shown toast, held open (a toast pauses while focused) so the checks outlast its 5 s. */
async function heldToast(page: Page, text: string): Promise<Locator> {
  const toast = page.locator(".toast", { hasText: text });
  await toast.waitFor();
  await toast.locator("button").focus();
  return toast;
}

/** The toast covers none of `targets` and is what the screen shows at its own centre. */
async function expectClear(page: Page, toast: Locator, targets: Locator[], where: string) {
  await afterFrames(page);
  const t = (await toast.boundingBox())!;
  expect(t, where).toBeTruthy();
  for (const target of targets) {
    const b = await target.boundingBox();
    if (!b) continue;
    const overlap =
      Math.max(0, Math.min(t.x + t.width, b.x + b.width) - Math.max(t.x, b.x)) *
      Math.max(0, Math.min(t.y + t.height, b.y + b.height) - Math.max(t.y, b.y));
    expect(overlap, `${where}: the toast covers ${await target.textContent()}`).toBe(0);
  }
  const onTop = await toast.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return !!hit && el.contains(hit);
  });
  expect(onTop, `${where}: the toast is on top`).toBe(true);
}

/** Checks at the page as it is, then with each target scrolled to the top, middle and bottom of the screen. */
async function expectClearWhileScrolling(page: Page, toast: Locator, targets: Locator[], where: string) {
  await expectClear(page, toast, targets, where);
  for (const target of targets)
    for (const block of ["start", "center", "end"] as const) {
      await target.evaluate((el, b) => el.scrollIntoView({ block: b }), block);
      await expectClear(page, toast, targets, `${where}, ${await target.textContent()} at the ${block}`);
    }
}

for (const [label, options] of [
  ["390 px", PHONE],
  ["1280 px", DESKTOP],
] as const) {
  describe(`toasts at ${label}`, () => {
    let page: Page;
    beforeAll(async () => {
      const context = await browser.newContext({ ...options, baseURL: baseURL(), bypassCSP: true }); // for axe
      page = await context.newPage();
    });

    it("keeps off the dashboard's Start Practice and Quick Actions", async () => {
      await register(page); // lands on the dashboard with "Registration successful!"
      const toast = await heldToast(page, "Registration successful!");
      const targets = [page.locator("a.btn-primary", { hasText: "Start Practice" }), page.locator(".quick-actions")];
      await expectClearWhileScrolling(page, toast, targets, `dashboard at ${label}`);
      await expectNoViolations(page, `the dashboard with a toast (${label})`);
    });

    it("keeps off Create Plan in its dialog, above the backdrop, and off the plan's Continue Practice", async () => {
      await page.goto("/study-plan");
      await islandsReady(page);
      await page.click("button:has-text('New Study Plan')");
      await page.click("button:text-is('Create Plan')"); // no category chosen
      const required = await heldToast(page, "Category required");
      expect(await required.evaluate((el) => !!el.closest("dialog[open]"))).toBe(true);
      await expectClear(page, required, [page.locator("button:text-is('Create Plan')")], `Create Plan at ${label}`);
      await expectNoViolations(page, `the Create Plan dialog with a toast (${label})`);

      await page.selectOption("#plan-category", "5");
      await page.click("button:text-is('Create Plan')");
      const created = await heldToast(page, "Study plan created");
      await page.locator("dialog.plan-dialog[open]").waitFor({ state: "detached" });
      expect(await created.evaluate((el) => !!el.closest("dialog"))).toBe(false);
      const targets = [
        page.locator("button.btn-primary", { hasText: "New Study Plan" }),
        page.locator("a", { hasText: "Continue Practice" }),
      ];
      await expectClearWhileScrolling(page, created, targets, `study plans at ${label}`);
    });

    it("keeps off Start Practice Session after a practice session", async () => {
      await page.goto("/practice");
      await islandsReady(page);
      await page.selectOption("#practice-format", "single");
      await page.locator("#practice-count").fill("5");
      await page.click("text=Start Practice Session");
      for (let i = 1; i <= 5; i++) {
        await page.waitForSelector(`.session-dialog >> text=/^Question ${i} of 5/`);
        await answerCurrent(page, ".session-dialog", i);
        await page.click(".session-dialog .session-actions button >> text=/^(Next Question|Finish Session)$/");
      }
      // The summary is in the dialog: its toast too, above the backdrop.
      const inDialog = await heldToast(page, "Practice session completed!");
      expect(await inDialog.evaluate((el) => !!el.closest("dialog[open]"))).toBe(true);
      const summaryActions = await page.locator(".session-dialog .btn-primary").all();
      expect(summaryActions.length).toBeGreaterThan(0);
      await expectClear(page, inDialog, summaryActions, `the summary at ${label}`);
      // Close reloads the page (new stats), which shows the toast again.
      await Promise.all([page.waitForEvent("load"), page.click(".session-summary button:text-is('Close')")]);
      await islandsReady(page);
      const toast = await heldToast(page, "Practice session completed!");
      const start = page.getByRole("button", { name: "Start Practice Session" });
      await expectClearWhileScrolling(page, toast, [start], `practice at ${label}`);
    });
  });
}
