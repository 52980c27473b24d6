// The test builder and what stays with a question (issue 27), in Chromium at
// phone and desktop widths, with axe: a student with a known history builds a
// timed test of 10 Incorrect + Flagged questions in Cardiovascular (the live
// counts say how many there are, offline "as of your last sync"), answers it,
// opens it from All Activity, reads a rationale, retakes its incorrect ones in
// tutor mode, flags and notes a question there, and finds both when the
// question comes back in a Flagged practice.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { baseURL, DESKTOP, islandsReady, launch, PHONE, register } from "./browser";
import { expectNoViolations } from "./axe";

const DIALOG = ".session-dialog";
type Drawn = { id: number; type: string; correctAnswer: string | null; options: { label: string }[] };

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const headers = () => ({ Origin: baseURL() });

/** A history in Cardiovascular: 8 questions missed (a plain draw, outside any session) and 4 others flagged. */
async function cardiovascularHistory(page: Page) {
  const res = await page.request.get("/api/questions/random?system=cardiovascular&type=single&count=12");
  const drawn = (await res.json()) as Drawn[];
  expect(drawn).toHaveLength(12);
  for (const q of drawn.slice(0, 8)) {
    const wrong = q.options.find((o) => o.label !== q.correctAnswer)!.label;
    const r = await page.request.post("/api/answers", {
      data: { questionId: q.id, selectedAnswer: wrong, timeSpent: 30, sessionId: null },
      headers: headers(),
    });
    expect(r.status()).toBe(201);
  }
  for (const q of drawn.slice(8))
    expect((await page.request.put(`/api/flags/${q.id}`, { headers: headers() })).ok()).toBe(true);
  return { missed: drawn.slice(0, 8).map((q) => q.id), flagged: drawn.slice(8).map((q) => q.id) };
}

const modeLabel = (page: Page, mode: string) => page.locator(`.builder-modes label:has(input[value="${mode}"])`);

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const)("the test builder at %s width", (_, viewport) => {
  it("builds a timed test of Incorrect + Flagged in Cardiovascular, reviews and retakes it; a flag and a note come back", async () => {
    const context = await browser.newContext({ ...viewport, baseURL: baseURL(), bypassCSP: true });
    const page = await context.newPage();
    await register(page);
    const history = await cardiovascularHistory(page);
    const chosen = new Set([...history.missed, ...history.flagged]);

    await page.goto("/practice");
    await islandsReady(page);
    await page.check('.builder-modes input[value="incorrect"]');
    await page.check('.builder-modes input[value="flagged"]');
    await page.click(".builder-choices summary:has-text('System')");
    await page.check('.builder-choices input[value="cardiovascular"]');
    await page.waitForSelector(".builder-total:has-text('12 questions match these settings')");
    expect(await modeLabel(page, "incorrect").textContent()).toBe("Incorrect (8)");
    expect(await modeLabel(page, "flagged").textContent()).toBe("Flagged (4)");
    // Each system shows its own count once the list is open.
    await page.waitForSelector('.builder-choices label:has(input[value="cardiovascular"]):has-text("(12)")');
    await expectNoViolations(page, "the test builder");

    // Offline, the counts are the device's copy of the last ones for these settings.
    await context.setOffline(true);
    await page.uncheck('.builder-modes input[value="flagged"]');
    await page.check('.builder-modes input[value="flagged"]');
    await page.waitForSelector(".builder-total:has-text('12 questions match these settings (as of your last sync)')");
    await context.setOffline(false);

    await page.locator("#practice-count").fill("10");
    await page.check('input[name="test-mode"][value="timed"]');
    expect(await page.inputValue("#timed-seconds")).toBe("80");
    expect(await page.textContent("#timed-limit")).toBe("Time limit: 14 min for 10 questions.");
    const created = page.waitForResponse(
      (r) => new URL(r.url()).pathname === "/api/sessions" && r.request().method() === "POST",
    );
    const draw = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/questions/random");
    await page.click("button:text-is('Start Timed Test')");
    const session = (await (await created).json()) as { id: number; sessionType: string; timeLimit: number };
    expect([session.sessionType, session.timeLimit]).toEqual(["timed", 14]);
    const drawn = (await (await draw).json()) as Drawn[];
    expect(drawn).toHaveLength(10);
    for (const q of drawn)
      expect(chosen.has(q.id), `question ${q.id} is Incorrect or Flagged in Cardiovascular`).toBe(true);
    for (const [i, q] of drawn.entries()) {
      await page.waitForSelector(`${DIALOG} >> text=Question ${i + 1} of 10`);
      await page.click(`${DIALOG} label.option:has(input[value="${q.options[i % 2].label}"])`);
      await page.click(`${DIALOG} button:text-is('${i === 9 ? "Finish Test" : "Submit Answer"}')`);
    }
    await page.waitForSelector(`${DIALOG} >> text=Timed Test Results`);
    await Promise.all([page.waitForEvent("load"), page.click(`${DIALOG} .results > button:text-is('Close')`)]);

    // All Activity: the newest row is this test; it opens with every question's review.
    await page.goto("/activity");
    await Promise.all([page.waitForURL(`**/activity/${session.id}`), page.click(`a[href="/activity/${session.id}"]`)]);
    await islandsReady(page);
    expect(await page.locator(".review-list > li").count()).toBe(10);
    const first = page.locator("#question-1");
    await first.locator("summary").click();
    expect(await first.locator(".rationale").count()).toBeGreaterThan(1);
    await expectNoViolations(page, "a timed test's review");

    // Retake incorrect: a tutor session of exactly the questions below full marks.
    const review = (await (await page.request.get(`/api/sessions/${session.id}/review`)).json()) as {
      entries: { question: { id: number }; answer: { isCorrect: boolean } | null }[];
    };
    const below = review.entries.filter((e) => !e.answer?.isCorrect).map((e) => e.question.id);
    expect(below.length).toBeGreaterThan(0);
    const retakeDraw = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/questions/random");
    await page.click(`button:text-is('Retake incorrect (${below.length})')`);
    const retaken = (await (await retakeDraw).json()) as Drawn[];
    expect(retaken.map((q) => q.id)).toEqual(below);

    // Flag and note the first retaken question (tutor mode), then close.
    await page.waitForSelector(`${DIALOG} >> text=Question 1 of ${below.length}`);
    const target = retaken[0];
    const flagButton = page.locator(`${DIALOG} .question-tools button[aria-pressed]`, { hasText: "Flag" });
    const wasFlagged = (await flagButton.getAttribute("aria-pressed")) === "true";
    if (!wasFlagged) {
      const put = page.waitForResponse(
        (r) => r.url().endsWith(`/api/flags/${target.id}`) && r.request().method() === "PUT",
      );
      await flagButton.click();
      expect((await put).status()).toBe(200);
    }
    await page.click(`${DIALOG} button:text-is('Add a note')`);
    await page.fill(`${DIALOG} .note-box textarea`, "Digoxin: check the apical pulse <first>");
    const saved = page.waitForResponse(
      (r) => r.url().endsWith(`/api/notes/${target.id}`) && r.request().method() === "PUT",
    );
    await page.click(`${DIALOG} button:text-is('Save note')`);
    expect((await saved).status()).toBe(200);
    await page.waitForSelector(`${DIALOG} .note-box >> text=Note saved.`);
    await expectNoViolations(page, "the dialog with a note");
    await page.click(`${DIALOG} button[aria-label=Close]`);
    await page.waitForSelector(DIALOG, { state: "hidden" });

    // It comes back: a Flagged practice in Cardiovascular draws it, flagged, with its note.
    await page.goto("/practice");
    await islandsReady(page);
    await page.check('.builder-modes input[value="flagged"]');
    await page.click(".builder-choices summary:has-text('System')");
    await page.check('.builder-choices input[value="cardiovascular"]');
    await page.locator("#practice-count").fill("100");
    const again = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/questions/random");
    await page.click("button:text-is('Start Practice Session')");
    const flaggedDraw = (await (await again).json()) as Drawn[];
    const at = flaggedDraw.findIndex((q) => q.id === target.id);
    expect(at).toBeGreaterThanOrEqual(0);
    for (let i = 0; i < at; i++) {
      await page.waitForSelector(`${DIALOG} >> text=Question ${i + 1} of ${flaggedDraw.length}`);
      await page.click(`${DIALOG} label.option >> nth=0`);
      await page.click(`${DIALOG} button:text-is('Submit Answer')`);
      await page.click(`${DIALOG} button:text-is('Next Question')`);
    }
    await page.waitForSelector(`${DIALOG} >> text=Question ${at + 1} of ${flaggedDraw.length}`);
    expect(await flagButton.getAttribute("aria-pressed")).toBe("true");
    expect(await page.inputValue(`${DIALOG} .note-box textarea`)).toBe("Digoxin: check the apical pulse <first>");
    await context.close();
  });
});

