// The page stores the browser's time zone in the `tz` cookie, which the server
// reads for the student's day boundaries (client/time-zone.ts). It must do so
// without building a date format before the islands hydrate: the first one
// costs 60-140 ms of main thread. Without Temporal, it waits for an idle
// moment, unless a request that writes comes first. Bookmark dates come
// labelled from the server for the same reason.
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Browser, BrowserContext } from "playwright-core";
import { baseURL, islandsReady, launch, PHONE, register, uniqueUser } from "./browser";

const TIME_ZONE = "America/Denver";
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

/** Counts every Intl.DateTimeFormat built in the page (window.dateFormats). */
function countDateFormats() {
  const w = window as unknown as { dateFormats: number };
  w.dateFormats = 0;
  Intl.DateTimeFormat = new Proxy(Intl.DateTimeFormat, {
    construct: (target, args) => (w.dateFormats++, Reflect.construct(target, args)),
    apply: (target, self, args) => (w.dateFormats++, Reflect.apply(target, self, args)),
  });
}

const phoneInDenver = () =>
  browser.newContext({ ...PHONE, baseURL: baseURL(), timezoneId: TIME_ZONE, serviceWorkers: "block" });
const tzCookie = async (context: BrowserContext) => (await context.cookies()).find((c) => c.name === "tz")?.value;

it("stores the time zone as the islands start, with no date format built before they have hydrated", async () => {
  const context = await phoneInDenver();
  await context.addInitScript(countDateFormats);
  const page = await context.newPage();
  await page.goto("/login");
  await islandsReady(page);
  expect(await page.evaluate(() => typeof (globalThis as { Temporal?: unknown }).Temporal)).toBe("object");
  expect(await tzCookie(context)).toBe(encodeURIComponent(TIME_ZONE));
  expect(await page.evaluate(() => (window as unknown as { dateFormats: number }).dateFormats)).toBe(0);
  await context.close();
});

it("without Temporal, stores the time zone from Intl once the page is idle", async () => {
  const context = await phoneInDenver();
  await context.addInitScript(() => void delete (globalThis as { Temporal?: unknown }).Temporal);
  const page = await context.newPage();
  await page.goto("/login");
  await islandsReady(page);
  await expect.poll(() => tzCookie(context), { timeout: 10_000 }).toBe(encodeURIComponent(TIME_ZONE));
  await context.close();
});

it("without Temporal, a registration sent before the idle moment still carries the time zone", async () => {
  const context = await phoneInDenver();
  await context.addInitScript(() => {
    delete (globalThis as { Temporal?: unknown }).Temporal;
    window.requestIdleCallback = () => 0; // the idle moment never comes
  });
  const page = await context.newPage();
  const registration = page.waitForRequest((r) => r.url().endsWith("/api/auth/register") && r.method() === "POST");
  // Not register(): without idle moments the idle islands never hydrate, so the page never marks itself ready.
  const username = uniqueUser();
  await page.goto("/register");
  await page.waitForSelector('nclex-island[data-hydrated="true"] #reg-username');
  expect(await tzCookie(context)).toBeUndefined();
  await page.fill("#reg-username", username);
  await page.fill("#reg-email", `${username}@example.com`);
  await page.fill("#reg-password", "steady-pulse-88");
  await page.fill("#reg-confirm", "steady-pulse-88");
  await Promise.all([page.waitForURL((u) => u.pathname === "/"), page.click("button[type=submit]")]);
  expect((await (await registration).allHeaders()).cookie ?? "").toContain(`tz=${encodeURIComponent(TIME_ZONE)}`);
  expect(((await (await page.request.get("/api/auth/user")).json()) as { username: string }).username).toBe(username);
  await context.close();
});

it("labels bookmark dates on the server, so /bookmarks hydrates with no date format built", async () => {
  const context = await phoneInDenver();
  const page = await context.newPage();
  await register(page);
  const [question] = (await (await page.request.get("/api/questions/random?count=1&type=single")).json()) as {
    id: number;
  }[];
  expect(
    (
      await page.request.post("/api/bookmarks", { data: { questionId: question.id }, headers: { Origin: baseURL() } })
    ).status(),
  ).toBe(201);
  await context.addInitScript(countDateFormats);
  await page.goto("/bookmarks");
  await islandsReady(page);
  const today = new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: TIME_ZONE,
  }).format(new Date());
  expect(await page.textContent(".bookmark-meta small")).toBe(`Bookmarked ${today}`);
  expect(await page.evaluate(() => (window as unknown as { dateFormats: number }).dateFormats)).toBe(0);
  await context.close();
});
