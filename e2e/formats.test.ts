// Every item format in real Chromium against the real worker: in practice,
// one item answered by mouse and one by keyboard alone, each graded screen
// checked against the server's reply (points, and every Correct / Incorrect /
// Missed mark against the reply's breakdown); in a timed test constrained to
// two items of the format, no feedback before the results, then the points
// per item and overall as the server gave them. Select-N and bow-tie block a
// pick past their limit.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Locator, Page, Response } from "playwright-core";
import { baseURL, DESKTOP, islandsReady, launch, register } from "./browser";
import {
  answerByKeyboard,
  answerByMouse,
  BOWTIE_WINGS,
  answerControls,
  bowtieWing,
  selectCount,
  shownKind,
  submitButton,
  submitByKeyboard,
  tabTo,
  viewKindOf,
  type Scope,
} from "./format-answers";
import { FORMAT_LABELS, FORMAT_NAMES, isAlternate, type FormatName } from "../lib/formats/names";

const SCOPE: Scope = ".session-dialog";
const MARKS = ["correct", "incorrect", "missed"] as const;
type Tally = Record<(typeof MARKS)[number], number>;

interface Reply {
  type: FormatName;
  response: unknown;
  points: number;
  maxPoints: number;
  isCorrect: boolean;
  rule: string;
  ruleSentence: string;
  breakdown: {
    units: { unit: string; points: number; maxPoints: number }[];
    elements: { unit: string; element: string; chosen: boolean; keyed: boolean }[];
  };
  correctResponse: unknown;
}
interface Answered {
  sent: { questionId: number; response?: unknown; selectedAnswer?: string };
  reply: Reply;
}

let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await launch();
  // One student for the whole file: each test opens its own page in this context.
  context = await browser.newContext({ ...DESKTOP, baseURL: baseURL() });
  const page = await context.newPage();
  await register(page);
  await page.close();
});
afterAll(async () => {
  await browser?.close();
});

const pointsText = (points: number, max: number) => `${points} of ${max} point${max === 1 ? "" : "s"}`;

/** Runs `act` (which submits) and returns what was posted to /api/answers and the server's reply. */
async function submitted(page: Page, act: () => Promise<unknown>): Promise<Answered> {
  const isAnswer = (r: Response) => new URL(r.url()).pathname === "/api/answers" && r.request().method() === "POST";
  const [res] = await Promise.all([page.waitForResponse(isAnswer), act()]);
  expect(res.status(), await res.text()).toBe(201);
  return { sent: res.request().postDataJSON(), reply: await res.json() };
}

/** Counts the marks under `where` by their class, checking each says in words what its class says. */
async function tally(where: Locator): Promise<Tally> {
  const { counts, wrong } = await where.evaluateAll((els) => {
    const counts = { correct: 0, incorrect: 0, missed: 0 } as Record<string, number>;
    const wrong: string[] = [];
    for (const el of els) {
      const mark = ["correct", "incorrect", "missed"].find((m) => el.classList.contains(`ngn-mark-${m}`));
      const word = (el.textContent ?? "").replace(/^[✓✗!]/, "");
      if (!mark || word.toLowerCase() !== mark) wrong.push(`${el.className}: "${el.textContent}"`);
      else counts[mark]++;
    }
    return { counts, wrong };
  });
  expect(wrong, "marks whose words disagree with their colour").toEqual([]);
  return counts as Tally;
}

/** What the reply's breakdown says each element earns as a mark: chosen and keyed, chosen only, keyed only. */
function expectedTally(reply: Reply): Tally {
  const els = reply.breakdown.elements;
  return {
    correct: els.filter((e) => e.chosen && e.keyed).length,
    incorrect: els.filter((e) => e.chosen && !e.keyed).length,
    missed: els.filter((e) => !e.chosen && e.keyed).length,
  };
}

