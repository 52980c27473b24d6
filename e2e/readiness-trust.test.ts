// A readiness result a student can trust (issue 26), in Chromium: a student
// finishes readiness exams (through the API with the page's cookies, on a
// moved server clock, each ended by its time after the third case has begun,
// so each uses up three of the pool's cases) until their unseen pool cannot
// fill a scored exam. Every scored exam had no seen item and shows its
// prediction. The next exam, started by clicks, its first and 16th items (the
// 16th a repeat) answered on the page, ended by the page's own countdown, is a
// practice run, and no page shows a PASS/FAIL or a pass probability for it:
// the running exam, its report, Timed Tests, the Readiness Exam page, the
// dashboard and Analytics.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { baseURL, DESKTOP, islandsReady, launch, register } from "./browser";
import { answerCurrent } from "./format-answers";
import { examAnswer } from "./answers";
import { expectNoViolations } from "./axe";
import { apiAt, examEndedByTime, MINUTE, type EndedExam } from "./readiness-drive";
import { CASE_STARTS } from "../lib/readiness-cases";
import { PRACTICE_RUN_NOTE } from "../lib/readiness-capacity";
import { TIME_LIMIT_MINUTES } from "../lib/irt/readiness";

const EXAM = ".readiness-exam";
/** Answers per API exam: up to the first item of its third case, so the exam has met all three of its cases. */
const ANSWERS = CASE_STARTS[2] + 1;
/** Items of the practice run: to its first case's first item, which every earlier exam has shown. */
const PRACTICE_ANSWERS = CASE_STARTS[0] + 1;
const NEXT_PRACTICE =
  "Your next exam will be a practice run, with no PASS/FAIL and no pass probability: you have seen too many readiness questions for an honest prediction.";
const TIMED_PRACTICE = "practice run (no prediction: you had seen most of the readiness questions)";
const VERDICT = /\b(PASS|FAIL)\b/;
const PROBABILITY = /Chance your ability is above the standard|\d+%/;

let browser: Browser;
let context: BrowserContext;
let page: Page;
const seen = new Set<number>(); // every readiness item the student has answered
const scored: EndedExam[] = [];

beforeAll(async () => {
  browser = await launch();
  context = await browser.newContext({ ...DESKTOP, baseURL: baseURL(), bypassCSP: true }); // bypassCSP: for axe
  page = await context.newPage();
  await register(page);
});
afterAll(async () => {
  await browser?.close();
});

/** The text of `selector` as written (not as styled: some labels are upper-cased by CSS), without scripts. */
const textOf = (selector: string) =>
  page.$eval(selector, (el) => {
    const copy = el.cloneNode(true) as Element;
    copy.querySelectorAll("script, style, template").forEach((s) => s.remove());
    return copy.textContent ?? "";
  });

/** The pass-probability card's answer count ("from N answers"). */
async function passCardAnswers(path: string): Promise<number> {
  await page.goto(path);
  const hint = await page.locator(".pass-card .stat-hint").textContent();
  expect(await page.locator(".pass-card .stat-value").textContent(), path).toMatch(/^\d{1,3}%$/);
  return Number(/ · from (\d+) answers$/.exec(hint ?? "")?.[1]);
}

