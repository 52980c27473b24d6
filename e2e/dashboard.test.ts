import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { baseURL, DESKTOP, islandsReady, launch, register } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Answers `n` questions of a category in a practice session through the API: the first `right` correctly. */
async function practise(page: Page, categoryId: number, n: number, right: number) {
  const headers = { Origin: baseURL() };
  const qs = (await (await page.request.get(`/api/questions/random?categoryId=${categoryId}&count=${n}&difficulty=medium`)).json()) as { id: number; correctAnswer: string; options: { label: string }[] }[];
  const session = await (await page.request.post("/api/sessions", { data: { sessionType: "practice", totalQuestions: n, correctAnswers: 0, timeLimit: null, categoryId }, headers })).json();
  for (const [i, q] of qs.entries()) {
    const selectedAnswer = i < right ? q.correctAnswer : q.options.find((o) => o.label !== q.correctAnswer)!.label;
    expect((await page.request.post("/api/answers", { data: { questionId: q.id, selectedAnswer, timeSpent: 30, sessionId: session.id }, headers })).status()).toBe(201);
  }
  await page.request.post(`/api/sessions/${session.id}/finish`, { data: {}, headers });
  return qs;
}

describe("dashboard and analytics in Chromium", () => {
  it("shows a new student every empty state", async () => {
    const context = await browser.newContext({ ...DESKTOP, baseURL: baseURL() });
    const page = await context.newPage();
    await register(page);
    for (const text of ["No Performance Data Yet", "Complete some practice sessions to see your progress trends", "No Practice Data Yet", "Start practicing questions to see your subject area performance", "No Recent Activity", "Start your streak!", "Practice daily to build momentum", "Not enough data yet"])
      await page.waitForSelector(`text=${text}`);
    expect(await page.getAttribute("a:has-text('Start Your First Session')", "href")).toBe("/practice");
    expect(await page.getAttribute("a:has-text('Start Practicing')", "href")).toBe("/practice");
    expect(await page.textContent(".stat:has-text('Days to Exam')")).toContain("Not set");
    await page.goto("/analytics");
    await page.waitForSelector("text=No performance data available yet.");
    await page.waitForSelector("text=Below passing threshold");
    await context.close();
  });

  it("shows a 2-day streak, the trend chart and recent activity after answers on two calendar days, and exports the real numbers", async () => {
    // Two calendar days without waiting a day: the student answers in UTC-10, then in UTC+14, exactly
    // 24 hours apart on the wall clock, so the answers land on consecutive days of their own calendar.
    const west = await browser.newContext({ ...DESKTOP, baseURL: baseURL(), timezoneId: "Etc/GMT+10" });
    const page1 = await west.newPage();
    await register(page1); // the page's script stores the browser's time zone with the student
    await practise(page1, 4, 4, 3);
    const state = await west.storageState();
    await west.close();
    const east = await browser.newContext({ ...DESKTOP, baseURL: baseURL(), timezoneId: "Etc/GMT-14", storageState: state, acceptDownloads: true });
    const page = await east.newPage();
    const consoleErrors: string[] = [];
    page.on("console", (m) => m.type() === "error" && consoleErrors.push(m.text()));
    await page.goto("/practice"); // a page load moves the stored time zone east
    await islandsReady(page);
    await practise(page, 7, 4, 4);
    await page.request.post("/api/bookmarks", { data: { questionId: (await practise(page, 7, 1, 1))[0].id }, headers: { Origin: baseURL() } });

    await page.goto("/");
    await islandsReady(page);
    await page.waitForSelector(".streak-count >> text=2");
    expect(await page.locator(".streak-days li.on").count()).toBe(2);
    expect(await page.locator(".streak-days li").last().getAttribute("class")).toBe("on");
    expect(await page.textContent(".stat:has-text('Questions Answered') .stat-value")).toBe("9");
    expect(await page.textContent(".stat:has-text('Overall Score') .stat-value")).toBe("89%");
    await page.waitForSelector(".chart-box svg .line-graph-path"); // frappe-charts drew the trend
    expect(await page.locator(".chart-alt tbody tr").count()).toBe(2); // two days with practice, as text too
    await page.click("button:has-text('30D')");
    await page.waitForSelector("text=Daily scores, last 30 days: 2 days with practice");
    const activity = await page.textContent("#activity-title + .activity-list");
    expect(activity).toContain("Practice · Health Promotion and Maintenance");
    expect(activity).toContain("1/1 correct · Just now");
    expect(activity).toContain("Bookmarked · Health Promotion and Maintenance");
    await page.click("text=View All Activity");
    await page.waitForSelector("h1:has-text('All Activity')");
    expect(await page.locator(".timed-list li").count()).toBe(3);

    await page.goto("/analytics");
    await islandsReady(page);
    await page.waitForSelector("text=Above passing threshold");
    expect(await page.textContent(".stat:has-text('Study Streak') .stat-value")).toBe("2 days");
    await page.click("summary:has-text('Export Report')");
    const [download] = await Promise.all([page.waitForEvent("download"), page.click("text=Download CSV")]);
    const csv = readFileSync((await download.path())!, "utf8");
    expect(csv).toContain('"Mental Health","4","3","1","75"');
    expect(csv).toContain('"Health Promotion and Maintenance","5","5","0","100"');
    expect(csv).toContain('"All categories","9","8","1","89"');
    expect(csv.match(/"practice"/g)).toHaveLength(3);
    expect(consoleErrors).toEqual([]); // e.g. a chart drawn while its streamed HTML was still hidden
    await east.close();
  });
});
