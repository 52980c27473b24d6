// Issue 16's "Done when", in Chromium with the service worker: a student
// downloads a pack of 25, answers 10 questions offline, reloads a page
// offline (the banner, not an error), and comes back online: the 10 answers
// sync exactly once, on the day they were given. Replaying the outbox twice
// changes nothing. Signed out, an answer stays queued until the student signs
// in again.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { baseURL, islandsReady, launch, PHONE, register } from "./browser";
import { answerCurrent } from "./format-answers";
import { expectNoViolations } from "./axe";

const TIME_ZONE = "Asia/Tokyo";
const DAY_MS = 86_400_000;
const PASSWORD = "steady-pulse-88";
const DIALOG = ".session-dialog";

interface Entry {
  clientAnswerId: string;
  answeredAt: number;
  studentId: number | null;
  body: Record<string, unknown>;
}

let browser: Browser;
let context: BrowserContext;
let page: Page;
let username: string;
/** While set, answers reach a server whose clock is this far ahead (X-Test-Now), to show the day comes from answeredAt. */
let serverAhead = 0;
let answerPosts = 0;

const localDay = (at: number) => new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE }).format(at);
const headers = () => ({
  Origin: baseURL(),
  ...(serverAhead ? { "X-Test-Now": String(Date.now() + serverAhead) } : {}),
});
const syncLine = () => page.locator(".sync-line").first();

async function totalAnswers(): Promise<number> {
  return (await (await page.request.get("/api/analytics/stats", { headers: headers() })).json()).totalQuestions;
}

/** The outbox as IndexedDB holds it (client/offline/sync-state.ts: outboxStore). */
const outbox = (): Promise<Entry[]> =>
  page.evaluate(
    () =>
      new Promise<Entry[]>((resolve, reject) => {
        const open = indexedDB.open("nclex-offline-outbox");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const req = open.result.transaction("outbox", "readonly").objectStore("outbox").getAll();
          req.onsuccess = () => resolve(req.result as Entry[]);
          req.onerror = () => reject(req.error);
        };
      }),
  );

/** Answers `n` questions of the open dialog (any format), each graded on the device with its feedback shown. */
async function answerQuestions(n: number) {
  for (let i = 0; i < n; i++) {
    await expect
      .poll(() => page.locator(`${DIALOG} .muted`).first().textContent())
      .toMatch(new RegExp(`^Question ${i + 1} of`));
    await answerCurrent(page, DIALOG, i);
    await page.locator(`${DIALOG} .feedback`).first().waitFor();
    await page
      .locator(`${DIALOG} .session-actions button`, { hasText: /^(Next Question|Finish Session)$/ })
      .first()
      .click();
  }
}

async function openPackSession() {
  await page.getByRole("button", { name: "Practice offline" }).click();
  await page.locator(`${DIALOG} .offline-note`, { hasText: "Offline practice" }).waitFor();
}

/** ✕; a session with answers in progress asks first ("Leave this session?"), and the student leaves. */
async function closeDialog() {
  await page.locator(`${DIALOG} button[aria-label=Close]`).click();
  const leave = page.locator(".leave-confirm[open] button:text-is('Leave')");
  const closed = page.locator(`${DIALOG}[open]`);
  await Promise.race([leave.waitFor(), closed.waitFor({ state: "detached" })]);
  if (await leave.isVisible()) await leave.click();
  await closed.waitFor({ state: "detached" });
}

