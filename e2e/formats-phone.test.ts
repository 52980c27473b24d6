// Item views that fit a phone (issue 30), in Chromium on a 390 px touch
// screen, with the desktop where it differs: a three-column matrix becomes
// cards (every column's full header, statement and mark in view, before and
// after Submit); a value table opens at its newest time, "← Earlier" reveals
// the first, and its sticky column stays under the dialog's header; a long
// chosen drop-down answer shows whole; no line of a passage starts with
// punctuation; a graded highlight passage keeps its line breaks, each mark
// nearer its own phrase than any other. axe on each screen.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from "playwright-core";
import { baseURL, DESKTOP, launch, PHONE, register } from "./browser";
import { openPage } from "./pages";
import { expectNoViolations } from "./axe";
import { answerCurrent, submitButton, type Scope } from "./format-answers";
import {
  boxes,
  columnVisible,
  headerHit,
  markDistances,
  phraseLineStarts,
  punctuationLineStarts,
} from "./layout-checks";

const SCOPE = ".session-dialog";
const VIEWPORTS = [
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const;
type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

let browser: Browser;
let student: StorageState;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launch();
  const context = await browser.newContext({ ...DESKTOP, baseURL: baseURL() });
  await register(await context.newPage());
  student = await context.storageState();
  await context.close();
});
afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
});

/** A page of the student's, its CSP bypassed for axe. */
async function studentPage(viewport: BrowserContextOptions): Promise<Page> {
  const context = await browser.newContext({ ...viewport, baseURL: baseURL(), bypassCSP: true, storageState: student });
  contexts.push(context);
  return context.newPage();
}

const tapOrClick = (target: Locator, touch: boolean) => (touch ? target.tap() : target.click());

/** Starts a practice session of one format (in one category) and returns its number of questions. */
async function startPractice(page: Page, format: string, category = "all"): Promise<number> {
  await openPage(page, "/practice");
  await page.selectOption("#practice-category", category);
  await page.selectOption("#practice-format", format);
  await page.click("text=Start Practice Session");
  await page.waitForSelector(`${SCOPE}[open] >> text=Question 1 of`);
  return Number(/Question 1 of (\d+)/.exec((await page.textContent(`${SCOPE} .session-header`))!)![1]);
}

/** The current question's view, once live. */
async function liveView(page: Page): Promise<Locator> {
  await page.locator(`${SCOPE} .question[data-live] fieldset.ngn`).waitFor();
  return page.locator(`${SCOPE} fieldset.ngn`);
}

async function submit(page: Page, touch: boolean) {
  await tapOrClick(submitButton(page, SCOPE), touch);
  await page.locator(`${SCOPE} .feedback`).waitFor();
}

async function next(page: Page, k: number) {
  await page.click(`${SCOPE} button:has-text("Next Question")`);
  await page.waitForSelector(`${SCOPE} >> text=Question ${k + 1} of`);
}

/** Moves through the session, answering, until the question shown has `wanted`; returns its view. */
async function findQuestion(page: Page, total: number, wanted: (view: Locator) => Promise<boolean>) {
  for (let k = 1; k <= total; k++) {
    const view = await liveView(page);
    if (await wanted(view)) return view;
    if (k === total) break;
    await answerCurrent(page, SCOPE, k);
    await page.locator(`${SCOPE} .feedback`).waitFor();
    await next(page, k);
  }
  throw new Error("no such question in the session");
}

const cut = (list: { inView: boolean; whole: boolean }[]) => list.filter((b) => !b.inView || !b.whole);

