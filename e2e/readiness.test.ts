import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { baseURL, islandsReady, launch, newPage, register } from "./browser";
import { examAnswer } from "./answers";
import { answerCurrent, shownKind, submitButton } from "./format-answers";

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
    // The next page links the stylesheet instead of inlining it (whose rules name .rationale) once the browser holds it.
    await page.waitForFunction(() => document.cookie.includes("nclex_css="));
    await page.selectOption("#timed-type", "readiness");
    await page.waitForSelector("text=Balanced to the NCLEX-RN test plan");
    await Promise.all([page.waitForURL("**/readiness-exam"), page.click("text=Start Readiness Exam")]);
    await islandsReady(page);
    await page.click("button:text-is('Begin the exam')"); // the NCLEX-day run (the default) opens on its tutorial
    await page.waitForSelector("text=Question 1 ·");
    expect(await page.content()).not.toMatch(/correctAnswer|rationale/);
    for (let n = 1; n <= 3; n++) {
      await page.waitForSelector(`text=Question ${n} ·`);
      // Submit waits for a complete answer; an ordered response is complete as shown.
      if ((await shownKind(page, ".readiness-exam")) === "ordered")
        await page.locator(".readiness-exam button:enabled", { hasText: "Submit Answer" }).waitFor();
      else expect(await submitButton(page, ".readiness-exam").isDisabled()).toBe(true);
      await answerCurrent(page, ".readiness-exam", n); // whatever format the exam chose
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
      const res = await page.request.post(`/api/readiness-exams/${id}/answers`, {
        data: { questionId: view.item.questionId, ...examAnswer(view.item, "A") },
        headers: { Origin: baseURL() },
      });
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

  it("shows the pass probability as a percentage with a range and its explanation, on the dashboard and Analytics", async () => {
    const page = await newPage(browser);
    await register(page);
    // 24 answers through the API (more than the 20 needed for an estimate).
    const qs = (await (await page.request.get("/api/questions/random?count=24&type=single")).json()) as {
      id: number;
      correctAnswer: string;
      options: { label: string }[];
    }[];
    for (const [i, q] of qs.entries()) {
      const selectedAnswer = i % 4 ? q.correctAnswer : q.options.find((o) => o.label !== q.correctAnswer)!.label;
      expect(
        (
          await page.request.post("/api/answers", {
            data: { questionId: q.id, selectedAnswer, timeSpent: 20, sessionId: null },
            headers: { Origin: baseURL() },
          })
        ).status(),
      ).toBe(201);
    }
    for (const path of ["/dashboard", "/analytics"]) {
      await page.goto(path);
      const card = page.locator(".pass-card");
      expect(await card.locator(".stat-value").textContent(), path).toMatch(/^\d{1,3}%$/);
      const [low, high] = (
        (await card.locator(".stat-hint").textContent())!.match(/^Range (\d{1,3})-(\d{1,3})% · from 24 answers$/) ?? []
      )
        .slice(1)
        .map(Number);
      const percent = Number((await card.locator(".stat-value").textContent())!.replace("%", ""));
      expect(low, path).toBeLessThanOrEqual(percent);
      expect(high, path).toBeGreaterThanOrEqual(percent);
      expect(await card.locator(".how p").first().isVisible()).toBe(false);
      await card.locator("summary", { hasText: "How is this estimated?" }).click();
      expect(await card.locator(".how p").first().isVisible()).toBe(true);
      expect(await card.locator(".how").textContent()).toMatch(
        /chance that your ability is above the passing standard.*one standard deviation of the estimate.*not an NCSBN prediction/s,
      );
    }
    await page.close();
  });
});
