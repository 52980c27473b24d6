// Highlighting words in a case study's client record (tutor mode, issue 27)
// and a stem in review. On a 390 px phone with touch: a note's word by
// keyboard alone (the panel focused, arrow keys, Tab to Highlight) and a
// value by touch; both marks stay when the case moves to its next item; a
// previous test's review at /activity/:id highlights a stem word by keyboard.
// On desktop by mouse: the marks go when the case ends, and the case's own
// item feedback and the previous test's review highlight a stem word. The
// readiness exam's client record has no highlight tools. axe at each screen.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Locator, Page, Response } from "playwright-core";
import { baseURL, DESKTOP, islandsReady, launch, PHONE, register, registeredStudent } from "./browser";
import { firstPracticeCase } from "./cases";
import { expectNoViolations } from "./axe";
import { answerCurrent, type Scope } from "./format-answers";
import { examAnswer } from "./answers";

const SCOPE = "#case-question" as Scope;
const SHOWN = "#case-chart .case-panel:not([hidden])";

interface CaseDto {
  id: number;
  items: { chart: { tab: string; entries: { text?: string; values?: unknown[] }[] }[] }[];
}

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function student(viewport: typeof PHONE): Promise<{ context: BrowserContext; page: Page; study: CaseDto }> {
  const { context, page } = await registeredStudent(browser, viewport);
  const study = await firstPracticeCase<CaseDto>(page);
  await page.goto(`/case-studies/${study.id}`);
  await islandsReady(page);
  await page.locator(`${SCOPE} .question[data-live]`).waitFor();
  return { context, page, study };
}

const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return `${el?.textContent?.trim().slice(0, 40)} .${el?.className}`;
  });

/** Presses Tab until the focused element matches (at most 40 times); fails if it never does. */
async function tabTo(page: Page, match: RegExp) {
  for (let i = 0; i < 40 && !match.test(await focused(page)); i++) await page.keyboard.press("Tab");
  expect(await focused(page)).toMatch(match);
}

/** Selects the element's first `count` words with a DOM range, as a touch-and-hold and its handles would. */
const selectWords = (target: Locator, count: number) =>
  target.evaluate((el, count) => {
    const text = el.firstChild!;
    const words = [...text.textContent!.matchAll(/\S+/g)].slice(0, count);
    const range = document.createRange();
    range.setStart(text, words[0].index!);
    range.setEnd(text, words[count - 1].index! + words[count - 1][0].length);
    getSelection()!.removeAllRanges();
    getSelection()!.addRange(range);
  }, count);

/** The index of the first tab of item 1's chart with entries of a kind (notes or values). */
const tabWith = (study: CaseDto, kind: "text" | "values") =>
  study.items[0].chart.findIndex((t) => t.entries.some((e) => e[kind]));

const isSessionPost = (r: Response) => new URL(r.url()).pathname === "/api/sessions" && r.request().method() === "POST";

/** Answers the shown item, waits for its feedback and goes on with `next` ("Next item" or "See results"). */
async function answerAndGoOn(page: Page, variant: number, next: string, tap: boolean) {
  await answerCurrent(page, SCOPE, variant);
  await page.locator(`${SCOPE} .feedback`).waitFor();
  const button = page.locator(`${SCOPE} button`, { hasText: next });
  await (tap ? button.tap() : button.click());
}