/** Where a graded view shows one mark per element of the breakdown. */
const ELEMENT_MARKS: Partial<Record<FormatName, string>> = {
  sata: ".options .ngn-mark",
  select_n: ".options .ngn-mark",
  mr_grouping: ".ngn-groups .ngn-mark",
  matrix_mc: ".ngn-matrix .ngn-mark",
  matrix_mr: ".ngn-matrix .ngn-mark",
  dropdown_cloze: ".ngn-feedback .ngn-mark",
  dropdown_table: ".ngn-feedback .ngn-mark",
  dropdown_rationale: ".ngn-feedback .ngn-mark",
  dnd_cloze: ".ngn-feedback .ngn-mark",
  dnd_rationale: ".ngn-feedback .ngn-mark",
  highlight_text: ".ngn-feedback .ngn-mark",
  highlight_table: ".ngn-feedback .ngn-mark",
  bowtie: ".ngn-wings .ngn-mark",
};
/** Formats that show each scoring unit's points (group, wing, column, cause–effect pair). */
const UNIT_POINTS = new Set<FormatName>(["mr_grouping", "bowtie", "matrix_mr", "dropdown_rationale", "dnd_rationale"]);

const sum = (t: Tally) => t.correct + t.incorrect + t.missed;

/** The practice dialog's graded screen agrees with the server's reply, mark by mark. */
async function expectGraded(page: Page, format: FormatName, { sent, reply }: Answered) {
  const dialog = page.locator(SCOPE);
  expect(reply.type).toBe(format);
  expect(reply.response).toEqual(sent.response ?? sent.selectedAnswer);
  await dialog.locator(".feedback").waitFor();
  if (format === "single") {
    expect([reply.points, reply.maxPoints]).toEqual([reply.isCorrect ? 1 : 0, 1]);
    expect(await dialog.locator(".feedback strong").textContent()).toBe(
      reply.isCorrect ? "Correct!" : `Incorrect. The correct answer is ${reply.correctResponse}.`,
    );
    expect(await dialog.locator(".option-correct .option-label").allTextContents()).toEqual([reply.correctResponse]);
    expect(await dialog.locator(".option-incorrect .option-label").allTextContents()).toEqual(
      reply.isCorrect ? [] : [sent.selectedAnswer],
    );
    expect(await dialog.locator(".rationale").count()).toBe(4);
    return;
  }
  const label = reply.isCorrect ? "Full marks" : reply.points > 0 ? "Partial credit" : "No points";
  expect(await dialog.locator(".feedback strong").textContent()).toBe(
    `${label}: ${pointsText(reply.points, reply.maxPoints)}`,
  );
  expect(await dialog.locator(".feedback p.small").textContent()).toMatch(
    new RegExp(`^Scoring: ${reply.ruleSentence.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\.`),
  );
  expect(reply.points).toBeLessThanOrEqual(reply.maxPoints);

  const view = dialog.locator("fieldset.ngn");
  const legend = await tally(view.locator(".ngn-legend .ngn-mark"));
  expect(legend).toEqual(
    format === "ordered" ? { correct: 1, incorrect: 1, missed: 0 } : { correct: 1, incorrect: 1, missed: 1 },
  );
  const all = await tally(view.locator(".ngn-mark"));
  let accounted = sum(legend);

  if (format === "ordered") {
    // All or nothing: each step is marked by its position against the key.
    const response = reply.response as string[];
    const key = reply.correctResponse as string[];
    const right = response.filter((id, i) => key[i] === id).length;
    const steps = view.locator(".ngn-steps > li");
    expect(await steps.count()).toBe(response.length);
    expect(await tally(view.locator(".ngn-steps .ngn-mark"))).toEqual({
      correct: right,
      incorrect: response.length - right,
      missed: 0,
    });
    for (let i = 0; i < response.length; i++) {
      const text = (await steps.nth(i).textContent())!;
      if (key[i] === response[i]) expect(text).not.toContain("Belongs in position");
      else expect(text).toContain(`Belongs in position ${key.indexOf(response[i]) + 1}`);
    }
    expect(reply.isCorrect).toBe(right === response.length);
    accounted += response.length;
  } else {
    const expected = expectedTally(reply);
    const perElement = await tally(view.locator(ELEMENT_MARKS[format]!));
    expect(perElement, "one mark per element of the reply's breakdown").toEqual(expected);
    accounted += sum(perElement);
    // The answer itself, marked in place: blanks and bow-tie slots hold one chosen element each; phrases are the elements.
    const inline =
      format.startsWith("dropdown") || format.startsWith("dnd")
        ? ".ngn-filled .ngn-mark"
        : format === "bowtie"
          ? ".ngn-tie .ngn-mark"
          : format.startsWith("highlight")
            ? ".ngn-phrase .ngn-mark"
            : null;
    if (inline) {
      const inPlace = await tally(view.locator(inline));
      expect(inPlace, "marks in place").toEqual(
        format.startsWith("highlight")
          ? expected
          : { correct: expected.correct, incorrect: expected.incorrect, missed: 0 },
      );
      accounted += sum(inPlace);
    }
  }
  expect(sum(all), "every mark shown is accounted for").toBe(accounted);

  const unitPoints = (await view.locator(".ngn-points").allTextContents()).sort();
  expect(unitPoints).toEqual(
    UNIT_POINTS.has(format) ? reply.breakdown.units.map((u) => pointsText(u.points, u.maxPoints)).sort() : [],
  );
}

