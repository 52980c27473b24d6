// A whole case study in Chromium against the real worker. On a 390 px phone a
// signed-in student opens a case from /case-studies, uses the Chart /
// Question switch (the chart tab and each view's scroll position are kept),
// answers all six items (graded with rationales after each), sees the chart
// unfold item by item exactly as GET /api/case-studies/:id says (an entry
// first shown at item k is absent before k and marked New at k), reads the
// results by step, then finds the best score on the list and the points by
// step on Analytics. On desktop the chart and the item sit side by side, and
// the first item is readable without JavaScript. axe finds nothing at either
// width, before and after answering.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page, Response } from "playwright-core";
import { baseURL, DESKTOP, islandsReady, launch, PHONE, registeredStudent } from "./browser";
import { firstPracticeCase } from "./cases";
import { openPage } from "./pages";
import { expectNoViolations } from "./axe";
import { answerCurrent, type Scope } from "./format-answers";
import { FORMAT_LABELS, type FormatName } from "../lib/formats/names";

// The case page's item column: the format-answer helpers take any container of one question.
const SCOPE = "#case-question" as Scope;

interface Entry {
  id?: string;
  time: string;
  text?: string;
  values?: { name: string }[];
  isNew?: boolean;
}
interface Tab {
  tab: string;
  entries: Entry[];
}
interface CaseDto {
  id: number;
  title: string;
  maxPoints: number;
  items: {
    id: number;
    type: FormatName;
    step: number;
    stepName: string;
    maxPoints: number;
    content: string;
    chart: Tab[];
  }[];
}
interface Reply {
  points: number;
  maxPoints: number;
  rationales: Record<string, string>;
}

/** What the chart should show at one item: per tab, whether it is marked New, its notes and its value columns. */
function expectedChart(chart: Tab[]) {
  return chart.map((t) => {
    const columns: { time: string; isNew: boolean }[] = [];
    for (const e of t.entries.filter((e) => e.values?.length)) {
      const col = columns.find((c) => c.time === e.time);
      if (col) col.isNew ||= !!e.isNew;
      else columns.push({ time: e.time, isNew: !!e.isNew });
    }
    return {
      tab: t.tab,
      isNew: t.entries.some((e) => e.isNew),
      notes: t.entries.filter((e) => e.text).map((e) => ({ text: e.text!, isNew: !!e.isNew })),
      columns,
      rows: [...new Set(t.entries.flatMap((e) => (e.values ?? []).map((v) => v.name)))],
    };
  });
}
type ShownChart = ReturnType<typeof expectedChart>;

/** The chart as the page shows it (every panel, hidden ones included), in the same shape. */
const shownChart = (page: Page): Promise<ShownChart> =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("#case-chart [role=tab]")].map((tab) => {
      const panel = document.getElementById(tab.getAttribute("aria-controls")!)!;
      const isNew = (el: Element) => !!el.querySelector(".case-new");
      return {
        tab: [...tab.childNodes]
          .filter((n) => n.nodeType === Node.TEXT_NODE)
          .map((n) => n.textContent)
          .join("")
          .trim(),
        isNew: isNew(tab),
        notes: [...panel.querySelectorAll(".case-note")].map((n) => ({
          text: n.querySelector(".case-note-text")!.textContent!,
          isNew: isNew(n),
        })),
        columns: [...panel.querySelectorAll("table thead th")]
          .slice(1)
          .map((th) => ({ time: th.querySelector(".case-time")!.textContent!, isNew: isNew(th) })),
        rows: [...panel.querySelectorAll("table tbody th")].map((th) => th.textContent!),
      };
    }),
  );

/** Each entry's first item, from the case as the API serves it. */
function firstShown(study: CaseDto) {
  const first = new Map<string, { tab: string; entry: Entry; at: number }>();
  for (const item of study.items)
    for (const t of item.chart)
      for (const e of t.entries) if (e.id && !first.has(e.id)) first.set(e.id, { tab: t.tab, entry: e, at: item.step });
  return [...first.values()];
}