describe("highlighting a case record on a 390 px phone", () => {
  it("marks a note's word by keyboard and a value by touch; both stay for the next item; a review stem by keyboard", async () => {
    const { context, page, study } = await student(PHONE);
    const switchTo = (name: string) => page.locator(".case-switch button", { hasText: name }).tap();
    const tabs = page.locator("#case-chart [role=tab]");
    const notesTab = tabWith(study, "text");
    const valuesTab = tabWith(study, "values");
    expect(notesTab, "item 1's chart has notes").toBeGreaterThanOrEqual(0);
    expect(valuesTab, "item 1's chart has values").toBeGreaterThanOrEqual(0);

    // The stem of a case item is highlightable too (a case study is tutor mode).
    expect(await page.locator(`${SCOPE} .stem-highlightable`).count()).toBe(1);

    // By keyboard alone: from the notes tab, Tab into its panel, move word by word past the note's time, extend by
    // one word, Tab to Highlight.
    await switchTo("Chart");
    await tabs.nth(notesTab).tap();
    await tabs.nth(notesTab).focus();
    await page.keyboard.press("Tab");
    expect(await focused(page)).toMatch(/case-panel/);
    const note = page.locator(`${SHOWN} .case-note-text`).first();
    const noteWords = (await note.textContent())!.split(/\s+/);
    const headWords = (await page.locator(`${SHOWN} .case-note-head`).first().textContent())!.trim().split(/\s+/);
    for (let i = 0; i <= headWords.length; i++) await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Shift+ArrowRight");
    await page.locator("#case-chart button:text-is('Highlight')").waitFor(); // appears with the selection
    const selected = (await page.evaluate(() => getSelection()!.toString())).trim();
    await tabTo(page, /^Highlight /);
    await page.keyboard.press("Enter");
    const marked = (await note.locator("mark").textContent())!;
    expect(marked).toBe(selected); // what was selected, without the line break or space before it
    // Chromium's word steps stop at the note's start too: the mark is its first or second word.
    expect(
      noteWords.slice(0, 2).some((w) => w.startsWith(marked)),
      `"${marked}" begins one of the note's first words, ${noteWords.slice(0, 2).join(" ")}`,
    ).toBe(true);
    expect(await note.textContent()).toBe(noteWords.join(" ")); // the note's text is unchanged
    expect(await focused(page), "the focus is back on the panel").toMatch(/case-panel/);
    expect(await page.locator("#case-chart button:text-is('Highlight')").count()).toBe(0);

    // By touch: select a value's first word (as touch-and-hold does) and tap Highlight, kept in view at the bottom.
    await tabs.nth(valuesTab).tap();
    const cell = page.locator(`${SHOWN} td[data-hl]`).first();
    const value = (await cell.textContent())!.split(/\s+/)[0];
    await selectWords(cell, 1);
    const highlight = page.locator("#case-chart button:text-is('Highlight')");
    await highlight.waitFor();
    const box = (await highlight.boundingBox())!;
    expect(box.y + box.height, "Highlight is on screen").toBeLessThanOrEqual(844);
    await highlight.tap();
    expect(await cell.locator("mark").textContent()).toBe(value);
    await expectNoViolations(page, "a case record with highlights (phone)");

    // The next item of the same case: the record keeps both marks.
    await switchTo("Question");
    const created = page.waitForResponse(isSessionPost);
    await answerAndGoOn(page, 1, "Next item", true);
    const sessionId = ((await (await created).json()) as { id: number }).id;
    await page.locator("#case-item-title", { hasText: "Item 2 of 6" }).waitFor();
    await switchTo("Chart");
    expect(await page.locator(`${SHOWN} td mark`).allTextContents()).toEqual([value]);
    await tabs.nth(notesTab).tap();
    expect(await page.locator(`${SHOWN} .case-note-text mark`).allTextContents()).toEqual([marked]);
    await expectNoViolations(page, "case item 2's record with the marks kept (phone)");

    // The previous test's review: open a question and highlight its stem's second word, by keyboard.
    await page.goto(`/activity/${sessionId}`);
    await islandsReady(page);
    const first = page.locator(".review-list > li").first();
    await first.locator(".reviewed-question .stem-highlightable").waitFor({ state: "attached" }); // the island is in
    await first.locator("summary").focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    expect(await focused(page)).toMatch(/stem-highlightable/);
    const stem = first.locator(".reviewed-question .question-stem");
    const stemWords = (await stem.textContent())!.split(/\s+/);
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Shift+ArrowRight");
    await first.locator("button:text-is('Highlight')").waitFor();
    await page.keyboard.press("Tab");
    expect(await focused(page)).toMatch(/^Highlight /);
    await page.keyboard.press("Enter");
    const stemMark = (await stem.locator("mark").textContent())!;
    expect(stemWords[1].startsWith(stemMark), `"${stemMark}" begins the stem's second word`).toBe(true);
    expect(await page.locator(".reviewed-question .strike-btn").count(), "no strike-out on an answered item").toBe(0);
    await expectNoViolations(page, "a previous test's review with a highlighted stem (phone)");
    await context.close();
  }, 180_000);
});

