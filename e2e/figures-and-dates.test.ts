// Numbers a student can trust, on a 390 px phone (and the chart at 1280 px):
// every date on the student's calendar (New York here, with the server's
// clock at 02:30 UTC, the previous evening there), a full-marks count always
// said beside a points percentage in words, the timed list's time used beside
// its limit, and Category Performance labels that are never just "…".
import { execFileSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { baseURL, DESKTOP, islandsReady, launch, PHONE, register } from "./browser";
import { answerBody } from "./answers";
import { expectNoViolations } from "./axe";
import { chartsDrawn } from "./charts-drawn";
import { CATEGORIES } from "../lib/categories";

const TIME_ZONE = "America/New_York";
// 02:30 UTC on Oct 15, 2026 is 22:30 on Oct 14 in New York.
const AT = Date.UTC(2026, 9, 15, 2, 30);
const STUDENT_DAY = "10/14/2026";
const MINUTE = 60_000;

/** Runs SQL on the app's local D1: the readiness API keeps the real clock, so an exam's date is planted. */
const sql = (command: string, ...flags: string[]) =>
  execFileSync(
    "npx",
    [
      "wrangler",
      "d1",
      "execute",
      "nclex-daily",
      "--local",
      "--persist-to",
      inject("statePath"),
      ...flags,
      "--command",
      command,
    ],
    { stdio: "pipe", env: { ...process.env, CI: "true" } },
  );

/** The keys of single-answer questions, read from D1: a timed draw holds them back from the student. */
function keysOf(ids: number[]): Map<number, string> {
  const out = sql(`SELECT id, correct_answer FROM questions WHERE id IN (${ids.join(",")})`, "--json");
  const [{ results }] = JSON.parse(out.toString()) as [{ results: { id: number; correct_answer: string }[] }];
  return new Map(results.map((r) => [r.id, r.correct_answer]));
}

let browser: Browser;
let context: BrowserContext;
let page: Page;
let username = "";

const headers = (at?: number) => ({ Origin: baseURL(), ...(at ? { "X-Test-Now": String(at) } : {}) });

async function post(path: string, data: unknown, at?: number) {
  const res = await page.request.post(path, { data, headers: headers(at) });
  expect(res.status(), `${path}: ${await res.text()}`).toBeLessThan(300);
  return res.json();
}

type Drawn = { id: number; type: string; correctAnswer: string | null; options: { label: string }[]; item: null };

beforeAll(async () => {
  browser = await launch();
  context = await browser.newContext({
    ...PHONE,
    baseURL: baseURL(),
    timezoneId: TIME_ZONE,
    bypassCSP: true, // for axe
    serviceWorkers: "block",
  });
  page = await context.newPage();
  username = await register(page); // the page stores the browser's time zone with the student

  // A 5-question timed test started at 02:30 UTC, 2 of 5 right, finished 18 minutes later.
  const session = await post("/api/sessions", { sessionType: "timed", totalQuestions: 5, timeLimit: 25 }, AT);
  const drawn = (await (
    await page.request.get(`/api/questions/random?sessionId=${session.id}&count=5&type=single`, {
      headers: headers(AT),
    })
  ).json()) as Drawn[];
  const keys = keysOf(drawn.map((q) => q.id));
  for (const [i, q] of drawn.slice(0, 3).entries())
    await post(
      "/api/answers",
      {
        questionId: q.id,
        ...answerBody({ ...q, correctAnswer: keys.get(q.id)! }, i < 2),
        timeSpent: 60,
        sessionId: session.id,
      },
      AT + (i + 1) * MINUTE,
    );
  await post(`/api/sessions/${session.id}/finish`, {}, AT + 18 * MINUTE);

  // Practice in one category through the plain API: 2 of 3 right.
  const practice = (await (
    await page.request.get("/api/questions/random?categoryId=3&count=3&type=single")
  ).json()) as Drawn[];
  for (const [i, q] of practice.entries())
    await post("/api/answers", { questionId: q.id, ...answerBody(q, i < 2), timeSpent: 30, sessionId: null });
  // One answer in each of five more categories: too many labels for a half-width chart at 1280 px.
  for (const categoryId of [1, 2, 4, 5, 6]) {
    const [q] = (await (
      await page.request.get(`/api/questions/random?categoryId=${categoryId}&count=1&type=single`)
    ).json()) as Drawn[];
    await post("/api/answers", { questionId: q.id, ...answerBody(q, true), timeSpent: 30, sessionId: null });
  }

  // A readiness exam that ran out of time, started at 02:30 UTC.
  const exam = await post("/api/readiness-exams", {});
  sql(
    `UPDATE readiness_exams SET status = 'failed', reason = 'time', started_at = ${AT}, deadline = ${AT + 300 * MINUTE}, finished_at = ${AT + 300 * MINUTE} WHERE id = ${exam.id}`,
  );
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

async function open(path: string) {
  await page.goto(path);
  await page.waitForSelector("[aria-busy=true]", { state: "detached" });
  await islandsReady(page);
}

describe("dates and figures on a phone in New York", () => {
  it("lists the timed test at 02:30 UTC on the student's date, with the time used beside the limit", async () => {
    await open("/timed-tests");
    const item = page.locator(".timed-list li").first();
    expect(await item.locator("div > small").allTextContents()).toEqual([
      `${STUDENT_DAY} · 2/5 correct (full marks)`,
      "25 min · used 18 min",
    ]);
    expect(await item.locator(".points-score").textContent()).toBe("40%of points");
    // The last readiness attempt, on the student's date too.
    expect(await page.textContent("#readiness-status + p")).toBe(
      `Last attempt on ${STUDENT_DAY}: FAIL after 0 questions.`,
    );
    await expectNoViolations(page, "Timed Tests (390 px)");

    await open("/readiness-exam");
    expect(await page.textContent("#attempts + .timed-list a")).toBe(STUDENT_DAY);
    await open("/activity");
    expect(await page.textContent(".timed-list li:has-text('Timed Test') small")).toMatch(
      /^Oct 14, 2026, 10:3\d\sPM · 2\/3 correct \(full marks\)/,
    );
  });

  it("says a full-marks count beside a points percentage in words: analytics, dashboard and practice", async () => {
    const practiced = CATEGORIES.find((c) => c.id === 3)!.name;
    const phrase = /^\d+ of \d+ at full marks · \d+% of points$/;

    await open("/analytics");
    const row = page.locator(".data-table tbody tr", { has: page.locator(`th:text-is("${practiced}")`) });
    const summary = row.locator("xpath=following-sibling::tr[1][contains(@class, 'row-summary')]");
    expect(await summary.isVisible()).toBe(true); // on a phone the figures' columns are off to the side
    expect(await summary.textContent()).toMatch(/^\d+ of \d+ at full marks · \d+% of points$/);
    const heads = await page.locator("[aria-label='Category statistics'] thead").textContent();
    expect(heads).toContain("Average score % of points");
    expect(heads).toContain("Accuracy at full marks");
    await expectNoViolations(page, "Analytics (390 px)");

    await open("/");
    const subjects = await page.locator(".perf-list .perf-row .muted").allTextContents();
    expect(subjects.length).toBeGreaterThan(0);
    for (const text of subjects) expect(text).toMatch(phrase);
    const activity = await page.locator("#activity-title + .activity-list li:has(.muted) small").allTextContents();
    expect(activity).toContain("2 of 3 at full marks · 67% of points"); // the timed test's 3 answers

    await open("/practice");
    const bars = await page.locator(".perf-list .perf-row .muted").allTextContents();
    expect(bars.length).toBeGreaterThan(0);
    for (const text of bars) expect(text).toMatch(phrase);
  });

  it("gives the category chart readable labels: full names in a list where the chart is too narrow, else whole short names", async () => {
    const names = CATEGORIES.map((c) => c.name);
    await open("/analytics");
    await chartsDrawn(page);
    const card = page.locator("section:has(#category-chart)");
    expect(await card.locator(".chart-box").isVisible()).toBe(false); // never drawn, never hydrated
    expect(await card.locator(".chart-list").isVisible()).toBe(true);
    const labels = await card.locator(".chart-list .perf-row > span:first-child").allTextContents();
    expect(labels.length).toBeGreaterThan(1);
    for (const label of labels) expect(names).toContain(label);

    // At 1280 px six or more categories still do not fit the half-width card: the list again.
    const wide = await browser.newContext({
      ...DESKTOP,
      baseURL: baseURL(),
      storageState: await context.storageState(),
    });
    const desk = await wide.newPage();
    await desk.goto("/analytics");
    await chartsDrawn(desk);
    const deskCard = desk.locator("section:has(#category-chart)");
    expect(await deskCard.locator(".chart-list").isVisible()).toBe(true);
    expect(await deskCard.locator(".chart-box").isVisible()).toBe(false);

    // Three categories fit: the chart, every label whole (frappe-charts cuts what does not fit to "...").
    await register(desk);
    for (const categoryId of [1, 4, 7]) {
      const [q] = (await (
        await desk.request.get(`/api/questions/random?categoryId=${categoryId}&count=1&type=single`)
      ).json()) as Drawn[];
      const res = await desk.request.post("/api/answers", {
        data: { questionId: q.id, ...answerBody(q, true), timeSpent: 30, sessionId: null },
        headers: headers(),
      });
      expect(res.status()).toBe(201);
    }
    await desk.goto("/analytics");
    await chartsDrawn(desk);
    expect(await deskCard.locator(".chart-list").isVisible()).toBe(false);
    const ticks = await deskCard.locator(".chart-box .x.axis text").allTextContents();
    expect(ticks.sort()).toEqual(["Med-Surg", "Mental", "Promotion"]);
    await wide.close();
  });
});