describe.each(VIEWPORTS)("at %s width", (width, viewport) => {
  const phone = width === "phone";

  it("a three-column matrix shows every column header in full, every statement and every mark, before and after Submit", async () => {
    const page = await studentPage(viewport);
    const total = await startPractice(page, "matrix_mr");
    const view = await findQuestion(
      page,
      total,
      async (v) => (await v.locator(".ngn-matrix thead th[scope=col]").count()) >= 3,
    );
    const columns = await view.locator(".ngn-matrix thead th[scope=col]").allTextContents();
    const rows = view.locator(".ngn-matrix tbody tr:not(.ngn-rationale-row)");
    const statements = await rows.locator("th").allTextContents();

    const expectInView = async (when: string) => {
      expect(cut(await boxes(view, ".ngn-matrix tbody th")), `${when}: statements cut or out of view`).toEqual([]);
      if (phone) {
        // Cards: each row shows every column's full header beside its choice; nothing scrolls sideways.
        for (let r = 0; r < statements.length; r++) {
          const labels = await boxes(rows.nth(r), ".ngn-cell-label");
          expect(
            labels.map((l) => l.text),
            `${when}: the choices of "${statements[r]}"`,
          ).toEqual(columns);
          expect(cut(labels), `${when}: column labels cut or out of view`).toEqual([]);
        }
        const sideways = await view.locator(".ngn-table-scroll").evaluate((el) => el.scrollWidth - el.clientWidth);
        expect(sideways, `${when}: the matrix scrolls sideways`).toBeLessThanOrEqual(0);
      } else {
        // The grid: its header row holds every column's full header.
        expect(cut(await boxes(view, ".ngn-matrix thead th[scope=col]")), `${when}: headers cut`).toEqual([]);
        expect(await view.locator(".ngn-cell-label").first().isVisible()).toBe(false);
      }
    };

    await expectInView("before Submit");
    // What a screen reader hears for each choice: its statement, then its column.
    const names = await view.locator(".ngn-matrix tbody input").evaluateAll((inputs) =>
      inputs.map((i) =>
        i
          .getAttribute("aria-labelledby")!
          .split(" ")
          .map((id) => document.getElementById(id)!.textContent)
          .join(" "),
      ),
    );
    expect(names).toEqual(statements.flatMap((s) => columns.map((c) => `${s} ${c}`)));
    await expectNoViolations(page, `three-column matrix (${width})`);

    // One choice per row, the last column's first (the one that was off-screen on a phone).
    for (let r = 0; r < statements.length; r++)
      await tapOrClick(
        rows
          .nth(r)
          .locator("label.ngn-cell")
          .nth((columns.length - 1 + r) % columns.length),
        phone,
      );
    expect(await view.locator(".ngn-matrix input:checked").count()).toBe(statements.length);
    await submit(page, phone);
    await expectInView("after Submit");
    const marks = await boxes(view, ".ngn-matrix .ngn-mark");
    expect(marks.length).toBeGreaterThan(0);
    expect(cut(marks), "marks cut or out of view").toEqual([]);
    await expectNoViolations(page, `three-column matrix graded (${width})`);
  });

  it("drop-downs show a long chosen answer whole and no line starts with punctuation; a trend table opens at its newest time", async () => {
    const page = await studentPage(viewport);
    const total = await startPractice(page, "dropdown_cloze", "1"); // Medical-Surgical holds a trend item
    let trends = 0;
    for (let k = 1; k <= total; k++) {
      const view = await liveView(page);
      const selects = view.locator("select.ngn-select");
      for (let i = 0; i < (await selects.count()); i++) {
        const longest = await selects.nth(i).evaluate((s) => {
          const options = [...(s as unknown as HTMLSelectElement).options].slice(1); // less "Select…"
          return options.reduce((a, b) => (b.text.length > a.text.length ? b : a)).value;
        });
        await selects.nth(i).selectOption(longest);
      }
      const chosen = await selects.evaluateAll((all) =>
        all.map((s) => (s as unknown as HTMLSelectElement).selectedOptions[0].text),
      );
      const faces = await boxes(view, ".ngn-select-face");
      expect(
        faces.map((f) => f.text),
        "each drop-down shows its chosen text",
      ).toEqual(chosen);
      expect(cut(faces), "chosen answers cut or out of view").toEqual([]);
      expect(await punctuationLineStarts(view, ".ngn-passage"), "lines starting with punctuation").toEqual([]);
      if (await page.locator(`${SCOPE} .case-trend table.case-values`).count()) {
        trends++;
        await expectTrendTable(page, phone);
        await expectNoViolations(page, `trend item (${width})`);
      }
      await submit(page, phone);
      const filled = await boxes(view, ".ngn-passage .ngn-filled");
      expect(
        filled.map((f) => f.text.replace(/[✓✗!](Correct|Incorrect)$/, "").trim()),
        "graded blanks show the chosen text",
      ).toEqual(chosen);
      expect(cut(filled), "graded answers cut or out of view").toEqual([]);
      expect(await punctuationLineStarts(view, ".ngn-passage"), "graded: lines starting with punctuation").toEqual([]);
      if (k === 1) await expectNoViolations(page, `drop-down cloze graded (${width})`);
      if (k < total) await next(page, k);
    }
    expect(trends, "a trend item in the session").toBeGreaterThan(0);
  });

  it("a graded highlight passage stays running text, each mark beside its own phrase; no line starts with punctuation", async () => {
    const page = await studentPage(viewport);
    const total = await startPractice(page, "highlight_text", "12"); // Safety and Infection Control
    let lineStarts = 0;
    for (let k = 1; k <= total; k++) {
      const view = await liveView(page);
      const phrases = view.locator("button.ngn-phrase");
      await tapOrClick(phrases.nth(1), phone);
      await tapOrClick(phrases.nth(3), phone);
      expect(await view.locator("button.ngn-phrase[aria-pressed=true]").count()).toBe(2);
      const before = await phraseLineStarts(view);
      lineStarts += before.filter(Boolean).length;
      expect(await punctuationLineStarts(view, ".ngn-passage"), "lines starting with punctuation").toEqual([]);
      await submit(page, phone);

      // Grading adds a mark beside each marked phrase, so the text may reflow by a few words, but the passage stays
      // running text: no more phrases begin a line than before, plus one per mark.
      const after = await phraseLineStarts(view);
      const marks = await markDistances(view);
      expect(marks.length).toBeGreaterThanOrEqual(2);
      expect(after.filter(Boolean).length, "phrases beginning a line after Submit").toBeLessThanOrEqual(
        before.filter(Boolean).length + marks.length,
      );
      for (const m of marks) {
        expect(m.own, `the mark of "${m.phrase}" is beside it`).toBeLessThanOrEqual(12);
        expect(m.own, `the mark of "${m.phrase}" is nearer it than any other phrase`).toBeLessThan(m.nearestOther);
      }
      expect(await punctuationLineStarts(view, ".ngn-passage"), "graded: lines starting with punctuation").toEqual([]);
      if (k === 1) await expectNoViolations(page, `highlight text graded (${width})`);
      if (k < total) await next(page, k);
    }
    expect(lineStarts, "phrases that begin a line").toBeGreaterThan(0);
  });
});

