import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { baseURL, DESKTOP, islandsReady, launch, register } from "./browser";
import { localDay } from "../lib/dates";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const DAY = 86_400_000;

/**
 * Answers `n` questions of a category in a practice session through the API: the first `right` correctly,
 * `timeSpent` seconds each. `at` (epoch ms) moves the server's clock for the answers (X-Test-Now, honoured
 * only because global-setup runs wrangler dev with ENVIRONMENT=test).
 */
async function practise(
  page: Page,
  categoryId: number,
  n: number,
  right: number,
  { at, timeSpent = 30 }: { at?: number; timeSpent?: number } = {},
) {
  // The server credits at most the time it observed: without `at`, the session starts n answers' time ago
  // and each answer comes `timeSpent` later on the server's clock; with `at`, everything happens at that instant.
  const start = at ?? Date.now() - n * timeSpent * 1000;
  const clock = (i: number) => ({ Origin: baseURL(), "X-Test-Now": String(at ?? start + i * timeSpent * 1000) });
  const headers = clock(n);
  const qs = (await (
    await page.request.get(`/api/questions/random?categoryId=${categoryId}&count=${n}&difficulty=medium&type=single`)
  ).json()) as { id: number; correctAnswer: string; options: { label: string }[] }[];
  const session = await (
    await page.request.post("/api/sessions", {
      data: { sessionType: "practice", totalQuestions: n, correctAnswers: 0, timeLimit: null, categoryId },
      headers: clock(0),
    })
  ).json();
  for (const [i, q] of qs.entries()) {
    const selectedAnswer = i < right ? q.correctAnswer : q.options.find((o) => o.label !== q.correctAnswer)!.label;
    expect(
      (
        await page.request.post("/api/answers", {
          data: { questionId: q.id, selectedAnswer, timeSpent, sessionId: session.id },
          headers: clock(i + 1),
        })
      ).status(),
    ).toBe(201);
  }
  await page.request.post(`/api/sessions/${session.id}/finish`, { data: {}, headers });
  return qs;
}