/** At item `step`: every entry first shown later is absent; every entry first shown here (after item 1) is marked New. */
function expectUnfolding(study: CaseDto, step: number, shown: ShownChart) {
  for (const { tab, entry, at } of firstShown(study)) {
    const where = `entry ${entry.id} (first at item ${at}) at item ${step}`;
    const t = shown.find((s) => s.tab === tab);
    const note = t?.notes.find((n) => n.text === entry.text);
    const column = t?.columns.find((c) => c.time === entry.time);
    if (at > step) {
      if (entry.text) expect(note, where).toBeUndefined();
      // A later entry's time may already hold an earlier entry of the same tab: absent means no column of its own.
      const sameTime = study.items[step - 1].chart
        .find((c) => c.tab === tab)
        ?.entries.some((e) => e.values?.length && e.time === entry.time);
      if (entry.values?.length && !sameTime) expect(column, where).toBeUndefined();
    } else {
      expect(t, where).toBeTruthy();
      if (entry.text) expect(note?.isNew, where).toBe(at === step && step > 1);
      if (entry.values?.length) expect(column, where).toBeTruthy();
      if (at === step && step > 1) {
        expect(t!.isNew, where).toBe(true);
        if (entry.values?.length) expect(column!.isNew, where).toBe(true);
      }
    }
  }
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
const scrollTo = (page: Page, y: number) => page.evaluate((y) => (window.scrollTo(0, y), window.scrollY), y);
const switchButton = (page: Page, name: "Chart" | "Question") => page.locator(".case-switch button", { hasText: name });

async function submitted(page: Page, act: () => Promise<unknown>): Promise<Reply> {
  const isAnswer = (r: Response) => new URL(r.url()).pathname === "/api/answers" && r.request().method() === "POST";
  const [res] = await Promise.all([page.waitForResponse(isAnswer), act()]);
  expect(res.status(), await res.text()).toBe(201);
  return res.json();
}

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** A new student's context (axe needs the page's CSP bypassed) and the first practice case. */
async function student(viewport: typeof PHONE): Promise<{ context: BrowserContext; page: Page; study: CaseDto }> {
  const { context, page } = await registeredStudent(browser, viewport);
  const study = await firstPracticeCase<CaseDto>(page);
  expect(study.items.map((i) => i.step)).toEqual([1, 2, 3, 4, 5, 6]);
  return { context, page, study };
}

