// The seed's first practice case study, as GET /api/case-studies/:id gives it to a signed-in student.
import type { Page } from "playwright-core";
import { expect } from "vitest";

export async function firstPracticeCase<T>(page: Page): Promise<T> {
  const list = (await (await page.request.get("/api/case-studies")).json()) as { id: number }[];
  expect(list.length, "practice case studies in the seed").toBeGreaterThan(0);
  return (await (await page.request.get(`/api/case-studies/${list[0].id}`)).json()) as T;
}
