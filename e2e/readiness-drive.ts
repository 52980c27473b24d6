// Readiness exams driven through the API with a page's own cookies, on a
// moved server clock (X-Test-Now): for browser suites that need a student with
// a history of exams, built as fast as the public API allows.
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { baseURL } from "./browser";
import { examAnswer } from "./answers";
import { TIME_LIMIT_MINUTES } from "../lib/irt/readiness";

export const MINUTE = 60_000;

/** The API at server time `at`: the reply's JSON, its status checked. */
export async function apiAt(page: Page, at: number, path: string, data?: unknown) {
  const headers = { Origin: baseURL(), "X-Test-Now": String(at) };
  const res =
    data === undefined ? await page.request.get(path, { headers }) : await page.request.post(path, { data, headers });
  expect(res.status(), `${data === undefined ? "GET" : "POST"} ${path}`).toBeLessThan(300);
  return res.json();
}

export interface EndedExam {
  id: number;
  scored: boolean;
  status: "passed" | "failed";
  passPercent: number | null;
  answered: number;
  review: { questionId: number }[];
}

/**
 * Starts a readiness exam (the shorter run: no tutorial or pretest items) at
 * server time `start`, answers `answers` items a few seconds apart, then reads
 * it once its 5 hours are over, which ends it by time. Returns its report.
 */
export async function examEndedByTime(page: Page, start: number, answers: number): Promise<EndedExam> {
  let view = await apiAt(page, start, "/api/readiness-exams", {});
  expect(view.status).toBe("active");
  for (let n = 1; n <= answers; n++) {
    expect(view.item.position).toBe(n);
    view = await apiAt(page, start + n * 5000, `/api/readiness-exams/${view.id}/answers`, {
      questionId: view.item.questionId,
      ...examAnswer(view.item, "A"),
    });
    expect(view.status).toBe("active");
  }
  return apiAt(page, start + (TIME_LIMIT_MINUTES + 1) * MINUTE, `/api/readiness-exams/${view.id}`);
}