/** Select-N and bow-tie: at the limit the other boxes are disabled and the status says so; unpicking frees them. */
async function expectPickLimits(page: Page, format: FormatName, byMouse: boolean) {
  const groups: { box: Locator; limit: number }[] =
    format === "select_n"
      ? [{ box: page.locator(`${SCOPE} fieldset.ngn`), limit: await selectCount(page, SCOPE) }]
      : BOWTIE_WINGS.filter((w) => w.limit > 1).map((w) => ({
          box: bowtieWing(page, SCOPE, BOWTIE_WINGS.indexOf(w)),
          limit: w.limit,
        }));
  for (const { box, limit } of groups) {
    const inputs = box.locator(".options input[type=checkbox]");
    const total = await inputs.count();
    const status = box.locator("p.ngn-status[role=status]");
    expect(await status.textContent()).toBe(`${limit} of ${limit} selected: unselect one to change your choice`);
    expect(await box.locator(".options input:checked").count()).toBe(limit);
    expect(await box.locator(".options input:disabled").count()).toBe(total - limit);
    expect(await box.locator(".option.ngn-option-blocked").count()).toBe(total - limit);
    if (!byMouse) {
      // The (N+1)th pick by keyboard: Tab from the last pick skips the blocked boxes.
      await tabTo(page, box.locator(".options input:checked").last());
      await page.keyboard.press("Tab");
      expect(await box.locator(".options input:focus").count(), "Tab stopped on a blocked option").toBe(0);
      continue;
    }
    // The (N+1)th pick: a tap on a blocked option changes nothing.
    const blocked = box.locator(".option.ngn-option-blocked").first();
    await blocked.click({ force: true });
    expect(await box.locator(".options input:checked").count()).toBe(limit);
    expect(await blocked.locator("input").isChecked()).toBe(false);
    // Unpicking one frees the others; picking it again blocks them again.
    const picked = box.locator(".option.option-selected").first();
    await picked.click();
    await status.filter({ hasText: new RegExp(`^${limit - 1} of ${limit} selected$`) }).waitFor();
    expect(await box.locator(".options input:disabled").count()).toBe(0);
    await expect(submitButton(page, SCOPE).isDisabled()).resolves.toBe(true);
    await box
      .locator(".option")
      .filter({ has: page.locator("input:not(:checked)") })
      .first()
      .click();
    await status.filter({ hasText: `${limit} of ${limit} selected:` }).waitFor();
    expect(await box.locator(".options input:disabled").count()).toBe(total - limit);
  }
  if (format === "bowtie") {
    // The diagram shows the five picks in their slots, none empty.
    expect(await page.locator(`${SCOPE} .ngn-tie .ngn-tie-slot`).count()).toBe(5);
    expect(await page.locator(`${SCOPE} .ngn-tie .ngn-tie-empty`).count()).toBe(0);
  }
}

