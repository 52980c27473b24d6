// Spaced review in Chromium: a question missed in practice says "Back tomorrow";
// with the server's clock a day on (X-Test-Now, honoured because the e2e
// server runs with ENVIRONMENT=test) it is due on the dashboard and on
// Practice; a review session (from Practice, then from the dashboard) shows the
// due questions oldest first, a case item with its chart; answering them
// empties the count. axe checks the review screens on the way.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { baseURL, DESKTOP, islandsReady, launch, PHONE, register } from "./browser";
import { answerCurrent } from "./format-answers";
import { anyResponse, plainKey } from "./answers";
import { expectNoViolations } from "./axe";

const DAY = 86_400_000;
const DIALOG = ".session-dialog";
type Drawn = {
  id: number;
  type: string;
  content: string;
  correctAnswer: string | null;
  options: { label: string }[];
  item: Record<string, unknown> | null;
  case?: { title: string; step: number };
  drawKey?: string;
};

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const reviewCard = (page: Page) => page.textContent(".review-card");

/** Misses a multiple-choice question in a Practice session through the UI; returns it. */
async function missInPractice(page: Page): Promise<Drawn> {
  await page.goto("/practice");
  await islandsReady(page);
  await page.selectOption("#practice-format", "single");
  const drawn = page.waitForResponse((r) => r.url().includes("/api/questions/random"));
  await page.click("text=Start Practice Session");
  const [first] = (await (await drawn).json()) as Drawn[];
  const wrong = first.options.find((o) => o.label !== first.correctAnswer)!.label;
  await page.click(`${DIALOG} label.option:has(input[value="${wrong}"])`);
  await page.click(`${DIALOG} button:text-is('Submit Answer')`);
  await page.waitForSelector(`${DIALOG} .feedback-incorrect`);
  expect(await page.textContent(`${DIALOG} .review-note`)).toContain("Back tomorrow");
  await page.click(`${DIALOG} button[aria-label=Close]`);
  return first;
}

/**
 * Misses a case item (a step-1 drill item, with its case) through the API with the page's cookies; returns it.
 * No points (FSRS Again) brings it back the next day; partial credit (Hard) would wait two days.
 */
async function missCaseItem(page: Page): Promise<Drawn> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const [item] = (await (await page.request.get("/api/questions/random?step=1&count=1")).json()) as Drawn[];
    expect(item.case?.step).toBe(1);
    const res = await page.request.post("/api/answers", {
      data: {
        questionId: item.id,
        response: anyResponse(item.type, item.item!),
        ...plainKey(item),
        timeSpent: 20,
        sessionId: null,
      },
      headers: { Origin: baseURL() },
    });
    expect(res.status()).toBe(201);
    const reply = await res.json();
    if (reply.points === 0) return (expect(reply.review).toEqual({ dueAt: expect.any(Number), days: 1 }), item);
  }
  throw new Error("every drawn case item earned points");
}

