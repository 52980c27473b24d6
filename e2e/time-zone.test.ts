// The page stores the browser's time zone in the `tz` cookie, which the server
// reads for the student's day boundaries (client/time-zone.ts). It must do so
// without building a date format before the islands hydrate: the first one
// costs 60-130 ms of main thread. Without Temporal, it waits for an idle moment.
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Browser, BrowserContext } from "playwright-core";
import { baseURL, islandsReady, launch, PHONE } from "./browser";

const TIME_ZONE = "America/Denver";
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

const tzCookie = async (context: BrowserContext) => (await context.cookies()).find((c) => c.name === "tz")?.value;

it("stores the time zone as the islands start, with no date format built before they have hydrated", async () => {
  const context = await browser.newContext({ ...PHONE, baseURL: baseURL(), timezoneId: TIME_ZONE, serviceWorkers: "block" });
  await context.addInitScript(() => {
    const w = window as unknown as { dateFormats: number };
    w.dateFormats = 0;
    Intl.DateTimeFormat = new Proxy(Intl.DateTimeFormat, {
      construct: (target, args) => (w.dateFormats++, Reflect.construct(target, args)),
      apply: (target, self, args) => (w.dateFormats++, Reflect.apply(target, self, args)),
    });
  });
  const page = await context.newPage();
  await page.goto("/login");
  await islandsReady(page);
  expect(await page.evaluate(() => typeof (globalThis as { Temporal?: unknown }).Temporal)).toBe("object");
  expect(await tzCookie(context)).toBe(encodeURIComponent(TIME_ZONE));
  expect(await page.evaluate(() => (window as unknown as { dateFormats: number }).dateFormats)).toBe(0);
  await context.close();
});

it("without Temporal, stores the time zone from Intl once the page is idle", async () => {
  const context = await browser.newContext({ ...PHONE, baseURL: baseURL(), timezoneId: TIME_ZONE, serviceWorkers: "block" });
  await context.addInitScript(() => void delete (globalThis as { Temporal?: unknown }).Temporal);
  const page = await context.newPage();
  await page.goto("/login");
  await islandsReady(page);
  await expect.poll(() => tzCookie(context), { timeout: 10_000 }).toBe(encodeURIComponent(TIME_ZONE));
  await context.close();
});
