// The installable app and its service worker (issue 16), in Chromium: the
// manifest on every page, no installability errors, the precache, pages
// offline (the banner, the offline page, the 4 s network timeout), /api never
// cached, the pages cache cleared at sign-out, and a new version taking over
// through the "New version available — Reload" toast with exactly one reload.
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Browser, type BrowserContextOptions, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseURL, DESKTOP, islandsReady, PHONE, uniqueUser } from "./browser";
import { SIGNED_IN, SIGNED_OUT } from "./pages";
import { expectNoViolations } from "./axe";
import { startSwProxy, type SwProxy } from "./sw-proxy";
import {
  bannerLine,
  cachedUrls,
  CHROMIUM,
  pagesCached,
  precacheHolds,
  pngSize,
  signedInPage,
  swState,
} from "./pwa-helpers";

const ASSETS = new URL("../dist/client/assets/", import.meta.url).pathname;

let proxy: SwProxy;
let browser: Browser;

beforeAll(async () => {
  proxy = await startSwProxy();
  browser = await chromium.launch({ ...CHROMIUM, args: [...CHROMIUM.args, ...proxy.args] });
});

afterAll(async () => {
  await browser?.close(); // and every context with it
  await proxy?.close();
});

const student = (options = DESKTOP, path = "/dashboard", extra: BrowserContextOptions = {}) =>
  signedInPage(browser, { ...options, ...extra }, path);

