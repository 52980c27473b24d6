// The readiness exam on a 390 px phone with touch: the timer and the
// "Question N" line stay in view however far the student scrolls, a case
// item's client record is open without a tap, and a reload mid-exam (the
// server's HTML hydrated, whatever the item's format) logs no error.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { baseURL, islandsReady, launch, PHONE, register } from "./browser";
import { examAnswer } from "./answers";
import { answerCurrent, shownKind } from "./format-answers";
import { expectNoViolations } from "./axe";

const EXAM = ".readiness-exam";
let browser: Browser;
let page: Page;
const errors: string[] = [];

beforeAll(async () => {
  browser = await launch();
  const context = await browser.newContext({
    ...PHONE,
    baseURL: baseURL(),
    bypassCSP: true, // for axe
    serviceWorkers: "block", // only the page's own messages
  });
  page = await context.newPage();
  await register(page);
  // The sign-up toast is flashed to the next page that shows toasts: let the home page show it, not the exam's top.
  await page.waitForSelector(".toast");
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  page.on("pageerror", (e) => errors.push(String(e)));
});
afterAll(async () => {
  await browser?.close();
});

/** Whether the element is wholly inside the viewport and on top there (not under the top bar). */
const onScreen = (selector: string) =>
  page.$eval(selector, (el) => {
    const r = el.getBoundingClientRect();
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return r.top >= 0 && r.bottom <= innerHeight && r.height > 0 && !!top && el.contains(top);
  });

type ExamView = {
  id: number;
  status: string;
  item: { position: number; type: string; item: Record<string, any> | null; case?: unknown };
};

async function answerByApi(view: ExamView): Promise<ExamView> {
  const res = await page.request.post(`/api/readiness-exams/${view.id}/answers`, {
    data: { questionId: (view.item as unknown as { questionId: number }).questionId, ...examAnswer(view.item, "A") },
    headers: { Origin: baseURL() },
  });
  expect(res.status()).toBe(200);
  return res.json();
}

describe("the readiness exam on a phone", () => {
  it("keeps the timer and Question N in view, opens a case item's record, and reloads every item without an error", async () => {
    const started = await page.request.post("/api/readiness-exams", { data: {}, headers: { Origin: baseURL() } });
    expect(started.status()).toBe(201);
    let view = (await started.json()) as ExamView;
    let scrolled = 0;
    const kinds = new Set<string>();
    /** Opens item n by a reload, scrolls to its end and checks the header is still in view. */
    async function reloadAt(n: number) {
      await (n === 1 ? page.goto("/readiness-exam") : page.reload());
      await islandsReady(page);
      await page.waitForSelector(`#exam-item-heading:text-matches("^Question ${n} ·")`);
      kinds.add(await shownKind(page, EXAM)); // the format's view has loaded and hydrated
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForFunction(() => window.scrollY > 0 || document.documentElement.scrollHeight <= innerHeight);
      if (await page.evaluate(() => window.scrollY > 200)) scrolled++;
      expect(await onScreen(`${EXAM} [role=timer]`), `timer at item ${n}`).toBe(true);
      expect(await onScreen("#exam-item-heading"), `Question ${n} line`).toBe(true);
    }
    /** The case item's client record is open without a tap, its tabs and panel on screen once scrolled to. */
    async function recordOpen(where: string) {
      const record = page.locator(`${EXAM} .case-context-record`);
      expect(await record.getAttribute("open"), where).not.toBeNull();
      await page.evaluate(() => window.scrollTo(0, 0));
      await record.locator("[role=tablist]").scrollIntoViewIfNeeded();
      expect(await record.locator("[role=tablist]").isVisible(), where).toBe(true);
      expect(await record.locator("[role=tabpanel]:not([hidden])").isVisible(), where).toBe(true);
    }

    // Items 1-15 each opened by a reload (answered through the API), item 15 answered on the page.
    for (let n = 1; n <= 15; n++) {
      expect(view.item.position).toBe(n);
      await reloadAt(n);
      if (n === 1) await expectNoViolations(page, "the readiness exam (390 px)");
      if (n < 15) view = await answerByApi(view);
    }
    await answerCurrent(page, EXAM, 15);
    // Item 16 starts the first case (lib/readiness-cases.ts): shown by the page, then by a reload.
    await page.waitForSelector(`#exam-item-heading:text-matches("^Question 16 ·")`);
    await page.locator(`${EXAM} .case-context`).waitFor();
    await recordOpen("case item shown after Submit");
    await reloadAt(16);
    await recordOpen("case item after a reload");
    await expectNoViolations(page, "a readiness case item (390 px)");
    expect(scrolled, "items long enough to scroll").toBeGreaterThan(0);
    expect(kinds.size, "formats met").toBeGreaterThan(1);
    expect(errors).toEqual([]);
  }, 180_000);
});
