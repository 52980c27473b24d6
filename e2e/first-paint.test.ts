// The page paints before any JavaScript loads (client/island-loader.ts), so a
// student can tap before the islands have hydrated. These tests hold every
// /assets/*.js request until the tap has happened, then let the JavaScript
// through and check that the tap was kept: the dialog opens, the login goes
// through (and never as a native GET with the password in the URL). Charts
// hydrate only when they scroll into view.
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { baseURL, DESKTOP, PHONE, islandsReady, launch, register, uniqueUser } from "./browser";
import { populate } from "./pages";

let browser: Browser;
let student: { username: string; state: Awaited<ReturnType<BrowserContext["storageState"]>> };

beforeAll(async () => {
  browser = await launch();
  const context = await browser.newContext({ ...DESKTOP, baseURL: baseURL() });
  const page = await context.newPage();
  const username = await register(page, uniqueUser());
  await populate(page);
  student = { username, state: await context.storageState() };
  await context.close();
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

/** A page whose JavaScript is held back until `release()` is called; `scripts` counts the held requests. */
async function heldPage(
  options = PHONE,
  signedIn = true,
): Promise<{ page: Page; release: () => void; scripts: () => number }> {
  const context = await browser.newContext({
    ...options,
    baseURL: baseURL(),
    storageState: signedIn ? student.state : undefined,
    serviceWorkers: "block",
  });
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let scripts = 0;
  await context.route(/\/assets\/[^/]+\.js$/, async (route) => {
    scripts++;
    await gate;
    await route.continue();
  });
  return { page: await context.newPage(), release, scripts: () => scripts };
}

const hydrated = (page: Page, island: string) =>
  page.getAttribute(`nclex-island[data-island="${island}"]`, "data-hydrated");

it("a tap on Start Practice Session as soon as it is visible opens the dialog once the JavaScript arrives", async () => {
  const { page, release } = await heldPage();
  await page.goto("/practice", { waitUntil: "commit" });
  const start = page.getByRole("button", { name: "Start Practice Session" });
  await start.click(); // as soon as it is visible: nothing has hydrated yet
  expect(await hydrated(page, "PracticeSettings")).not.toBe("true");
  expect(await start.getAttribute("data-held")).not.toBeNull();
  release();
  await expect.poll(() => page.locator("dialog.session-dialog[open]").count(), { timeout: 30_000 }).toBe(1);
  await page.waitForSelector("dialog.session-dialog >> text=/Question 1 of \\d+/");
  expect(await hydrated(page, "PracticeSettings")).toBe("true");
  expect(await start.getAttribute("data-held")).toBeNull();
  await page.context().close();
}, 60_000);

it("a login typed and sent before hydration goes through with a POST, never a GET with the password in the URL", async () => {
  const { page, release } = await heldPage(DESKTOP, false);
  const urls: string[] = [];
  page.on("request", (r) => urls.push(r.url()));
  await page.goto("/login", { waitUntil: "commit" });
  await page.fill("#login-username", student.username);
  await page.fill("#login-password", "steady-pulse-88");
  await page.press("#login-password", "Enter");
  expect(await hydrated(page, "LoginForm")).not.toBe("true");
  release();
  await page.waitForURL((u) => u.pathname === "/", { timeout: 30_000 });
  expect(urls.filter((u) => u.includes("password="))).toEqual([]);
  await page.context().close();
}, 60_000);

it("loads no JavaScript before the page has painted, and charts hydrate only when they scroll into view", async () => {
  const { page, release, scripts } = await heldPage(PHONE);
  await page.goto("/analytics", { waitUntil: "load" });
  // Painted with the page's own inline CSS, and no script requested yet.
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName("first-contentful-paint").length)).toBe(1);
  expect(await page.evaluate(() => getComputedStyle(document.querySelector(".sidebar")!).width)).not.toBe("auto");
  release();
  await islandsReady(page);
  expect(scripts()).toBeGreaterThan(0);
  const early = await page.evaluate(() => {
    const fcp = performance.getEntriesByName("first-contentful-paint")[0].startTime;
    return performance
      .getEntriesByType("resource")
      .filter((r) => /\/assets\/[^/]+\.js$/.test(r.name) && r.startTime < fcp)
      .map((r) => r.name);
  });
  expect(early, "scripts requested before the first contentful paint").toEqual([]);
  const charts = page.locator('nclex-island[data-island="Chart"]');
  expect(await charts.count()).toBeGreaterThan(0);
  const last = charts.last();
  expect(await last.getAttribute("data-hydrate")).toBe("visible");
  expect(await last.getAttribute("data-hydrated")).toBeNull(); // below the fold on a phone
  await last.locator(".chart-box").scrollIntoViewIfNeeded();
  await expect.poll(() => last.getAttribute("data-hydrated"), { timeout: 30_000 }).toBe("true");
  await expect.poll(() => last.locator(".chart-box svg").count(), { timeout: 30_000 }).toBeGreaterThan(0);
  await page.context().close();
}, 60_000);

it("a first visit gets the stylesheet inline; once the service worker holds the file, later pages link it", async () => {
  const context = await browser.newContext({ ...PHONE, baseURL: baseURL() });
  const page = await context.newPage();
  const first = await page.goto("/login");
  expect(await first!.text()).toMatch(/<style data-href="\/assets\/app-[\w-]+\.css"/);
  const cookie = async () => (await context.cookies()).find((c) => c.name === "nclex_css")?.value;
  await expect.poll(cookie, { timeout: 60_000 }).toMatch(/^\w+$/);
  const later = await page.goto("/register");
  const html = await later!.text();
  expect(html).toContain(`<link rel="stylesheet" href="/assets/app-${await cookie()}.css"/>`);
  expect(html).not.toContain("<style");
  expect(await page.evaluate(() => getComputedStyle(document.querySelector(".btn-primary")!).backgroundColor)).toBe(
    "rgb(29, 78, 216)",
  );
  await context.close();
}, 90_000);