describe("installable", () => {
  it("links the manifest and the touch icon from every page, signed out and signed in", async () => {
    const page = await student();
    const visitor = await browser.newContext({ baseURL: baseURL() });
    const pages: [string, Page["request"]][] = [
      ...[...SIGNED_OUT, "/offline"].map((p) => [p, visitor.request] as [string, Page["request"]]),
      ...SIGNED_IN.map((p) => [p, page.request] as [string, Page["request"]]),
    ];
    for (const [path, request] of pages) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain('<link rel="manifest" href="/manifest.webmanifest"/>');
      expect(html, path).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png"/>');
      expect(html, path).toContain('<meta name="theme-color" content="#1d4ed8"/>');
    }
    const manifest = await (await visitor.request.get("/manifest.webmanifest")).json();
    expect(manifest).toMatchObject({
      name: "NCLEX Daily",
      short_name: "NCLEX Daily",
      start_url: "/dashboard",
      scope: "/",
      display: "standalone",
      theme_color: "#1d4ed8",
      background_color: "#f5f7fb",
    });
    const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
    for (const purpose of ["any", "maskable"])
      expect(
        icons
          .filter((i) => i.purpose === purpose)
          .map((i) => i.sizes)
          .sort(),
      ).toEqual(["192x192", "512x512"]);
    for (const icon of [...icons, { src: "/icons/apple-touch-icon.png", sizes: "180x180" }]) {
      const res = await visitor.request.get(icon.src);
      expect(res.headers()["content-type"], icon.src).toBe("image/png");
      expect(pngSize(await res.body()), icon.src).toBe(icon.sizes);
    }
  });

  it("has no installability errors once the worker is active (a real, non-incognito profile)", async () => {
    const profile = mkdtempSync(join(tmpdir(), "nclex-pwa-"));
    const context = await chromium.launchPersistentContext(profile, { ...CHROMIUM, ...DESKTOP, baseURL: baseURL() });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      const username = uniqueUser();
      await page.request.post("/api/auth/register", {
        data: { username, email: `${username}@example.com`, password: "steady-pulse-88", examDate: null },
        headers: { Origin: baseURL() },
      });
      await page.goto("/dashboard");
      await page.waitForFunction(() => navigator.serviceWorker.controller?.state === "activated", undefined, {
        timeout: 30_000,
      });
      const cdp = await context.newCDPSession(page);
      expect((await cdp.send("Page.getAppManifest")).errors).toEqual([]);
      expect((await cdp.send("Page.getInstallabilityErrors")).installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});

describe("service worker", () => {
  it("precaches every built asset (lazy chunks too), the icons and the offline page; /sw.js is never stale", async () => {
    const page = await student();
    const precached = await precacheHolds(page);
    const built = readdirSync(ASSETS).map((f) => `/assets/${f}`);
    expect(built.length).toBeGreaterThan(20);
    expect(precached).toEqual(
      expect.arrayContaining([
        ...built,
        "/offline",
        "/manifest.webmanifest",
        "/icons/icon-192.png",
        "/icons/maskable-512.png",
        "/icons/apple-touch-icon.png",
      ]),
    );
    expect((await page.request.get("/sw.js")).headers()["cache-control"]).toBe("no-cache");
    // A page without islands stays free of JavaScript, and is controlled all the same.
    const res = await page.goto("/nope");
    expect(await res!.text()).not.toContain("<script");
    expect(await page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  });

  it("opens a page seen before offline with the banner in view, and an unseen one as the offline page", async () => {
    const page = await student(DESKTOP, "/practice");
    const cspErrors: string[] = [];
    page.on("console", (m) => /Content Security Policy/i.test(m.text()) && cspErrors.push(m.text()));
    await page.goto("/practice");
    await page.context().setOffline(true);
    await page.reload();
    const line = await bannerLine(page);
    expect(line.role).toBe("status");
    expect(line.minutesOff, `banner "${line.text}" gives the local time of the visit`).toBeLessThanOrEqual(2);
    expect(await page.title()).toBe("Practice Questions · NCLEX Daily"); // the student's page, not the browser's error page
    await islandsReady(page); // every chunk came from the precache
    expect(await page.evaluate(() => document.body.firstElementChild?.className)).toBe("offline-banner");
    // A reload restores the scroll position: the banner must still open in view.
    expect(
      await page.evaluate(() => [scrollY, document.querySelector(".offline-banner")!.getBoundingClientRect().top]),
    ).toEqual([0, 0]);

    const res = await page.goto("/bookmarks");
    expect(res!.status()).toBe(200);
    expect(page.url()).toBe(`${baseURL()}/bookmarks`);
    await expect(page.locator("h1").textContent()).resolves.toBe("You're offline");
    await page.click("text=Dashboard");
    await page.waitForURL("**/dashboard");
    await expect(page.locator(".offline-banner").count()).resolves.toBe(1); // cached for offline use on the first visit
    await page.goto("/bookmarks");
    await page.click("text=Practice offline");
    await page.waitForURL("**/practice");
    await expect(page.locator("h1").first().textContent()).resolves.toBe("Practice Questions");
    await page.context().setOffline(false);
    expect(cspErrors).toEqual([]);
  });

  it("waits about 4 s for a slow network, then shows the cached copy", async () => {
    const page = await student(DESKTOP, "/timed-tests");
    await page.goto("/timed-tests");
    proxy.hold("/timed-tests", 12_000);
    try {
      const started = Date.now();
      await page.reload({ waitUntil: "domcontentloaded" });
      const waited = Date.now() - started;
      await expect(page.locator(".offline-banner").textContent()).resolves.toMatch(
        /^Offline: showing what you saw at \d\d:\d\d$/,
      );
      expect(waited).toBeGreaterThan(3_500);
      expect(waited).toBeLessThan(9_000);
    } finally {
      proxy.hold("/timed-tests", 0);
    }
  });

  it("passes axe with the banner and on the offline page, at 390 px", async () => {
    const page = await student(PHONE, "/study-plan", { bypassCSP: true });
    await page.goto("/study-plan");
    await page.context().setOffline(true);
    await page.reload();
    await islandsReady(page);
    await expectNoViolations(page, "/study-plan offline (banner, phone)");
    await page.goto("/analytics");
    await expectNoViolations(page, "offline page (phone)");
    await page.context().setOffline(false);
  });

  it("never caches an /api response or a write", async () => {
    const page = await student();
    await page.evaluate(async () => {
      await fetch("/api/auth/user");
      await fetch("/api/questions/random?count=3");
      await fetch("/api/study-plans", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ categoryId: 3, targetScore: 80, questionsPerDay: 10 }),
      });
      await fetch("/api/study-plans");
    });
    await page.goto("/study-plan");
    const all = Object.values(await cachedUrls(page)).flat();
    expect(all.length).toBeGreaterThan(20);
    expect(all.filter((u) => new URL(u).pathname.startsWith("/api"))).toEqual([]);
    await page.context().setOffline(true);
    await expect(page.evaluate(() => fetch("/api/auth/user").then((r) => r.status))).rejects.toThrow();
    await page.context().setOffline(false);
  });

  it("forgets the student's pages at sign-out (IndexedDB untouched), and when a page asks", async () => {
    const page = await student(DESKTOP, "/practice");
    await page.goto("/bookmarks");
    await page.evaluate(() => new Promise((done) => (indexedDB.open("pwa-test-keep").onsuccess = done)));
    expect(await pagesCached(page)).toEqual(expect.arrayContaining(["/practice", "/bookmarks", "/dashboard"]));
    await Promise.all([page.waitForURL("**/login"), page.click('a[href="/api/logout"]')]);
    expect((await pagesCached(page)).filter((p) => p !== "/login")).toEqual([]);
    expect(await page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name))).toContain(
      "pwa-test-keep",
    );
    await page.context().setOffline(true);
    await page.goto("/bookmarks");
    await expect(page.locator("h1").textContent()).resolves.toBe("You're offline");
    await page.context().setOffline(false);

    const next = await student(DESKTOP, "/practice");
    await next.goto("/bookmarks");
    expect((await pagesCached(next)).length).toBeGreaterThan(0);
    await next.evaluate(
      () =>
        new Promise((done) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = done;
          navigator.serviceWorker.controller!.postMessage({ type: "CLEAR_PAGES" }, [channel.port2]);
        }),
    );
    expect(await pagesCached(next)).toEqual([]);
  });

  it("offers a new version with a toast; Reload activates it and reloads the page once", async () => {
    const page = await student(PHONE, "/dashboard", { bypassCSP: true }); // bypassCSP: for axe
    const offlineBefore = (await precacheHolds(page, true)).filter((u) => u.startsWith("/offline?"));
    expect(offlineBefore).toHaveLength(1);
    // The next deploy: the offline page changed (a new revision) and the worker answers who it is.
    proxy.nextVersion(
      (sw) =>
        sw.replace(/("url":"\/offline","revision":")([^"]+)"/, '$1next"') +
        '\nself.addEventListener("message",e=>{e.data==="VERSION"&&e.ports[0].postMessage("next")});',
    );
    try {
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
      const toast = page.locator(".update-toast");
      await toast.waitFor({ timeout: 20_000 });
      expect(await toast.getAttribute("role")).toBe("status");
      await expect(toast.locator(".update-toast-text").textContent()).resolves.toBe("New version available");
      expect((await swState(page)).waiting).toBe("installed");
      await expectNoViolations(page, "update toast (phone)");
      // While it waits, the old worker still serves this page from the old precache entries.
      expect((await precacheHolds(page, true)).filter((u) => u.startsWith("/offline?"))).toEqual([
        ...offlineBefore,
        "/offline?__WB_REVISION__=next",
      ]);

      let loads = 0;
      page.on("load", () => loads++);
      await toast.getByRole("button", { name: "Reload" }).click();
      await page.waitForEvent("load");
      await page.waitForTimeout(2_500);
      expect(loads, "the page reloads exactly once").toBe(1);
      await expect(page.locator(".update-toast").count()).resolves.toBe(0);
      expect(await swState(page)).toEqual({ active: "activated", waiting: null, version: "next" });
      expect((await precacheHolds(page, true)).filter((u) => u.startsWith("/offline?"))).toEqual([
        "/offline?__WB_REVISION__=next",
      ]);
    } finally {
      proxy.nextVersion((sw) => sw);
    }
  });
});
