// Previous tests in Chromium at phone and desktop widths (issue 27): a
// practice session left half done is listed on All Activity, opens at
// /activity/:id with every question's review (opened by keyboard), filters to
// its incorrect questions, retakes them as a tutor session, and resumes at
// its first unanswered question. axe checks each screen.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { baseURL, DESKTOP, islandsReady, launch, PHONE, register } from "./browser";
import { expectNoViolations } from "./axe";

const DIALOG = ".session-dialog";
type Drawn = { id: number; content: string; correctAnswer: string; options: { label: string }[] };

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const wrongOf = (q: Drawn) => q.options.find((o) => o.label !== q.correctAnswer)!.label;

async function answerShown(page: Page, label: string) {
  await page.click(`${DIALOG} label.option:has(input[value="${label}"])`);
  await page.click(`${DIALOG} button:text-is('Submit Answer')`);
  await page.waitForSelector(`${DIALOG} .feedback`);
}

/** A practice session of multiple-choice questions through the UI: the first right, the next two wrong, then left. */
async function halfDonePractice(page: Page): Promise<{ drawn: Drawn[]; sessionId: number }> {
  await page.goto("/practice");
  await islandsReady(page);
  await page.selectOption("#practice-format", "single");
  const created = page.waitForResponse(
    (r) => new URL(r.url()).pathname === "/api/sessions" && r.request().method() === "POST",
  );
  const draw = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/questions/random");
  await page.click("text=Start Practice Session");
  const sessionId = ((await (await created).json()) as { id: number }).id;
  const drawRes = await draw;
  // The practice draw is the session's own, so the session can be resumed.
  expect(new URL(drawRes.url()).searchParams.get("sessionId")).toBe(String(sessionId));
  const drawn = (await drawRes.json()) as Drawn[];
  expect(drawn.length).toBeGreaterThanOrEqual(5);
  for (const [i, q] of drawn.slice(0, 3).entries()) {
    await page.waitForSelector(`${DIALOG} >> text=Question ${i + 1} of ${drawn.length}`);
    await answerShown(page, i === 0 ? q.correctAnswer : wrongOf(q));
    if (i < 2) await page.click(`${DIALOG} button:text-is('Next Question')`);
  }
  await page.click(`${DIALOG} button[aria-label=Close]`);
  await page.click(".leave-confirm button:text-is('Leave')");
  await page.waitForSelector(DIALOG, { state: "hidden" });
  return { drawn, sessionId };
}

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const)("previous tests at %s width", (_, viewport) => {
  it("opens a session from All Activity, reads a rationale by keyboard, filters, retakes the incorrect ones and resumes", async () => {
    const context = await browser.newContext({ ...viewport, baseURL: baseURL(), bypassCSP: true });
    const page = await context.newPage();
    await register(page);
    const { drawn, sessionId } = await halfDonePractice(page);

    // All Activity: the row opens the test; the unfinished session offers Resume.
    await page.goto("/activity");
    await islandsReady(page);
    const row = page.locator(".activity-list li", { has: page.locator(`a[href="/activity/${sessionId}"]`) });
    expect(await row.locator("button", { hasText: "Resume" }).count()).toBe(1);
    await expectNoViolations(page, "All Activity with a session to resume");
    await Promise.all([page.waitForURL(`**/activity/${sessionId}`), row.locator("a").click()]);
    await islandsReady(page);
    expect(await page.textContent(".previous-test-facts")).toContain("3 of " + drawn.length + " so far");
    expect(await page.locator(".review-list > li").count()).toBe(drawn.length);
    await expectNoViolations(page, "a previous test");

    // Question 2 (missed), opened by keyboard: the response, the key and each option's rationale.
    const second = page.locator("#question-2");
    await second.locator("summary").focus();
    await page.keyboard.press("Enter");
    await second.locator(".reviewed-question").waitFor();
    expect(await second.locator(".reviewed-incorrect .badge").textContent()).toBe("Your answer");
    expect(await second.locator(".reviewed-correct .badge-key").textContent()).toBe("Correct answer");
    expect(await second.locator(".rationale").count()).toBe(drawn[1].options.length);
    await expectNoViolations(page, "a previous test with a question open");

    // Incorrect: exactly the two missed.
    await Promise.all([page.waitForURL(/show=incorrect/), page.click(".review-filters a:has-text('Incorrect')")]);
    await islandsReady(page);
    expect(await page.locator(".review-list > li").evaluateAll((els) => els.map((e) => e.id))).toEqual([
      "question-2",
      "question-3",
    ]);

    // Retake incorrect: a tutor session of those two, in order, with feedback after each.
    const retakeDraw = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/questions/random");
    await page.click("button:text-is('Retake incorrect (2)')");
    const retaken = (await (await retakeDraw).json()) as Drawn[];
    expect(retaken.map((q) => q.id)).toEqual([drawn[1].id, drawn[2].id]);
    await page.waitForSelector(`${DIALOG} >> text=Question 1 of 2`);
    await answerShown(page, retaken[0].correctAnswer);
    expect(await page.locator(`${DIALOG} .feedback-correct`).count()).toBe(1);
    await page.click(`${DIALOG} button:text-is('Next Question')`);
    await answerShown(page, retaken[1].correctAnswer);
    await page.click(`${DIALOG} button:text-is('Finish Session')`);
    await page.waitForSelector(`${DIALOG} >> text=Practice session summary`);
    await Promise.all([page.waitForEvent("load"), page.click(`${DIALOG} .session-summary button:text-is('Close')`)]);

    // Resume the first session: it opens at its first unanswered question, the answered ones graded behind it.
    await page.goto("/activity");
    await islandsReady(page);
    await page
      .locator(".activity-list li", { has: page.locator(`a[href="/activity/${sessionId}"]`) })
      .locator("button")
      .click();
    await page.waitForSelector(`${DIALOG} >> text=Question 4 of ${drawn.length}`);
    expect(await page.textContent(`${DIALOG} .question-stem, ${DIALOG} .question`)).toContain(
      drawn[3].content.slice(0, 40),
    );
    await expectNoViolations(page, "a resumed session");
    await page.click(`${DIALOG} button:text-is('Previous')`);
    await page.waitForSelector(`${DIALOG} >> text=Question 3 of ${drawn.length}`);
    expect(await page.locator(`${DIALOG} .feedback-incorrect`).count()).toBe(1);
    await page.click(`${DIALOG} button:text-is('Next Question')`);
    const sent = page.waitForRequest((r) => new URL(r.url()).pathname === "/api/answers");
    await answerShown(page, drawn[3].correctAnswer);
    expect((await sent).postDataJSON()).toMatchObject({ questionId: drawn[3].id, sessionId });
    await context.close();
  });
});
