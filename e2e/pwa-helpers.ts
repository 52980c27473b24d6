// For e2e/pwa.test.ts: a signed-in page under the service worker, and
// reading the worker's state from a page.
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { expect } from "vitest";
import { baseURL, uniqueUser } from "./browser";

/** Debian's Chromium with e2e/browser.ts's flags (that file's launch() takes no extra ones, such as the proxy's). */
export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

/** A new student in a fresh context, on `path` once the service worker controls the page and has cached its first pages. */
export async function signedInPage(browser: Browser, options: BrowserContextOptions, path: string): Promise<Page> {
  const context = await browser.newContext({ ...options, baseURL: baseURL() });
  const page = await context.newPage();
  const username = uniqueUser();
  const res = await page.request.post("/api/auth/register", {
    data: { username, email: `${username}@example.com`, password: "steady-pulse-88", examDate: null },
    headers: { Origin: baseURL() },
  });
  expect(res.status()).toBe(201);
  await page.goto(path);
  await page.waitForFunction(() => !!navigator.serviceWorker.controller, undefined, { timeout: 30_000 });
  // Once active, the worker caches this page, the dashboard and Practice (client/pwa/register.ts asks it to).
  await expect
    .poll(() => pagesCached(page), { timeout: 15_000 })
    .toEqual(expect.arrayContaining([path, "/dashboard", "/practice"]));
  return page;
}

/** Every cache the page's origin holds, by name, with the URLs in it. */
export const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) out[name] = (await (await caches.open(name)).keys()).map((r) => r.url);
    return out;
  });

const paths = (urls: string[], withQuery: boolean) =>
  urls.map((u) => (withQuery ? new URL(u).pathname + new URL(u).search : new URL(u).pathname));

/** The paths in Serwist's precache (with the revision query when asked). */
export async function precacheHolds(page: Page, withQuery = false): Promise<string[]> {
  const all = await cachedUrls(page);
  const name = Object.keys(all).find((n) => n.startsWith("serwist-precache"));
  if (!name) throw new Error(`no precache among ${Object.keys(all).join(", ")}`);
  return paths(all[name], withQuery);
}

/** The paths of the pages cached for offline use. */
export const pagesCached = async (page: Page) => paths((await cachedUrls(page)).pages ?? [], true);

/** The offline banner: its words, its role, and how far its HH:MM is from the page's local time now (minutes). */
export async function bannerLine(page: Page): Promise<{ text: string; role: string | null; minutesOff: number }> {
  const banner = page.locator(".offline-banner");
  const text = (await banner.textContent()) ?? "";
  const m = /^Offline: showing what you saw at (\d\d):(\d\d)$/.exec(text);
  if (!m) return { text, role: await banner.getAttribute("role"), minutesOff: Infinity };
  const now = await page.evaluate(() => new Date().getHours() * 60 + new Date().getMinutes());
  const off = (((now - (Number(m[1]) * 60 + Number(m[2]))) % 1440) + 1440) % 1440;
  return { text, role: await banner.getAttribute("role"), minutesOff: Math.min(off, 1440 - off) };
}

/** The registration's workers, and the version the controlling worker reports (a test build answers "VERSION"). */
export const swState = (page: Page) =>
  page.evaluate(async () => {
    const reg = (await navigator.serviceWorker.getRegistration())!;
    const version = await new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = (e) => resolve(e.data);
      navigator.serviceWorker.controller?.postMessage("VERSION", [channel.port2]);
      setTimeout(() => resolve(null), 1_000);
    });
    return { active: reg.active?.state ?? null, waiting: reg.waiting?.state ?? null, version };
  });

/** A PNG's size as the manifest writes it ("192x192"), from its IHDR chunk. */
export const pngSize = (png: Buffer) => `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