describe("flags and notes offline", () => {
  it("keeps a flag and a note made offline on the device and sends them when the connection returns", async () => {
    const context = await browser.newContext({ ...DESKTOP, baseURL: baseURL() });
    const page = await context.newPage();
    await register(page);
    await page.goto("/practice");
    await islandsReady(page);
    await page.selectOption("#practice-format", "single");
    const draw = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/questions/random");
    await page.click("button:text-is('Start Practice Session')");
    const [first] = (await (await draw).json()) as Drawn[];
    await page.waitForSelector(`${DIALOG} >> text=Question 1 of`);
    await page.waitForSelector(`${DIALOG} button:text-is('Add a note')`); // the notes have loaded

    await context.setOffline(true);
    await page.click(`${DIALOG} .question-tools button:has-text('Flag')`);
    await page.click(`${DIALOG} button:text-is('Add a note')`);
    await page.fill(`${DIALOG} .note-box textarea`, "Written on the bus");
    await page.click(`${DIALOG} button:text-is('Save note')`);
    await page.waitForSelector(`${DIALOG} .note-box >> text=Saved on this device: it syncs when you're back online.`);

    const flagSent = page.waitForResponse((r) => r.url().endsWith(`/api/flags/${first.id}`) && r.ok());
    const noteSent = page.waitForResponse((r) => r.url().endsWith(`/api/notes/${first.id}`) && r.ok());
    await context.setOffline(false);
    await Promise.all([flagSent, noteSent]);
    const flags = (await (await page.request.get("/api/flags")).json()) as { questionId: number }[];
    expect(flags.map((f) => f.questionId)).toEqual([first.id]);
    expect(((await (await page.request.get(`/api/notes/${first.id}`)).json()) as { text: string }).text).toBe(
      "Written on the bus",
    );
    await context.close();
  });
});
