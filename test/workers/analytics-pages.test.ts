// The Study Dashboard, Performance Analytics and the print-friendly report as
// streamed HTML from the real worker, for students with real answers.
import { describe, expect, it } from "vitest";
import { Browser, json, signedIn } from "./helpers";
import { at, clockOf } from "./session-helpers";

type Q = { id: number; correctAnswer: string; options: { label: string }[] };

/** A practice session of `n` questions in a category, the first `right` answered correctly (30 s each, on the student's study clock). */
async function practise(b: Browser, categoryId: number, n: number, right: number) {
  const clock = clockOf(b);
  const qs = (await json(
    await b.fetch(`/api/questions/random?categoryId=${categoryId}&count=${n}&difficulty=medium&type=single`),
  )) as Q[];
  const session = await json(
    await b.post(
      "/api/sessions",
      { sessionType: "practice", totalQuestions: n, correctAnswers: 0, timeLimit: null, categoryId },
      at(clock()),
    ),
  );
  for (const [i, q] of qs.entries()) {
    const selectedAnswer = i < right ? q.correctAnswer : q.options.find((o) => o.label !== q.correctAnswer)!.label;
    expect(
      (
        await b.post(
          "/api/answers",
          { questionId: q.id, selectedAnswer, timeSpent: 30, sessionId: session.id },
          at(clock()),
        )
      ).status,
    ).toBe(201);
  }
}

const page = async (b: Browser, path: string) => {
  const res = await b.fetch(path);
  expect(res.status).toBe(200);
  return res.text();
};

/** Asserts that `before` occurs in `html` and `after` occurs later. */
function inOrder(html: string, before: string, after: string) {
  const i = html.indexOf(before);
  expect(i, before).toBeGreaterThan(0);
  expect(html.indexOf(after, i), `${after} after ${before}`).toBeGreaterThan(i);
}

describe("dashboard and analytics HTML", () => {
  it("streams the dashboard's fixed texts and skeleton before the numbers", async () => {
    const { browser } = await signedIn();
    await practise(browser, 3, 4, 3);
    const html = await page(browser, "/");
    for (const text of ["NCLEX DAILY", "Study Dashboard", ">Start Practice</a>"])
      inOrder(html, text, 'aria-label="Loading your progress"');
    inOrder(html, 'aria-label="Loading your progress"', ">Overall Score<");
    for (const text of [
      ">75%<",
      "across all categories",
      "this month",
      ">Not set<",
      "Performance Trends",
      "Subject Area Performance",
      "Study Streak",
      "Recent Activity",
      "Practice · Maternity",
      "Quick Actions",
      "Continue Last Session",
    ])
      inOrder(html, 'aria-label="Loading your progress"', text);
    expect(await page(browser, "/dashboard")).toContain("Study Dashboard");
  });

  it("streams the Analytics skeleton before its cards, with the real numbers", async () => {
    const { browser } = await signedIn();
    await practise(browser, 1, 4, 4);
    const html = await page(browser, "/analytics");
    inOrder(html, "Performance Analytics", 'aria-label="Loading your progress"');
    inOrder(html, "Export Report", 'aria-label="Loading your progress"');
    for (const text of [
      "Above passing threshold",
      ">1 day<",
      ">2m<",
      "Detailed Category Statistics",
      "Medical-Surgical: 100%",
      "Great job! All categories are performing well",
      "Study Time Distribution",
    ])
      inOrder(html, 'aria-label="Loading your progress"', text);
    expect(html).not.toContain("Complete more practice to identify strengths");
    expect(html).toContain('<th scope="row">Practice</th><td>2 min</td>'); // the doughnut's text alternative
  });

  it("shows each Insights text only when it is true", async () => {
    const weak = await signedIn();
    await practise(weak.browser, 2, 2, 1); // 50%: nothing strong, something to improve
    let html = await page(weak.browser, "/analytics");
    expect(html).toContain("Complete more practice to identify strengths");
    expect(html).toContain('<a href="/practice?categoryId=2">Pediatrics</a>');
    expect(html).not.toContain("Great job! All categories are performing well");
    expect(html).toContain("Below passing threshold");

    const middling = await signedIn();
    await practise(middling.browser, 4, 4, 3); // 75%: neither a strength (>= 80) nor below passing (< 75)
    html = await page(middling.browser, "/analytics");
    expect(html).toContain("Complete more practice to identify strengths");
    expect(html).toContain("Great job! All categories are performing well");
    expect(html).toContain("Above passing threshold");
  });

  it("renders the print-friendly report with the student's real numbers", async () => {
    const { browser, username } = await signedIn();
    browser.cookies.set("tz", "Asia/Tokyo");
    await practise(browser, 9, 4, 3);
    await practise(browser, 11, 2, 0);
    const html = await page(browser, "/analytics/report");
    expect(html).toContain("NCLEX Daily Progress Report");
    expect(html).toContain(username);
    for (const [dt, dd] of [
      ["Overall score", "50%"],
      ["Questions answered", "6"],
      ["Study time", "3m"],
      ["Current streak", "1 day"],
    ])
      expect(html).toContain(`<dt>${dt}</dt><dd>${dd}</dd>`);
    expect(html).toMatch(
      /<th scope="row">Reduction of Risk Potential<\/th><td>4<\/td><td>75%<\/td><td>3\/4<\/td><td>3<\/td><td>1<\/td>/,
    );
    expect(html).toMatch(
      /<th scope="row">Management of Care<\/th><td>2<\/td><td>0%<\/td><td>0\/2<\/td><td>0<\/td><td>2<\/td>/,
    );
    const today = new Date().toLocaleDateString("en-US", { timeZone: "Asia/Tokyo" });
    expect(html).toContain(`<td>${today}</td><td>Practice · Management of Care</td><td>0/2</td>`);
    expect(html).toContain(`<td>${today}</td><td>Practice · Reduction of Risk Potential</td><td>3/4</td>`);
    expect(html).toContain('href="/api/analytics/export.csv"');
  });
});