/** The trend item's table in the practice dialog: its newest time in view; on a phone "← Earlier" to the first, and the dialog's header on top. */
async function expectTrendTable(page: Page, phone: boolean) {
  const panel = page.locator(`${SCOPE} .case-trend .case-panel:not([hidden])`).first();
  const table = panel.locator("table.case-values");
  expect(await columnVisible(table, -1), "the newest time is in view on arrival").toBe(true);
  if (!phone) return;
  await expectEarlierControl(page, panel, table);
  const hit = await headerHit(page);
  expect(hit.scrolled, "the table's sticky column lies under the dialog's header").toBe(true);
  expect(hit.headerOnTop, "the dialog's header paints over the table's sticky column").toBe(true);
}

/** A table too wide for the phone: "← Earlier" (by touch) reaches its first time, "Later →" (by keyboard) the newest again. */
async function expectEarlierControl(page: Page, panel: Locator, table: Locator) {
  const earlier = panel.locator("button.case-scroll-btn", { hasText: "Earlier" });
  const later = panel.locator("button.case-scroll-btn", { hasText: "Later" });
  const scroller = table.locator("xpath=..");
  const settled = () =>
    scroller.evaluate(
      (el) =>
        new Promise<void>((resolve) => {
          let last = NaN;
          const tick = () => (el.scrollLeft === last ? resolve() : ((last = el.scrollLeft), setTimeout(tick, 120)));
          tick();
        }),
    );
  expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth), "the table is wider than the phone").toBe(
    true,
  );
  expect(await columnVisible(table, 1), "the first time is off-screen on arrival").toBe(false);
  expect(await later.getAttribute("aria-disabled")).toBe("true");
  expect(await earlier.getAttribute("aria-disabled")).toBe("false");
  for (let i = 0; i < 10 && (await earlier.getAttribute("aria-disabled")) !== "true"; i++) {
    await earlier.tap();
    await settled();
  }
  expect(await earlier.getAttribute("aria-disabled")).toBe("true");
  expect(await columnVisible(table, 1), "← Earlier reaches the first time").toBe(true);
  await later.focus();
  for (let i = 0; i < 10 && (await later.getAttribute("aria-disabled")) !== "true"; i++) {
    await page.keyboard.press("Enter");
    await settled();
  }
  expect(await columnVisible(table, -1), "Later → returns to the newest time").toBe(true);
}

describe("the case record on a phone", () => {
  it("a vital-signs table with three times opens at the newest; ← Earlier reveals the first", async () => {
    const page = await studentPage(PHONE);
    // The first practice case and item whose chart has a values tab with three times or more.
    const list = (await (await page.request.get("/api/case-studies")).json()) as { id: number }[];
    let target: { id: number; step: number; tab: string } | undefined;
    for (const { id } of list) {
      const study = (await (await page.request.get(`/api/case-studies/${id}`)).json()) as {
        items: { step: number; chart: { tab: string; entries: { time: string; values?: unknown[] }[] }[] }[];
      };
      for (const item of study.items) {
        const tab = item.chart.find(
          (t) => new Set(t.entries.filter((e) => e.values?.length).map((e) => e.time)).size >= 3,
        );
        if (tab && !target) target = { id, step: item.step, tab: tab.tab };
      }
      if (target) break;
    }
    expect(target, "a case whose chart reaches three times").toBeTruthy();
    const { id, step, tab } = target!;

    await openPage(page, `/case-studies/${id}`);
    for (let k = 1; k < step; k++) {
      await page.locator("#case-question .question[data-live]").waitFor();
      await answerCurrent(page, "#case-question" as Scope, k);
      await page.locator("#case-question .feedback").waitFor();
      await page.locator("#case-question button", { hasText: "Next item" }).click();
      await page.locator("#case-item-title", { hasText: `Item ${k + 1} of` }).waitFor();
    }
    await page.locator(".case-switch button", { hasText: "Chart" }).tap();
    await page.locator("#case-chart [role=tab]", { hasText: tab }).tap();
    const panel = page.locator("#case-chart [role=tabpanel]:not([hidden])");
    const table = panel.locator("table.case-values");
    expect(await columnVisible(table, -1), "the newest time is in view on arrival").toBe(true);
    await expectNoViolations(page, "case record's values table (phone)");
    await expectEarlierControl(page, panel, table);
  });
});
