import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { baseURL, islandsReady, launch, newPage, register } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe("readiness exam in Chromium", () => {
  it("starts from Timed Tests, answers items, resumes after a reload, and shows the results report", async () => {
    const page = await newPage(browser);
    await register(page);
    await page.goto("/timed-tests");
    await islandsReady(page);
    await page.selectOption("#timed-type", "readiness");
    await page.waitForSelector("text=Balanced to the NCLEX-RN test plan");
    await Promise.all([page.waitForURL("**/readiness-exam"), page.click("text=Start Readiness Exam")]);
    await islandsReady(page);
    expect(await page.content()).not.toMatch(/correctAnswer|rationale/);
    for (let n = 1; n <= 3; n++) {
      await page.waitForSelector(`text=Question ${n} ·`);
      expect(await page.isDisabled("button:has-text('Submit Answer')")).toBe(true);
      await page.locator(".readiness-exam .option").first().click();
      await page.click("button:has-text('Submit Answer')");
    }
    await page.waitForSelector("text=Question 4 ·");
    const stem = await page.textContent(".question-stem");
    expect(await page.textContent("[role=timer]")).toMatch(/^\s*4:59:\d\d|^\s*5:00:00/);

    await page.goto("/timed-tests"); // the tab is closed: Timed Tests offers to resume
    await Promise.all([page.waitForURL("**/readiness-exam"), page.click("text=Resume Readiness Exam")]);
    await islandsReady(page);
    await page.waitForSelector("text=Question 4 ·");
    expect(await page.textContent(".question-stem")).toBe(stem);

    // Test hook: finish the exam quickly through the same API the page uses.
    const { id } = await (await page.request.get("/api/readiness-exams")).json().then((l: { id: number }[]) => l[0]);
    let view = await (await page.request.get(`/api/readiness-exams/${id}`)).json();
    while (view.status === "active") {
      const res = await page.request.post(`/api/readiness-exams/${id}/answers`, { data: { questionId: view.item.questionId, selectedAnswer: "A" }, headers: { Origin: baseURL() } });
      expect(res.status()).toBe(200);
      view = await res.json();
    }
    await page.goto("/readiness-exam"); // no exam running: the introduction and this attempt
    await page.waitForSelector("text=How it works");
    await page.click(`a[href="/readiness-exam?id=${id}"]`);
    await page.waitForSelector("text=Readiness Exam Results");
    expect(await page.textContent(".result-label")).toBe(view.status === "passed" ? "PASS" : "FAIL");
    expect(await page.locator(".area-table tbody tr").count()).toBe(8);
    expect(await page.locator(".review-list > li").count()).toBe(view.answered);
    await page.waitForSelector("text=not on NCSBN's scale");
    await page.close();
  });
});
