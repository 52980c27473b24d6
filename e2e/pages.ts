// The app's pages for whole-site browser checks (accessibility, page weight),
// and helpers to give a student data so every chart, table and list renders.
import { readFileSync } from "node:fs";
import type { APIResponse, Page } from "playwright-core";
import { expect } from "vitest";
import { baseURL, islandsReady } from "./browser";
import { answerBody, examAnswer } from "./answers";
import { chartsDrawn } from "./charts-drawn";

/** What a visitor can open: the auth screens, the offline page (precached by the service worker), a 404, and a protected path (which shows the login screen). */
export const SIGNED_OUT = ["/login", "/register", "/offline", "/nope", "/analytics"];

/** Every page of the signed-in app (worker/pages.tsx PROTECTED), each strategy tab, and a 404. */
export const SIGNED_IN = [
  "/",
  "/dashboard",
  "/question-bank",
  "/practice",
  "/study-strategies?tab=pyramid",
  "/study-strategies?tab=test-taking",
  "/study-strategies?tab=time-management",
  "/timed-tests",
  "/bookmarks",
  "/study-plan",
  "/analytics",
  "/readiness-exam",
  "/activity",
  "/analytics/report",
  "/case-studies",
  "/nope",
];

/**
 * The pages the worker serves, read from worker/pages.tsx's source (importing
 * it would pull the server's React tree into Node): the PROTECTED table and
 * the other `pages.get` routes (the auth screens).
 */
export function servedPages(): { protectedPaths: string[]; publicPaths: string[] } {
  const src = readFileSync(new URL("../worker/pages.tsx", import.meta.url), "utf8");
  const table = /export const PROTECTED[^{]*\{([\s\S]*?)\n\};/.exec(src);
  if (!table) throw new Error("worker/pages.tsx: the PROTECTED table was not found");
  return {
    protectedPaths: [...table[1].matchAll(/^\s*"([^"]+)":/gm)].map((m) => m[1]),
    publicPaths: [...src.matchAll(/pages\.get\("([^"]+)"/g)].map((m) => m[1]),
  };
}

/** Every page the worker serves is in the lists above: a new page cannot be left out of the browser suites. */
export function expectEveryPageListed() {
  const { protectedPaths, publicPaths } = servedPages();
  expect(protectedPaths.length, "PROTECTED paths parsed").toBeGreaterThanOrEqual(10);
  expect(publicPaths).toEqual(expect.arrayContaining(["/login", "/register"]));
  const signedIn = new Set(SIGNED_IN.map((p) => p.split("?")[0]));
  expect(
    protectedPaths.filter((p) => !signedIn.has(p)),
    "pages missing from SIGNED_IN",
  ).toEqual([]);
  expect(
    publicPaths.filter((p) => !SIGNED_OUT.includes(p)),
    "pages missing from SIGNED_OUT",
  ).toEqual([]);
  expect(
    SIGNED_OUT.filter((p) => protectedPaths.includes(p)).length,
    "a protected page opened signed out",
  ).toBeGreaterThan(0);
}

const headers = () => ({ Origin: baseURL() });

async function ok(res: APIResponse, what: string): Promise<APIResponse> {
  if (res.status() >= 300) throw new Error(`${what}: HTTP ${res.status()} ${await res.text()}`);
  return res;
}

/**
 * Gives the signed-in student of `page` data on every page: a finished
 * practice session and a finished timed test (some right, some wrong), a bookmark,
 * a study plan, a finished readiness exam (its report is returned as a path)
 * and a running one (which /readiness-exam then shows).
 */
export async function populate(page: Page): Promise<{ readinessReport: string }> {
  for (const [categoryId, right, sessionType, timeLimit] of [
    [5, 6, "practice", null],
    [2, 2, "timed", 15],
  ] as const) {
    const session = await (
      await ok(
        await page.request.post("/api/sessions", {
          data: { sessionType, totalQuestions: 10, correctAnswers: 0, timeLimit, categoryId },
          headers: headers(),
        }),
        "create session",
      )
    ).json();
    // Drawn for the session: the server records a timed test's questions and takes answers to those only.
    const qs = (await (
      await ok(await page.request.get(`/api/questions/random?sessionId=${session.id}`), "draw questions")
    ).json()) as {
      id: number;
      type: string;
      correctAnswer: string | null;
      options: { label: string }[];
      item: Record<string, unknown> | null;
    }[];
    for (const [i, q] of qs.entries()) {
      await ok(
        await page.request.post("/api/answers", {
          data: { questionId: q.id, ...answerBody(q, i < right), timeSpent: 40, sessionId: session.id },
          headers: headers(),
        }),
        "answer",
      );
    }
    await ok(
      await page.request.post(`/api/sessions/${session.id}/finish`, { data: {}, headers: headers() }),
      "finish session",
    );
    if (categoryId === 5)
      await ok(
        await page.request.post("/api/bookmarks", { data: { questionId: qs[0].id }, headers: headers() }),
        "bookmark",
      );
  }
  await ok(
    await page.request.post("/api/study-plans", {
      data: { categoryId: 5, targetScore: 80, questionsPerDay: 20 },
      headers: headers(),
    }),
    "study plan",
  );

  // A finished readiness exam (answered "A" or the first choices throughout, as fast as the API allows)...
  let view = await (
    await ok(await page.request.post("/api/readiness-exams", { data: {}, headers: headers() }), "start readiness exam")
  ).json();
  const id = view.id ?? view.examId;
  expect(id).toBeTruthy();
  while (view.status === "active") {
    view = await (
      await ok(
        await page.request.post(`/api/readiness-exams/${id}/answers`, {
          data: { questionId: view.item.questionId, ...examAnswer(view.item, "A") },
          headers: headers(),
        }),
        "readiness answer",
      )
    ).json();
  }
  // ...and a running one, with one item answered.
  const running = await (
    await ok(await page.request.post("/api/readiness-exams", { data: {}, headers: headers() }), "start readiness exam")
  ).json();
  await ok(
    await page.request.post(`/api/readiness-exams/${running.id}/answers`, {
      data: { questionId: running.item.questionId, ...examAnswer(running.item, "B") },
      headers: headers(),
    }),
    "readiness answer",
  );
  return { readinessReport: `/readiness-exam?id=${id}` };
}

/** Opens `path` and waits until its islands have hydrated (if it has any) and every chart has drawn. */
export async function openPage(page: Page, path: string) {
  const res = await page.goto(path);
  // React reveals streamed Suspense content in throttled batches, so a skeleton can outlive 'load'.
  await page.waitForSelector("[aria-busy=true]", { state: "detached" });
  if (await page.locator("nclex-island").count()) await islandsReady(page);
  await chartsDrawn(page);
  return res;
}