/** Before any pick: "0 of N selected", nothing blocked, Submit disabled. */
async function expectNothingPicked(page: Page, format: FormatName) {
  const statuses = await page.locator(`${SCOPE} fieldset.ngn p.ngn-status[role=status]`).allTextContents();
  if (format === "select_n") expect(statuses).toEqual([`0 of ${await selectCount(page, SCOPE)} selected`]);
  if (format === "bowtie") {
    expect(statuses).toEqual(["0 of 2 selected", "0 of 2 selected"]);
    expect(await page.locator(`${SCOPE} .ngn-tie .ngn-tie-empty`).count()).toBe(5);
  }
  expect(await page.locator(`${SCOPE} fieldset.ngn input:disabled`).count()).toBe(0);
  // An ordered response is complete as shown (its view reports the shown order); nothing else is.
  if (format === "ordered") await page.locator(`${SCOPE} button:enabled`, { hasText: "Submit Answer" }).waitFor();
  else expect(await submitButton(page, SCOPE).isDisabled()).toBe(true);
}

/** Counts pointer presses from now on: the keyboard-only parts must see none. */
const watchPointer = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { pointerPresses: number };
    w.pointerPresses = 0;
    addEventListener("pointerdown", () => w.pointerPresses++, true);
  });
const pointerPresses = (page: Page) =>
  page.evaluate(() => (window as unknown as { pointerPresses: number }).pointerPresses);

/**
 * Remembers whether the dialog ever showed feedback (a mark, points, the
 * score summary, a right/wrong option) before the timed results appeared.
 */
const watchNoFeedback = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { feedbackSeen: string[] };
    w.feedbackSeen = [];
    const FEEDBACK =
      ".feedback, .ngn-mark, .ngn-points, .ngn-legend, .rationale, .option-correct, .option-incorrect, .ngn-feedback";
    const check = () => {
      const dialog = document.querySelector(".session-dialog");
      if (!dialog || dialog.querySelector(".results")) return;
      const found = dialog.querySelector(FEEDBACK);
      if (found) w.feedbackSeen.push(found.outerHTML.slice(0, 200));
      if (/\d+ of \d+ points?\b/.test(dialog.textContent ?? "")) w.feedbackSeen.push("points text");
    };
    new MutationObserver(check).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  });

const feedbackSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { feedbackSeen: string[] }).feedbackSeen);

const PICK_LIMITS = new Set<FormatName>(["select_n", "bowtie"]);