describe("a case study on a 390 px phone", () => {
  it(
    "opens from the list, switches between chart and question, unfolds the chart, answers six items and shows points by step",
    { timeout: 240_000 },
    async () => {
      const { context, page, study } = await student(PHONE);

      // The list: the case with its best ("Not tried yet"), opened by its link.
      await openPage(page, "/case-studies");
      await expectNoViolations(page, "case list (phone)");
      const card = page.locator(".case-card", { has: page.locator("h3", { hasText: study.title }) }).first();
      await expect(card.locator(".case-best").textContent()).resolves.toBe("Not tried yet");
      await Promise.all([
        page.waitForURL(`**/case-studies/${study.id}`),
        card.locator("a", { hasText: /Open case|Try again/ }).click(),
      ]);
      await islandsReady(page);
      await page.locator(`${SCOPE} .question[data-live]`).waitFor();
      expect(await page.textContent("h1")).toBe(study.title);

      // The switch: the question first; the chart keeps its tab, each view its scroll position.
      expect(await switchButton(page, "Question").getAttribute("aria-pressed")).toBe("true");
      expect(await page.isVisible("#case-question")).toBe(true);
      expect(await page.isVisible("#case-chart")).toBe(false);
      await expectNoViolations(page, "case item 1 before answering (phone)");
      const questionY = await scrollTo(page, 260);
      await switchButton(page, "Chart").click();
      expect(await switchButton(page, "Chart").getAttribute("aria-pressed")).toBe("true");
      expect(await page.isVisible("#case-chart")).toBe(true);
      expect(await page.isVisible("#case-question")).toBe(false);
      const tabs = page.locator("#case-chart [role=tab]");
      const tabCount = await tabs.count();
      expect(tabCount).toBe(study.items[0].chart.length);
      const chosen = tabCount > 1 ? 1 : 0;
      await tabs.nth(chosen).click();
      expect(await tabs.nth(chosen).getAttribute("aria-selected")).toBe("true");
      expect(await page.isVisible(`#${await tabs.nth(chosen).getAttribute("aria-controls")}`)).toBe(true);
      const chartY = await scrollTo(page, 90);
      await switchButton(page, "Question").click();
      expect(await page.isVisible("#case-question")).toBe(true);
      expect(Math.abs((await scrollY(page)) - questionY)).toBeLessThanOrEqual(2);
      await switchButton(page, "Chart").click();
      expect(Math.abs((await scrollY(page)) - chartY)).toBeLessThanOrEqual(2);
      expect(await tabs.nth(chosen).getAttribute("aria-selected")).toBe("true");
      // The tabs work by keyboard too: an arrow key selects the next tab and focuses it.
      await tabs.nth(chosen).focus();
      await page.keyboard.press("ArrowRight");
      const after = (chosen + 1) % tabCount;
      expect(await tabs.nth(after).getAttribute("aria-selected")).toBe("true");
      expect(await tabs.nth(after).evaluate((el) => el === document.activeElement)).toBe(true);
      await switchButton(page, "Question").click();

      // Six items: the chart at each is what the API says, unfolding; each answer graded with its rationales.
      let sessions = 0;
      page.on(
        "request",
        (r) => void (new URL(r.url()).pathname === "/api/sessions" && r.method() === "POST" && sessions++),
      );
      const replies: Reply[] = [];
      for (const item of study.items) {
        const k = item.step;
        await page.locator("#case-item-title", { hasText: `Item ${k} of 6` }).waitFor();
        expect(await page.textContent("#case-item-title")).toBe(`Item ${k} of 6: ${item.stepName}`);
        expect(await page.textContent(`${SCOPE} .question-stem`)).toBe(item.content);
        expect(await page.textContent(".case-steps [aria-current=step] .case-step-name")).toBe(
          `Step ${k}: ${item.stepName}`,
        );
        if (k > 1) {
          const status = (await page.textContent(".case-status"))!;
          expect(status).toContain(`Item ${k} of 6: ${item.stepName}.`);
          for (const t of item.chart.filter((t) => t.entries.some((e) => e.isNew))) expect(status).toContain(t.tab);
          expect(await switchButton(page, "Chart").locator(".case-new").count()).toBe(
            item.chart.some((t) => t.entries.some((e) => e.isNew)) ? 1 : 0,
          );
        }
        await switchButton(page, "Chart").click();
        const shown = await shownChart(page);
        expect(shown, `chart at item ${k}`).toEqual(expectedChart(item.chart));
        expectUnfolding(study, k, shown);
        await switchButton(page, "Question").click();
        await page.locator(`${SCOPE} .question[data-live]`).waitFor();

        const reply = await submitted(page, () => answerCurrent(page, SCOPE, k));
        replies.push(reply);
        await page.locator(`${SCOPE} .feedback`).waitFor();
        expect(await page.textContent(`${SCOPE} .feedback strong`)).toContain(
          `${reply.points} of ${reply.maxPoints} point`,
        );
        const text = (await page.textContent(SCOPE))!;
        const rationales = Object.values(reply.rationales);
        expect(rationales.length).toBeGreaterThan(0);
        expect(
          rationales.some((r) => text.includes(r)),
          `a rationale of item ${k} is shown`,
        ).toBe(true);
        if (k === 1) await expectNoViolations(page, "case item 1 graded (phone)");
        await page.locator(`${SCOPE} button`, { hasText: k === 6 ? "See results" : "Next item" }).click();
      }
      expect(sessions, "one case session, created at the first submit").toBe(1);

      // Results: points per step with the format, and the total.
      await page.locator(".case-results").waitFor();
      const rows = page.locator(".case-results-table tbody tr");
      expect(await rows.count()).toBe(6);
      for (const [i, item] of study.items.entries()) {
        expect(await rows.nth(i).locator("th").textContent()).toBe(`${item.step}. ${item.stepName}`);
        expect(await rows.nth(i).locator("td").allTextContents()).toEqual([
          FORMAT_LABELS[item.type],
          `${replies[i].points} of ${replies[i].maxPoints}`,
        ]);
      }
      const total = replies.reduce((s, r) => s + r.points, 0);
      expect(replies.reduce((s, r) => s + r.maxPoints, 0)).toBe(study.maxPoints);
      expect(await page.textContent(".case-results-table tfoot td")).toBe(`${total} of ${study.maxPoints}`);
      expect(await page.isVisible("text=Try this case again")).toBe(true);
      await expectNoViolations(page, "case results (phone)");

      // The list shows the best score; Analytics the points by step.
      await Promise.all([page.waitForURL("**/case-studies"), page.click("text=Back to case studies")]);
      await expect(
        page
          .locator(".case-card", { has: page.locator("h3", { hasText: study.title }) })
          .first()
          .locator(".case-best")
          .textContent(),
      ).resolves.toBe(`Best: ${total} of ${study.maxPoints} points`);
      await openPage(page, "/analytics");
      const section = page.locator("section", { has: page.locator("h2", { hasText: "Clinical Judgment" }) });
      await section.waitFor();
      const stepTable = section.locator("[aria-label='Points by clinical-judgment step'] table");
      for (const [i, item] of study.items.entries()) {
        const row = stepTable.locator("tbody tr", {
          has: page.locator("th", { hasText: new RegExp(`^${item.step}\\. `) }),
        });
        expect(
          (await row.locator("td").allTextContents()).slice(0, 2),
          `step ${item.step} on Analytics (answered, points)`,
        ).toEqual(["1", `${replies[i].points}/${replies[i].maxPoints}`]);
      }
      await context.close();
    },
  );
});