describe("dashboard and analytics in Chromium", () => {
  it("shows a new student every empty state", async () => {
    const context = await browser.newContext({ ...DESKTOP, baseURL: baseURL() });
    const page = await context.newPage();
    await register(page);
    for (const text of [
      "No Performance Data Yet",
      "Complete some practice sessions to see your progress trends",
      "No Practice Data Yet",
      "Start practicing questions to see your subject area performance",
      "No Recent Activity",
      "Start your streak!",
      "Practice daily to build momentum",
      "Not enough data yet",
    ])
      await page.waitForSelector(`text=${text}`);
    expect(await page.getAttribute("a:has-text('Start Your First Session')", "href")).toBe("/practice");
    expect(await page.getAttribute("a:has-text('Start Practicing')", "href")).toBe("/practice");
    expect(await page.textContent(".stat:has-text('Days to Exam')")).toContain("Not set");
    for (const text of [
      "NCLEX DAILY",
      "Study Dashboard",
      "Start Practice",
      "across all categories",
      "this month",
      "No earlier week to compare yet",
    ])
      await page.waitForSelector(`text=${text}`);

    // Continue Last Session without a last session: the spec's fallback category, 10 questions.
    await islandsReady(page);
    await page.click("button:has-text('Continue Last Session')");
    await page.waitForSelector(".session-dialog >> text=Practice Question");
    await page.waitForSelector(".session-dialog >> text=/Question 1 of (10|\\d (Limited questions available))/");
    expect(await page.textContent(".session-dialog .question-tools .badge")).toBe(
      "Pharmacological and Parenteral Therapies",
    );
    await page.click(".session-dialog button[aria-label=Close]");
    // Timed Test (75 Qs): the timed dialog with 75 questions.
    await page.click("button:has-text('Timed Test (75 Qs)')");
    await page.waitForSelector(".session-dialog >> text=Timed Test Question");
    expect(await page.textContent(".session-dialog .session-header p")).toBe("Question 1 of 75");
    await page.click(".session-dialog button[aria-label=Close]");

    await page.goto("/analytics");
    await page.waitForSelector("h1:has-text('Performance Analytics')");
    await page.waitForSelector("text=No performance data available yet.");
    await page.waitForSelector("text=Below passing threshold");
    await context.close();
  });

  it("draws the study-time doughnut without errors when every answer took seconds", async () => {
    const context = await browser.newContext({ ...DESKTOP, baseURL: baseURL() });
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    page.on("console", (m) => m.type() === "error" && consoleErrors.push(m.text()));
    page.on("pageerror", (e) => consoleErrors.push(String(e)));
    await register(page);
    await practise(page, 2, 3, 2, { timeSpent: 4 }); // 12 s in all: 0 whole minutes
    await page.goto("/analytics");
    await islandsReady(page);
    await page.waitForSelector("#time-chart ~ nclex-island .chart-box svg path", { state: "attached" });
    expect(await page.locator("#time-chart ~ nclex-island .chart-box svg path[d*='NaN']").count()).toBe(0);
    expect(await page.textContent("#time-chart ~ .chart-alt tbody")).toContain("Practice12 s");
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("shows a 2-day streak, the trend chart and recent activity after answers on two calendar days, and exports the real numbers", async () => {
    // Two calendar days without waiting a day: the server's clock is moved back 24 hours for the first
    // answers (X-Test-Now) and the browser's clock with it (page.clock); then both are on today. Tokyo
    // has no daylight saving, so 24 hours back is always yesterday on the student's calendar.
    const tz = "Asia/Tokyo";
    const context = await browser.newContext({ ...DESKTOP, baseURL: baseURL(), timezoneId: tz, acceptDownloads: true });
    const page = await context.newPage();
    const browserDay = () => page.evaluate(() => new Date().toLocaleDateString("en-CA"));
    const consoleErrors: string[] = [];
    page.on("console", (m) => m.type() === "error" && consoleErrors.push(m.text()));
    const yesterday = Date.now() - DAY;
    await page.clock.install({ time: yesterday });
    await register(page); // the page's script stores the browser's time zone with the student
    expect(await browserDay()).toBe(localDay(yesterday, tz));
    await practise(page, 4, 4, 3, { at: yesterday });
    await page.clock.setSystemTime(Date.now()); // day 2, for the browser as for the server
    await page.goto("/practice");
    await islandsReady(page);
    expect(await browserDay()).toBe(localDay(Date.now(), tz));
    await practise(page, 7, 4, 4);
    await page.request.post("/api/bookmarks", {
      data: { questionId: (await practise(page, 7, 1, 1))[0].id },
      headers: { Origin: baseURL() },
    });

    await page.goto("/");
    await islandsReady(page);
    await page.waitForSelector(".streak-count >> text=2");
    expect(await page.locator(".streak-days li.on").count()).toBe(2);
    expect(await page.locator(".streak-days li").last().getAttribute("class")).toBe("on");
    expect(await page.textContent(".stat:has-text('Questions Answered') .stat-value")).toBe("9");
    expect(await page.textContent(".stat:has-text('Overall Score') .stat-value")).toBe("89%");
    await page.waitForSelector(".chart-box svg .line-graph-path"); // frappe-charts drew the trend
    expect(await page.locator(".chart-alt tbody tr").count()).toBe(2); // two days with practice, as text too
    expect(await page.textContent(".chart-alt tbody tr:first-child td")).toBe(localDay(yesterday, tz));
    // Every score is >= 60 (75% and 100%), so the y-axis runs from 60.
    const yAxis = () =>
      page.$$eval(".trend-chart .y.axis text", (ts) =>
        ts.map((t) => Number(t.textContent)).filter((n) => !Number.isNaN(n)),
      );
    expect(Math.min(...(await yAxis()))).toBe(60);
    await page.click("button:has-text('30D')");
    await page.waitForSelector("text=Daily scores, last 30 days: 2 days with practice");
    await page.click("button:has-text('3M')");
    await page.waitForSelector("text=Daily scores, last 3 months: 2 days with practice");
    expect(await page.getAttribute("button:has-text('3M')", "aria-pressed")).toBe("true");
    await page.waitForFunction(() => document.querySelectorAll(".trend-chart .x.axis text").length > 30); // 90 days on the axis
    expect(Math.min(...(await yAxis()))).toBe(60);
    const activity = await page.textContent("#activity-title + .activity-list");
    expect(activity).toContain("Practice · Health Promotion and Maintenance");
    expect(activity).toContain("1/1 correct · Just now");
    expect(activity).toContain("Bookmarked · Health Promotion and Maintenance");
    // Continue Last Session: 10 questions of the last practice session's category.
    await page.click("button:has-text('Continue Last Session')");
    await page.waitForSelector(".session-dialog >> text=/Question 1 of (10|\\d (Limited questions available))/");
    expect(await page.textContent(".session-dialog .question-tools .badge")).toBe("Health Promotion and Maintenance");
    await page.click(".session-dialog button[aria-label=Close]");
    await page.click("text=View All Activity");
    await page.waitForSelector("h1:has-text('All Activity')");
    expect(await page.locator(".timed-list li").count()).toBe(3);

    await page.goto("/analytics");
    await islandsReady(page);
    await page.waitForSelector("text=Above passing threshold");
    expect(await page.textContent(".stat:has-text('Study Streak') .stat-value")).toBe("2 days");
    // The category bars are drawn at their real heights (a page style once squashed <rect class="bar"> to 8 px).
    await page.waitForSelector(".chart-box .dataset-bars rect.bar", { state: "attached" });
    const bars = await page.$$eval(".chart-box .dataset-bars rect.bar", (rects) =>
      rects.map((r) => [Number(r.getAttribute("height")), r.getBoundingClientRect().height]),
    );
    expect(bars).toHaveLength(2);
    for (const [drawn, shown] of bars) expect(Math.abs(drawn - shown)).toBeLessThan(1);
    expect(Math.min(...bars.map(([, shown]) => shown))).toBeGreaterThan(50);
    await page.click("summary:has-text('Export Report')");
    const [download] = await Promise.all([page.waitForEvent("download"), page.click("text=Download CSV")]);
    expect(download.suggestedFilename()).toBe(`nclex-daily-report-${localDay(Date.now(), tz)}.csv`);
    const csv = readFileSync((await download.path())!, "utf8");
    expect(csv).toContain('"Mental Health","4","3","1","75"');
    expect(csv).toContain('"Health Promotion and Maintenance","5","5","0","100"');
    expect(csv).toContain('"All categories","9","8","1","89"');
    expect(csv.match(/"practice"/g)).toHaveLength(3);
    expect(consoleErrors).toEqual([]); // e.g. a chart drawn while its streamed HTML was still hidden
    await context.close();
  });
});