describe("spaced review in Chromium", () => {
  it("a missed question and a missed case item come back a day later: Practice's Due for review, then the dashboard's Start Review, and the count drops", async () => {
    const context = await browser.newContext({ ...DESKTOP, baseURL: baseURL(), bypassCSP: true });
    const page = await context.newPage();
    await register(page);
    const missed = await missInPractice(page);
    const caseItem = await missCaseItem(page);

    // Today: both come back tomorrow.
    await page.goto("/");
    await islandsReady(page);
    expect(await reviewCard(page)).toMatch(/You're all caught up\s*Next review: \w{3}, \w{3} \d{1,2}/);
    expect(await page.locator(".review-card button").count()).toBe(0);

    // A day later on the server's clock, and on the browser's: an answer carries answeredAt (the outbox), and
    // the server schedules the card as of then.
    const later = Date.now() + DAY + 60_000;
    await page.clock.install({ time: later });
    await page.setExtraHTTPHeaders({ "X-Test-Now": String(later) });
    await page.goto("/practice");
    await islandsReady(page);
    await page.selectOption("#practice-category", "review");
    expect(await page.textContent("#practice-category option:checked")).toBe("Due for review (2)");
    expect(await page.isVisible("#practice-difficulty")).toBe(false); // settings that do not apply are hidden
    await expectNoViolations(page, "Practice with Due for review chosen");
    await page.click("button:text-is('Start Review Session')");
    await page.waitForSelector(`${DIALOG} >> text=Review Question`);
    await page.waitForSelector(`${DIALOG} >> text=Question 1 of 2`);
    expect(await page.textContent(`${DIALOG} .question-stem`)).toBe(missed.content); // oldest due first
    await page.click(`${DIALOG} button[aria-label=Close]`);

    await page.goto("/");
    await islandsReady(page);
    expect(await reviewCard(page)).toContain("2 questions due today");
    await expectNoViolations(page, "dashboard with questions due");
    await page.click(".review-card button:text-is('Start Review')");
    await page.waitForSelector(`${DIALOG} >> text=Question 1 of 2`);
    expect(await page.textContent(`${DIALOG} .question-stem`)).toBe(missed.content);
    expect(await page.isVisible(`${DIALOG} .limited`)).toBe(false);
    expect(await answerCurrent(page, DIALOG)).toBe("single");
    await page.waitForSelector(`${DIALOG} .review-note`);
    expect((await page.textContent(`${DIALOG} .review-note`))?.trim()).toMatch(
      /^Back (tomorrow|in \d+ days) for spaced review$/,
    );
    await expectNoViolations(page, "review dialog with Back in N days");
    await page.click(`${DIALOG} button:text-is('Next Question')`);

    // The case item, with its case and its chart as it stood at step 1.
    await page.waitForSelector(`${DIALOG} >> text=Question 2 of 2`);
    await page.waitForSelector(`${DIALOG} .case-context`);
    expect(await page.textContent(`${DIALOG} .case-context-title`)).toContain(caseItem.case!.title);
    expect(await page.textContent(`${DIALOG} .case-context-step`)).toMatch(/^Item 1 of 6/);
    expect(await page.textContent(`${DIALOG} .ngn-stem`)).toBe(caseItem.content);
    await answerCurrent(page, DIALOG);
    await page.waitForSelector(`${DIALOG} .review-note`);
    await page.click(`${DIALOG} button:text-is('Finish Session')`);
    await page.waitForSelector(`${DIALOG} .session-summary >> text=Review session summary`);
    await Promise.all([page.waitForEvent("load"), page.click(`${DIALOG} .session-summary button:text-is('Close')`)]);

    // The page reloaded with the new count: nothing due until tomorrow at the earliest.
    await islandsReady(page);
    expect(await reviewCard(page)).toMatch(/You're all caught up\s*Next review:/);
    await page.goto("/practice");
    expect(await page.textContent("#practice-category option[value=review]")).toBe("Due for review (0)");
    await context.close();
  });

  it("on a phone: an empty review session says so, and the Review card has a 44 px button", async () => {
    const context = await browser.newContext({ ...PHONE, baseURL: baseURL() });
    const page = await context.newPage();
    await register(page);
    expect(await reviewCard(page)).toContain("Nothing to review yet");
    const [q] = (await (await page.request.get("/api/questions/random?count=1&type=single")).json()) as Drawn[];
    await page.request.post("/api/bookmarks", { data: { questionId: q.id }, headers: { Origin: baseURL() } }); // a bookmark is due at once
    await page.reload();
    await islandsReady(page);
    expect(await reviewCard(page)).toContain("1 question due today");
    const box = (await page.locator(".review-card button").boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    // The card moves once the bookmark is answered elsewhere; Start Review from the stale page then finds nothing due.
    await page.request.post("/api/answers", {
      data: { questionId: q.id, selectedAnswer: q.correctAnswer, timeSpent: 20, sessionId: null },
      headers: { Origin: baseURL() },
    });
    await page.click(".review-card button");
    await page.waitForSelector(`${DIALOG} >> text=You're all caught up.`);
    await context.close();
  });
});