describe("a case study on desktop", () => {
  it(
    "shows the chart and the item side by side, the first item without JavaScript, and passes axe before and after answering",
    { timeout: 120_000 },
    async () => {
      const { context, page, study } = await student(DESKTOP);
      await openPage(page, `/case-studies/${study.id}`);
      await page.locator(`${SCOPE} .question[data-live]`).waitFor();
      expect(await page.isVisible(".case-switch")).toBe(false);
      const chart = (await page.locator("#case-chart").boundingBox())!;
      const item = (await page.locator("#case-question").boundingBox())!;
      expect(chart.x + chart.width).toBeLessThanOrEqual(item.x);
      expect(Math.abs(chart.y - item.y)).toBeLessThan(4);
      expect(await page.isVisible(".case-steps")).toBe(true);
      expect(await page.locator(".case-step-name").allTextContents()).toEqual(
        study.items.map((i) => `Step ${i.step}: ${i.stepName}`),
      );
      await expectNoViolations(page, "case item 1 before answering (desktop)");
      await submitted(page, () => answerCurrent(page, SCOPE, 0));
      await page.locator(`${SCOPE} .feedback`).waitFor();
      await expectNoViolations(page, "case item 1 graded (desktop)");

      // The server renders the first item and its chart into the page: readable with JavaScript off.
      const noJs = await browser.newContext({
        ...DESKTOP,
        baseURL: baseURL(),
        javaScriptEnabled: false,
        storageState: await context.storageState(),
      });
      const bare = await noJs.newPage();
      await bare.goto(`/case-studies/${study.id}`);
      expect(await bare.textContent(`${SCOPE} .question-stem`)).toBe(study.items[0].content);
      expect(await bare.locator(`${SCOPE} fieldset.ngn`).count()).toBe(1);
      expect(await bare.locator("#case-chart [role=tab]").count()).toBe(study.items[0].chart.length);
      await noJs.close();

      // An unknown case is the 404 page.
      const missing = await page.goto("/case-studies/987654");
      expect(missing?.status()).toBe(404);
      expect(await page.textContent("h1")).toBe("404 Page Not Found");
      await context.close();
    },
  );
});