describe("a readiness result a student can trust, in Chromium", () => {
  it("scores exams while the unseen pool can fill one, each with no seen item and its prediction shown", async () => {
    // From two days ago, one exam after another, each ended by its time (5 h), the next a minute later.
    let at = Date.now() - 2 * 24 * 60 * MINUTE;
    for (let k = 0; k < 10; k++) {
      const pool = await apiAt(page, at, "/api/readiness-exams/pool");
      if (!pool.nextScored) break;
      const report = await examEndedByTime(page, at, ANSWERS);
      const repeats = report.review.filter((r) => seen.has(r.questionId)).length;
      expect(report, `exam ${k + 1}`).toMatchObject({ scored: true, answered: ANSWERS, status: "failed" });
      expect(repeats / report.answered, `seen share of exam ${k + 1}`).toBeLessThanOrEqual(0.1);
      expect(report.passPercent).toEqual(expect.any(Number));
      for (const r of report.review) seen.add(r.questionId);
      scored.push(report);
      at += (TIME_LIMIT_MINUTES + 2) * MINUTE;
    }
    // 18 readiness cases, three an exam: six scored exams, then the pool cannot fill one.
    expect(scored.length).toBe(6);
    expect(await apiAt(page, Date.now(), "/api/readiness-exams/pool")).toEqual({
      nextScored: false,
      scoredExamsLeft: 0,
    });

    // The last scored exam shows its prediction: on its report and on Timed Tests.
    const last = scored[scored.length - 1];
    await page.goto(`/readiness-exam?id=${last.id}`);
    expect(await page.textContent(".result-label")).toBe("FAIL");
    expect(await textOf(".result-score")).toContain(`Chance your ability is above the standard: ${last.passPercent}%`);
    await page.goto("/timed-tests");
    expect(await textOf("main")).toMatch(new RegExp(`Last attempt on [^:]+: FAIL after ${ANSWERS} questions\\.`));
  }, 300_000); // about 20 s on an idle machine; the shared 2-core runner can be far slower

  it("runs the next exam as a practice run and shows no PASS/FAIL or pass probability for it anywhere", async () => {
    const answersBefore = await passCardAnswers("/");
    expect(answersBefore, "the pass probability counts each answered item once").toBe(seen.size);

    // The Readiness Exam page says the next exam is a practice run; the student starts it by clicks.
    await page.clock.install();
    await page.goto("/readiness-exam");
    await islandsReady(page);
    expect(await textOf(".pool-scored")).toBe(NEXT_PRACTICE);
    await page.locator("label", { hasText: "Short run" }).click();
    await Promise.all([page.waitForURL("**/readiness-exam"), page.click("text=Start Readiness Exam")]);
    await islandsReady(page);
    const [running] = await (await page.request.get("/api/readiness-exams")).json();
    expect(running).toMatchObject({ status: "active", scored: false });
    /** The running exam shows no verdict or probability (below it, the earlier attempts keep theirs). */
    const noResultWhileRunning = async (n: number) => {
      await page.locator(`#exam-item-heading:text-matches("^Question ${n} ·")`).waitFor();
      const shown = await textOf(EXAM);
      expect(shown).not.toMatch(VERDICT);
      expect(shown).not.toContain("Chance your ability");
      expect(shown).toContain("Practice run: this exam ends with no prediction");
    };
    // Item 1 on the page, items 2-15 through the API, item 16 on the page: the first case's (all are seen: a repeat).
    await noResultWhileRunning(1);
    await answerCurrent(page, EXAM, 1);
    await noResultWhileRunning(2);
    for (let n = 2; n < PRACTICE_ANSWERS; n++) {
      const view = await (await page.request.get(`/api/readiness-exams/${running.id}`)).json();
      const res = await page.request.post(`/api/readiness-exams/${running.id}/answers`, {
        data: { questionId: view.item.questionId, ...examAnswer(view.item, "A") },
        headers: { Origin: baseURL() },
      });
      expect(res.status()).toBe(200);
    }
    await page.reload();
    await islandsReady(page);
    await noResultWhileRunning(PRACTICE_ANSWERS);
    await page.locator(`${EXAM} .case-context`).waitFor();
    await answerCurrent(page, EXAM, 2);
    await noResultWhileRunning(PRACTICE_ANSWERS + 1);

    // The 5 hours run out: the page's own countdown reaches zero and opens the report.
    await context.setExtraHTTPHeaders({ "X-Test-Now": String(Date.parse(running.deadline) + 1000) });
    await Promise.all([page.waitForURL(`**/readiness-exam?id=${running.id}`), page.clock.fastForward("05:00:01")]);
    await page.locator("text=Readiness Exam Results").waitFor();
    await page.locator("text=Your readiness exam has been submitted automatically.").waitFor();
    await context.setExtraHTTPHeaders({});
    expect(await page.textContent(".result-label")).toBe("Practice run");
    expect(await page.textContent(".practice-note")).toBe(PRACTICE_RUN_NOTE);
    const result = await textOf(".result-score");
    expect(result).toMatch(
      new RegExp(`\\d+ of ${PRACTICE_ANSWERS} correct \\(full marks\\) · \\d+ of \\d+ points(?! ·)`),
    );
    expect(result).not.toMatch(VERDICT);
    expect(result).not.toMatch(PROBABILITY);
    expect(result).not.toContain("logits");
    expect(await textOf(".readiness-report")).not.toMatch(VERDICT);
    expect(await page.locator(".area-table thead th").allTextContents()).toEqual(["Area", "Questions", "Correct"]);
    await expectNoViolations(page, "a practice run's report");
    // Its line among the attempts says Practice; the scored ones keep their verdict.
    expect(await page.textContent(`li:has(a[href="/readiness-exam?id=${running.id}"]) .score`)).toBe("Practice");
    expect(await page.textContent(`li:has(a[href="/readiness-exam?id=${scored[0].id}"]) .score`)).toBe("FAIL");

    const report = (await (await page.request.get(`/api/readiness-exams/${running.id}`)).json()) as EndedExam;
    expect(report).toMatchObject({ scored: false, passPercent: null, answered: PRACTICE_ANSWERS });
    const repeats = report.review.filter((r) => seen.has(r.questionId)).length;
    expect(repeats, "the practice run repeated seen items").toBeGreaterThan(0);

    // Timed Tests' last attempt is the practice run, with no verdict.
    await page.goto("/timed-tests");
    const status = await textOf("section[aria-labelledby=readiness-status]");
    expect(status).toContain(`: ${TIMED_PRACTICE} after ${PRACTICE_ANSWERS} questions.`);
    expect(status).not.toMatch(VERDICT);
    expect(status).not.toMatch(PROBABILITY);

    // The Readiness Exam page: still a practice run next, this attempt listed as Practice.
    await page.goto("/readiness-exam");
    expect(await textOf(".pool-scored")).toBe(NEXT_PRACTICE);
    expect(await page.textContent(`li:has(a[href="/readiness-exam?id=${running.id}"]) .score`)).toBe("Practice");

    // The dashboard and Analytics: the learning engine's estimate only, which takes no repeated item of the run
    // (each item counts once, at its first answer), and no readiness verdict.
    for (const path of ["/", "/analytics"]) {
      expect(await passCardAnswers(path), path).toBe(answersBefore + PRACTICE_ANSWERS - repeats);
      const main = await textOf("main");
      expect(main, path).not.toMatch(VERDICT);
      expect(main, path).not.toContain("Chance your ability");
      expect(main, path).not.toContain("practice run");
    }
  }, 120_000);
});
