// A page that declares its reads (the dashboard) sends them in the same D1 call
// as its session check (worker/page-reads.ts): one round trip when the browser
// reports the student's zone, a second read when the stored zone differs, and
// nothing of the student's for a revoked cookie.
import { describe, expect, it } from "vitest";
import { Browser, json, signedIn } from "./helpers";
import { at } from "./session-helpers";

const trips = (res: Response) => Number(res.headers.get("X-D1-Round-Trips"));
// 20:00 UTC on 10 March 2026 is already 11 March in Tokyo.
const NOW = Date.UTC(2026, 2, 10, 20, 0);
// 03:00 UTC on 11 March 2026 is still 10 March in Los Angeles, and 11 March in Kiritimati (UTC+14).
const LATER = Date.UTC(2026, 2, 11, 3, 0);
/** The last point of the dashboard's trend chart (its island props, HTML-escaped): the student's today. */
const trendEndsOn = (day: string, averageScore: number | null, questions: number) =>
  `&quot;day&quot;:&quot;${day}&quot;,&quot;averageScore&quot;:${averageScore},&quot;questions&quot;:${questions}}]`;

async function answerOneCorrectly(browser: Browser, now = NOW) {
  const [q] = await json(await browser.fetch("/api/questions/random?count=1&type=single", at(now)));
  const res = await browser.post(
    "/api/answers",
    { questionId: q.id, selectedAnswer: q.correctAnswer, timeSpent: 30, sessionId: null },
    at(now),
  );
  expect(res.status).toBe(201);
}

describe("the dashboard's reads ride with its session check", () => {
  it("takes one round trip in the zone the browser reports, and reads again in a stored zone it did not guess", async () => {
    const { browser } = await signedIn();
    browser.cookies.set("tz", "Asia/Tokyo");
    await answerOneCorrectly(browser);

    const reported = await browser.fetch("/", at(NOW));
    expect(reported.status).toBe(200);
    expect(trips(reported)).toBe(1);
    const html = await reported.text();
    expect(html).toContain(trendEndsOn("2026-03-11", 100, 1));
    expect(html).toContain(">Questions Answered<");

    // No `tz` cookie: the reads go out for UTC with the session check, then again for the stored zone.
    browser.cookies.delete("tz");
    const unreported = await browser.fetch("/dashboard", at(NOW));
    expect(unreported.status).toBe(200);
    expect(trips(unreported)).toBe(2);
    const again = await unreported.text();
    expect(again).toContain(trendEndsOn("2026-03-11", 100, 1));
    expect(again).not.toContain(trendEndsOn("2026-03-10", null, 0));
  });

  it("stores the zone the browser reports when it differs", async () => {
    const { browser } = await signedIn();
    browser.cookies.set("tz", "Pacific/Kiritimati");
    await answerOneCorrectly(browser, LATER); // on 11 March there
    browser.cookies.set("tz", "America/Los_Angeles");
    const ending = trendEndsOn("2026-03-10", null, 0); // still 10 March in Los Angeles: nothing answered yet
    expect(await (await browser.fetch("/", at(LATER))).text()).toContain(ending);
    browser.cookies.delete("tz"); // the stored zone is now Los Angeles, not the UTC the reads first guess
    expect(await (await browser.fetch("/", at(LATER))).text()).toContain(ending);
  });

  it("shows a replayed cookie after sign-out the sign-in screen, with nothing of the student's", async () => {
    const { browser, username } = await signedIn();
    await answerOneCorrectly(browser);
    const stolen = browser.cookies.get("nclex_session")!;
    const out = await browser.fetch("/api/logout", { headers: { "Sec-Fetch-Site": "same-origin" } });
    expect(out.status).toBe(303);
    const replay = new Browser();
    replay.cookies.set("nclex_session", stolen);
    const res = await replay.fetch("/");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Welcome back");
    expect(html).not.toContain(username);
    expect(html).not.toContain("Study Dashboard");
    expect(html).not.toContain(">Questions Answered<");
  });
});
