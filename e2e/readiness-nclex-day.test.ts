// The NCLEX-day run on a 390 px phone with touch, as a candidate meets it:
// the tutorial (the clock not yet running), two items, the optional break
// offered after about 2 hours (the server's clock moved with X-Test-Now,
// never waited for), the break with the clock running on, the exam resumed
// at the same item, and the report with the time used and the break. Axe on
// every screen.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { baseURL, islandsReady, launch, PHONE, register } from "./browser";
import { expectNoViolations } from "./axe";
import { examAnswer } from "./answers";
import { answerCurrent } from "./format-answers";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const MINUTE = 60_000;
const timer = (text: string | null) => {
  const [h, m, s] = (text ?? "").trim().split(":").map(Number);
  return h * 3600 + m * 60 + s;
};

describe("the NCLEX-day run on a phone", () => {
  it(
    "runs the tutorial, takes a break after about 2 hours with the clock running, resumes, and finishes",
    { timeout: 240_000 },
    async () => {
      const context = await browser.newContext({ ...PHONE, baseURL: baseURL(), bypassCSP: true }); // bypassCSP: for axe
      const page = await context.newPage();
      await register(page);
      await page.goto("/readiness-exam");
      await islandsReady(page);
      expect(await page.isChecked("input[name=exam-mode] >> nth=0")).toBe(true); // the NCLEX-day run is the default
      await expectNoViolations(page, "readiness introduction (phone)");
      await Promise.all([page.waitForURL("**/readiness-exam"), page.locator("text=Start Readiness Exam").tap()]);
      await islandsReady(page);

      // The tutorial: how each format is answered; the clock shows the full 5 hours and does not run.
      await page.locator("text=Tutorial: before you begin").waitFor();
      expect(await page.locator(".tutorial-formats dt").count()).toBeGreaterThanOrEqual(13);
      expect(await page.textContent("[role=timer]")).toMatch(/5:00:00/);
      await expectNoViolations(page, "tutorial (phone)");
      await page.locator("button", { hasText: "Begin the exam" }).tap();
      await page.locator("text=Question 1 ·").waitFor();
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("exam-item-heading");
      const api = async (path: string, data?: unknown) => {
        const res = data
          ? await page.request.post(path, { data, headers: { Origin: baseURL() } })
          : await page.request.get(path);
        expect(res.status(), path).toBe(data ? 200 : 200);
        return res.json();
      };
      const [{ id }] = await api("/api/readiness-exams");
      const began = Date.parse((await api(`/api/readiness-exams/${id}`)).startedAt);

      // The time can be hidden and shown again.
      await page.locator("button", { hasText: "Hide time" }).tap();
      expect(await page.locator("[role=timer]").count()).toBe(0);
      await page.locator("text=Time hidden").waitFor();
      await page.locator("button", { hasText: "Show time" }).tap();
      await page.locator("[role=timer]").waitFor();

      for (let n = 1; n <= 2; n++) {
        await page.locator(`text=Question ${n} ·`).waitFor();
        await answerCurrent(page, ".readiness-exam", n);
      }
      await page.locator("text=Question 3 ·").waitFor();
      const stem = await page.locator(".readiness-exam .question-stem").first().textContent();

      // Two hours and a minute into the exam: the break is offered before the next item.
      await context.setExtraHTTPHeaders({ "X-Test-Now": String(began + 121 * MINUTE) });
      await page.reload();
      await islandsReady(page);
      await page.locator("text=Optional break").waitFor();
      expect(timer(await page.textContent("[role=timer]"))).toBeLessThanOrEqual(3 * 3600 - 60);
      expect(await page.locator(".question-stem").count()).toBe(0);
      await expectNoViolations(page, "break offer (phone)");
      await page.locator("button", { hasText: "Take a break" }).tap();
      await page.locator("text=On a break").waitFor();
      await expectNoViolations(page, "on a break (phone)");

      // Fifteen minutes on the break: the clock has run on; the exam resumes at the same item.
      await context.setExtraHTTPHeaders({ "X-Test-Now": String(began + 136 * MINUTE) });
      await page.reload();
      await islandsReady(page);
      await page.locator("text=On a break").waitFor();
      const left = timer(await page.textContent("[role=timer]"));
      expect(left).toBeLessThanOrEqual(5 * 3600 - 136 * 60);
      expect(left).toBeGreaterThan(5 * 3600 - 137 * 60);
      await page.locator("button", { hasText: "Resume the exam" }).tap();
      await page.locator("text=Question 3 ·").waitFor();
      expect(await page.locator(".readiness-exam .question-stem").first().textContent()).toBe(stem);
      await expectNoViolations(page, "item after the break (phone)");

      // Finish quickly through the same API the page uses, on the moved clock.
      let view = await api(`/api/readiness-exams/${id}`);
      while (view.status === "active")
        view = await api(`/api/readiness-exams/${id}/answers`, {
          questionId: view.item.questionId,
          ...examAnswer(view.item, "A"),
        });
      await page.goto(`/readiness-exam?id=${id}`);
      await page.locator("text=Readiness Exam Results").waitFor();
      expect(await page.textContent(".exam-time")).toMatch(
        /^Time used: 2 h 1[67] min of 5 h · Breaks taken: 1 \(15 min, on the clock\)$/,
      );
      expect(await page.locator(".review-list > li").count()).toBe(view.answered);
      await expectNoViolations(page, "report (phone)");
      await context.close();
    },
  );
});