describe.each(FORMAT_NAMES)("item format %s", (format) => {
  // The alternate formats' practice grading (all or nothing, one mark) is e2e/formats-alternate.test.ts's, by touch and keyboard.
  if (!isAlternate(format))
    it("practice: one item by mouse, one by keyboard alone, each graded on screen exactly as the server replied", async () => {
      const page = await context.newPage();
      await page.goto("/practice");
      await islandsReady(page);
      await watchNoFeedback(page); // the watcher the timed test relies on: here it must see the practice feedback
      await page.selectOption("#practice-format", format);
      const [draw] = await Promise.all([
        page.waitForResponse((r) => new URL(r.url()).pathname === "/api/questions/random"),
        page.click("text=Start Practice Session"),
      ]);
      const drawn = (await draw.json()) as { id: number; type: string }[];
      expect(drawn.length).toBeGreaterThanOrEqual(2);
      expect([...new Set(drawn.map((q) => q.type))]).toEqual([format]);

      // 1: by mouse.
      await page.waitForSelector(`${SCOPE} >> text=Question 1 of ${drawn.length}`);
      expect(await shownKind(page, SCOPE)).toBe(viewKindOf(format));
      await expectNothingPicked(page, format);
      const first = await submitted(page, async () => {
        await answerByMouse(page, SCOPE, 1);
        if (PICK_LIMITS.has(format)) await expectPickLimits(page, format, true);
        await submitButton(page, SCOPE).click();
      });
      expect(first.sent.questionId).toBe(drawn[0].id);
      await expectGraded(page, format, first);
      expect((await feedbackSeen(page)).length, "the feedback watcher saw the practice feedback").toBeGreaterThan(0);
      // The graded item is locked.
      expect(await answerControls(page, SCOPE).count()).toBe(0);

      // 2: by keyboard alone, Next Question included (the focus stays on the footer's button).
      await watchPointer(page);
      await tabToNext(page);
      await page.waitForSelector(`${SCOPE} >> text=Question 2 of ${drawn.length}`);
      expect(await shownKind(page, SCOPE)).toBe(viewKindOf(format));
      await expectNothingPicked(page, format);
      const second = await submitted(page, async () => {
        await answerByKeyboard(page, SCOPE);
        if (PICK_LIMITS.has(format)) await expectPickLimits(page, format, false);
        await submitByKeyboard(page, SCOPE);
      });
      expect(second.sent.questionId).toBe(drawn[1].id);
      await expectGraded(page, format, second);
      expect(await pointerPresses(page), "pointer presses while answering by keyboard").toBe(0);
      await page.close();
    });

  it("timed: two items of the format, one by mouse and one by keyboard, no feedback before the results, then the server's points", async () => {
    const page = await context.newPage();
    // Two items of this format: the session is created for 2 questions and its draw asks for the format.
    await page.route("**/api/sessions", (route) => {
      const request = route.request();
      if (request.method() !== "POST") return route.continue();
      return route.continue({ postData: JSON.stringify({ ...request.postDataJSON(), totalQuestions: 2 }) });
    });
    await page.route(/\/api\/questions\/random\?(.*&)?sessionId=/, (route) =>
      route.continue({ url: `${route.request().url()}&type=${format}` }),
    );
    await page.goto("/timed-tests");
    await islandsReady(page);
    await watchNoFeedback(page);
    const isDraw = (r: Response) => new URL(r.url()).pathname === "/api/questions/random";
    const isCreate = (r: Response) => new URL(r.url()).pathname === "/api/sessions" && r.request().method() === "POST";
    const [created, draw] = await Promise.all([
      page.waitForResponse(isCreate),
      page.waitForResponse(isDraw),
      page.click("text=Start Timed Test"),
    ]);
    const session = (await created.json()) as { id: number; totalQuestions: number; sessionType: string };
    expect([session.sessionType, session.totalQuestions]).toEqual(["timed", 2]);
    expect(new URL(draw.url()).searchParams.get("sessionId")).toBe(String(session.id));
    const drawn = (await draw.json()) as {
      id: number;
      type: FormatName;
      maxPoints: number;
      correctAnswer: string | null;
    }[];
    expect(drawn.map((q) => q.type)).toEqual([format, format]);

    await page.waitForSelector(`${SCOPE} >> text=Question 1 of 2`);
    expect(await shownKind(page, SCOPE)).toBe(viewKindOf(format));
    const answers = [
      await submitted(page, async () => {
        await answerByMouse(page, SCOPE, 2);
        await submitButton(page, SCOPE).click();
      }),
    ];
    await page.waitForSelector(`${SCOPE} >> text=Question 2 of 2`);
    expect(await shownKind(page, SCOPE)).toBe(viewKindOf(format));
    expect(await submitButton(page, SCOPE).textContent()).toBe("Finish Test");
    await watchPointer(page);
    answers.push(
      await submitted(page, async () => {
        await answerByKeyboard(page, SCOPE);
        await submitByKeyboard(page, SCOPE);
      }),
    );
    expect(await pointerPresses(page), "pointer presses while answering by keyboard").toBe(0);
    await page.waitForSelector(`${SCOPE} >> text=Timed Test Results`);
    expect(await feedbackSeen(page), "feedback shown before the results").toEqual([]);

    // The results: each item's points as the server replied, in the order drawn, and the total.
    expect(answers.map((a) => a.sent.questionId)).toEqual(drawn.map((q) => q.id));
    const items = page.locator(`${SCOPE} .review-list > li`);
    const sessionReview = (await (await page.request.get(`/api/sessions/${session.id}/review`)).json()) as {
      entries: {
        question: { id: number; correctAnswer: string | null };
        result: { feedback?: { solution: string[] } } | null;
      }[];
    };
    const keys = new Map(sessionReview.entries.map((e) => [e.question.id, e.question.correctAnswer]));
    expect(await items.count()).toBe(2);
    for (const [i, { sent, reply }] of answers.entries()) {
      expect(reply.type).toBe(format);
      const pts = pointsText(reply.points, reply.maxPoints);
      // Each row: "Question n", then format · category · points (· time), opening the item's review.
      const meta = (await items.nth(i).locator(".review-meta").textContent())!;
      expect(meta.startsWith(`${FORMAT_LABELS[format]} · `), meta).toBe(true);
      expect(meta).toContain(` · ${pts}`);
      await items.nth(i).locator("summary").click();
      if (format === "single") {
        // The review marks the student's answer and the key (the one the server's review holds).
        const reviewed = items.nth(i).locator(".reviewed-options");
        expect(
          await reviewed.locator(".reviewed-option:has(.badge:text-is('Your answer')) .option-label").textContent(),
        ).toBe(sent.selectedAnswer);
        expect(await reviewed.locator(".reviewed-option:has(.badge-key) .option-label").allTextContents()).toEqual([
          keys.get(sent.questionId),
        ]);
      } else {
        // The review under it: the same points, and a mark for each element chosen or keyed.
        const review = items.nth(i).locator(".element-review");
        expect(await review.locator("p strong").textContent()).toBe(pts);
        expect(await tally(review.locator(".element-review-list .ngn-mark"))).toEqual(reviewTally(reply));
      }
      if (format === "calculation") {
        // A calculation's review teaches as its practice feedback does: the worked solution, step by step.
        const solution = sessionReview.entries[i].result!.feedback!.solution;
        expect(solution.length).toBeGreaterThanOrEqual(2);
        expect(await items.nth(i).locator(".calc-steps li").allTextContents()).toEqual(solution);
      }
    }
    const points = answers.reduce((s, a) => s + a.reply.points, 0);
    const possible = answers.reduce((s, a) => s + a.reply.maxPoints, 0);
    const correct = answers.filter((a) => a.reply.isCorrect).length;
    const score = page.locator(`${SCOPE} .result-score`);
    const shown = Number((await score.locator(".big").textContent())!.replace("%", ""));
    expect(shown).toBe(Math.round((points / possible) * 100));
    const lines = await score.locator("span:not(.big, .muted)").allTextContents();
    expect(lines).toEqual([`${correct} of 2 correct`, ...(possible !== 2 ? [`${points} of ${possible} points`] : [])]);
    expect(await score.locator("span.muted").textContent()).toMatch(/^Time used \d+ s of \d+ min$/);
    // The server scored the session the same way.
    const stored = (
      (await (await page.request.get("/api/sessions")).json()) as {
        id: number;
        score: number;
        finishedAt: string | null;
      }[]
    ).find((s) => s.id === session.id)!;
    expect(stored.finishedAt).not.toBeNull();
    expect(Math.abs(stored.score - shown)).toBeLessThanOrEqual(0.5);
    await page.close();
  });
});

/** Tab to Next Question and press Enter. */
async function tabToNext(page: Page) {
  await tabTo(page, page.locator(`${SCOPE} button`, { hasText: "Next Question" }));
  await page.keyboard.press("Enter");
}

/**
 * The marks a review lists for an answer: each element chosen or keyed. An
 * ordered response is marked by position (its elements are all chosen and keyed).
 */
function reviewTally(reply: Reply): Tally {
  if (reply.type === "ordered") {
    const key = reply.correctResponse as string[];
    const right = (reply.response as string[]).filter((id, i) => key[i] === id).length;
    return { correct: right, incorrect: key.length - right, missed: 0 };
  }
  return expectedTally(reply);
}