beforeAll(async () => {
  browser = await launch();
  context = await browser.newContext({ ...PHONE, baseURL: baseURL(), timezoneId: TIME_ZONE, bypassCSP: true }); // bypassCSP: for axe
  // Requests of the page and of its service worker: count the answers sent and move the server's clock when asked.
  await context.route("**/api/answers", async (route) => {
    answerPosts++;
    await route.continue({
      headers: {
        ...route.request().headers(),
        ...(serverAhead ? { "x-test-now": String(Date.now() + serverAhead) } : {}),
      },
    });
  });
  page = await context.newPage();
  username = await register(page, undefined, PASSWORD);
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

describe("offline practice", () => {
  let before = 0;
  let kept: Entry[] = [];

  it("installs the service worker and downloads a pack of 25", { timeout: 120_000 }, async () => {
    await page.goto("/practice");
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.waitForFunction(() => !!navigator.serviceWorker.controller);
    await page.reload(); // now served through the worker, so this page is cached for offline use
    await islandsReady(page);
    await page.getByText("No questions downloaded on this device yet.").waitFor();
    await page.selectOption("#offline-size", "25");
    await page.getByRole("button", { name: "Download for offline" }).click();
    await expect
      .poll(() => page.locator(".pack-label").textContent(), { timeout: 20_000 })
      .toMatch(/^On this device: 25 questions · All categories · downloaded \d{1,2} \w{3}, \d\d:\d\d$/);
    await expectNoViolations(page, "/practice with a pack on the device (390 px)");
    before = await totalAnswers();
  });

  it("answers 10 questions offline, each graded on the device, and queues them", async () => {
    await context.setOffline(true);
    await openPackSession();
    await answerQuestions(9);
    await answerCurrent(page, DIALOG, 9);
    await page.locator(`${DIALOG} .feedback`).first().waitFor();
    await expectNoViolations(page, "an offline question with its feedback (390 px)");
    await closeDialog();
    await expect.poll(() => syncLine().textContent()).toBe("10 answers waiting to sync");
    await expectNoViolations(page, "/practice with answers waiting to sync (390 px)");
    kept = await outbox();
    expect(kept).toHaveLength(10);
    expect(new Set(kept.map((e) => e.clientAnswerId)).size).toBe(10);
    for (const e of kept) {
      expect(e.clientAnswerId).toMatch(/^[0-9a-f-]{36}$/);
      expect(e.body.sessionId).toBeNull(); // a session started offline syncs as single review answers
      expect(Date.now() - e.answeredAt).toBeLessThan(5 * 60_000);
    }
    expect(answerPosts, "nothing was sent while offline").toBe(0);
  });

  it("reloads a page offline: the cached page with the offline banner, and the queue still there", async () => {
    await page.reload();
    await expect
      .poll(() => page.locator(".offline-banner").textContent())
      .toMatch(/^Offline: showing what you saw at \d\d:\d\d$/);
    await islandsReady(page);
    await expect.poll(() => syncLine().textContent()).toBe("10 answers waiting to sync");
  });

  it("syncs the 10 answers exactly once on reconnect, on the day they were given", async () => {
    serverAhead = DAY_MS; // the server syncs them "tomorrow": they still count for today
    await context.setOffline(false);
    await expect.poll(async () => (await outbox()).length, { timeout: 20_000 }).toBe(0);
    await expect.poll(() => syncLine().textContent()).toMatch(/^(All answers synced|)$/);
    expect(answerPosts).toBe(10);
    expect(await totalAnswers()).toBe(before + 10);
    const trend = (await (await page.request.get("/api/analytics/trend?days=7", { headers: headers() })).json()) as {
      day: string;
      questions: number;
    }[];
    const today = localDay(Date.now());
    expect(trend.find((d) => d.day === today)?.questions).toBe(10);
    expect(trend.find((d) => d.day === localDay(Date.now() + DAY_MS))?.questions ?? 0).toBe(0);
    serverAhead = 0;
  });

  it("replays the outbox twice: every repeat is answered 200 and nothing is counted again", async () => {
    for (let round = 0; round < 2; round++) {
      for (const e of kept) {
        const res = await page.request.post("/api/answers", {
          data: { ...e.body, clientAnswerId: e.clientAnswerId, answeredAt: e.answeredAt },
          headers: headers(),
        });
        expect(res.status(), await res.text()).toBe(200);
      }
    }
    expect(await totalAnswers()).toBe(before + 10);
  });

  it("signed out: the answer stays queued and the student is asked to sign in; after signing in it syncs", async () => {
    await page.goto("/practice");
    await islandsReady(page);
    await context.clearCookies(); // the session ends (expired, or signed out in another tab)
    await context.setOffline(true);
    await openPackSession();
    await answerQuestions(1);
    await closeDialog();
    await context.setOffline(false);
    await expect
      .poll(() => syncLine().textContent(), { timeout: 15_000 })
      .toBe("1 answer waiting to sync · Sign in again to send them");
    await expect.poll(() => page.locator(".toast-title").allTextContents()).toContain("Sign in again to sync");
    expect(await outbox()).toHaveLength(1);

    await page.getByRole("link", { name: "Sign in again" }).click();
    await page.waitForURL("**/login");
    await islandsReady(page);
    await page.fill("#login-username", username);
    await page.fill("#login-password", PASSWORD);
    await Promise.all([page.waitForURL((u) => u.pathname === "/"), page.click("button[type=submit]")]);
    await expect.poll(async () => (await outbox()).length, { timeout: 15_000 }).toBe(0);
    expect(await totalAnswers()).toBe(before + 11);
  });
});
