// Spaced review on the server-rendered pages: the dashboard's Review card, the
// Practice page's "Due for review" count, the Analytics section, the print
// report and the CSV, all read on the server's test clock (X-Test-Now).
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { type Browser, json, signedIn } from "./helpers";
import { at } from "./session-helpers";
import { answerFields } from "./answer-helpers";

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 10, 24, 15); // Tuesday, Nov 24 2026, 15:00 UTC

const page = async (b: Browser, path: string, now: number) => {
  const res = await b.fetch(path, at(now));
  expect(res.status).toBe(200);
  return res.text();
};

async function answer(b: Browser, questionId: number, right: boolean, now: number) {
  const res = await b.fetch("/api/answers", {
    method: "POST",
    json: { questionId, ...(await answerFields(questionId, right)), timeSpent: 20, sessionId: null },
    ...at(now),
  });
  expect(res.status).toBe(201);
  return json(res);
}

async function student(): Promise<Browser> {
  const { browser } = await signedIn();
  browser.cookies.set("tz", "UTC");
  return browser;
}

describe("spaced review on the pages", () => {
  it("a student without cards: the dashboard says what comes back, Practice offers 0 due, the report and CSV show no review yet", async () => {
    const b = await student();
    const dashboard = await page(b, "/", T0);
    expect(dashboard).toContain("Nothing to review yet");
    expect(dashboard).not.toContain("Start Review");
    expect(await page(b, "/practice", T0)).toContain("Due for review (0)");
    const report = await page(b, "/analytics/report", T0);
    expect(report).toContain("<dt>Review cards</dt><dd>0</dd>");
    expect(report).toContain("<dt>Review answers at full marks</dt><dd>—</dd>");
    const csv = await (await b.fetch("/api/analytics/export.csv", at(T0))).text();
    expect(csv).toContain('"Spaced review cards","Review answers","At full marks","Full marks (%)"\r\n"0","0","0",""');
  });

  it("a missed question: caught up with the next review's date, then due a day later everywhere, then caught up after a full-marks review", async () => {
    const b = await student();
    const [{ id }] = (
      await env.DB.prepare(
        "SELECT id FROM questions WHERE pool = 'practice' AND active = 1 AND type = 'single' ORDER BY id LIMIT 1",
      ).all<{ id: number }>()
    ).results;
    const missed = await answer(b, id, false, T0);
    expect(missed.review.days).toBe(1);

    let dashboard = await page(b, "/", T0);
    expect(dashboard).toContain("all caught up");
    expect(dashboard).toContain("Next review: Wed, Nov 25");

    const later = T0 + DAY + 60_000;
    dashboard = await page(b, "/", later);
    expect(dashboard).toMatch(/<strong class="review-number">1<\/strong> question due today/);
    expect(dashboard).toContain(">Start Review</button>");
    expect(await page(b, "/practice", later)).toContain("Due for review (1)");
    const analytics = await page(b, "/analytics", later);
    expect(analytics).toContain("Spaced Review");
    expect(analytics).toContain("<dt>Review cards</dt><dd>1</dd>");
    expect(analytics).toContain("<dt>Review answers at full marks</dt><dd>—</dd>");
    expect(analytics).toContain('<th scope="row">Wed, Nov 25</th><td>1</td>'); // overdue counts for today
    expect(analytics).toContain('aria-label="Reviews due per day: Wed, Nov 25, 1"');

    const reviewed = await answer(b, id, true, later);
    expect(reviewed.review.days).toBeGreaterThan(1);
    dashboard = await page(b, "/", later);
    expect(dashboard).toContain("all caught up");
    expect(await page(b, "/practice", later)).toContain("Due for review (0)");
    expect(await page(b, "/analytics", later)).toContain("<dt>Review answers at full marks</dt><dd>100% (1 of 1)</dd>");
    expect(await page(b, "/analytics/report", later)).toContain(
      "<dt>Review answers at full marks</dt><dd>100% (1 of 1)</dd>",
    );
    const csv = await (await b.fetch("/api/analytics/export.csv", at(later))).text();
    expect(csv).toContain('"1","1","1","100"');
    expect(csv).toContain('"Due for review on","Questions due"\r\n"2026-11-25","0"');
  });
});