describe("highlighting a case record on desktop, by mouse", () => {
  it("marks a note's word by double-click; the marks go when the case ends; review stems by mouse", async () => {
    const { context, page, study } = await student(DESKTOP);
    const tabs = page.locator("#case-chart [role=tab]");
    await tabs.nth(tabWith(study, "text")).click();
    const note = page.locator(`${SHOWN} .case-note-text`).first();
    const firstWord = (await note.textContent())!.split(/\s+/)[0].replace(/[^\w-]+$/, "");
    await note.dblclick({ position: { x: 4, y: 8 } }); // the note's first word
    await page.click("#case-chart button:text-is('Highlight')");
    expect(await note.locator("mark").textContent()).toBe(firstWord);
    await expectNoViolations(page, "a case record with a highlight (desktop)");

    const created = page.waitForResponse(isSessionPost);
    for (let k = 1; k <= 6; k++) {
      await page.locator("#case-item-title", { hasText: `Item ${k} of 6` }).waitFor();
      expect(await page.locator("#case-chart mark").count(), `the mark at item ${k}`).toBe(1);
      await answerAndGoOn(page, k, k === 6 ? "See results" : "Next item", false);
    }
    const sessionId = ((await (await created).json()) as { id: number }).id;
    await page.locator(".case-results").waitFor();
    expect(await page.locator("#case-chart mark").count(), "the case has ended: its record's marks are gone").toBe(0);

    // The case's own item feedback: a stem's first word, by mouse.
    const review = page.locator(".case-review .review-list > li").first();
    await review.locator("summary").click();
    const stem = review.locator(".reviewed-question .question-stem");
    await stem.dblclick({ position: { x: 4, y: 8 } });
    await review.locator("button:text-is('Highlight')").click();
    const stemWord = (await stem.textContent())!.split(/\s+/)[0].replace(/[^\w-]+$/, "");
    expect(await stem.locator("mark").textContent()).toBe(stemWord);
    await expectNoViolations(page, "case results with a highlighted stem (desktop)");

    // The previous test's review, by mouse.
    await page.goto(`/activity/${sessionId}`);
    await islandsReady(page);
    const item = page.locator(".review-list > li").first();
    await item.locator(".reviewed-question .stem-highlightable").waitFor({ state: "attached" });
    await item.locator("summary").click();
    const reviewed = item.locator(".reviewed-question .question-stem");
    await reviewed.dblclick({ position: { x: 4, y: 8 } });
    await item.locator("button:text-is('Highlight')").click();
    expect(await reviewed.locator("mark").textContent()).toBe(stemWord);
    await item.locator("button:text-is('Clear highlights')").click();
    expect(await reviewed.locator("mark").count()).toBe(0);
    await context.close();
  }, 180_000);
});

describe("no highlight tools in the readiness exam", () => {
  it("shows a case item's record without tools; a selection there offers no Highlight", async () => {
    const context = await browser.newContext({ ...PHONE, baseURL: baseURL() });
    const page = await context.newPage();
    await register(page);
    type View = { id: number; item: { position: number; questionId: number; type: string; item: never } };
    const started = await page.request.post("/api/readiness-exams", { data: {}, headers: { Origin: baseURL() } });
    expect(started.status()).toBe(201);
    let view = (await started.json()) as View;
    // Items 1-15 through the API; item 16 starts the first case (lib/readiness-cases.ts).
    while (view.item.position < 16) {
      const res = await page.request.post(`/api/readiness-exams/${view.id}/answers`, {
        data: { questionId: view.item.questionId, ...examAnswer(view.item, "A") },
        headers: { Origin: baseURL() },
      });
      expect(res.status()).toBe(200);
      view = await res.json();
    }
    await page.goto("/readiness-exam");
    await islandsReady(page);
    const record = page.locator(".readiness-exam .case-context");
    await record.locator("[role=tabpanel]:not([hidden])").waitFor();
    expect(await record.locator("[data-hl], .record-tools, [aria-describedby]").count()).toBe(0);
    expect(await page.locator(".readiness-exam .stem-highlightable, .readiness-exam .stem-tools").count()).toBe(0);
    await record.locator("[role=tabpanel]:not([hidden])").evaluate((panel) => getSelection()!.selectAllChildren(panel));
    expect(await page.evaluate(() => getSelection()!.toString().length)).toBeGreaterThan(0);
    await page.waitForTimeout(300); // time for a tool that listened to the selection to show (none does)
    expect(await record.locator("button:text-is('Highlight'), mark").count()).toBe(0);
    await context.close();
  }, 120_000);
});
