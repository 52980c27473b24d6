// On a flaky link the page's JavaScript can fail to load: the shared chunk
// behind the boot module, one island's chunk, or the question dialog's. The
// page says so, keeps trying (client/retry-import.ts) and answers the taps it
// held once the code arrives: at once when the student taps again or the
// browser comes back online.
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { baseURL, DESKTOP, PHONE, islandsReady, launch, register, uniqueUser } from "./browser";
import { expectNoViolations } from "./axe";

let browser: Browser;
let student: { username: string; state: Awaited<ReturnType<BrowserContext["storageState"]>> };

beforeAll(async () => {
  browser = await launch();
  const context = await browser.newContext({ ...DESKTOP, baseURL: baseURL() });
  const username = await register(await context.newPage(), uniqueUser());
  student = { username, state: await context.storageState() };
  await context.close();
}, 90_000);

afterAll(async () => {
  await browser?.close();
});

/** A page whose scripts matching `pattern` fail while `link.down` is true; `failed` counts the failures. CSP bypassed for axe. */
async function flakyPage(pattern: RegExp, options = PHONE, signedIn = true) {
  const context = await browser.newContext({
    ...options,
    baseURL: baseURL(),
    storageState: signedIn ? student.state : undefined,
    serviceWorkers: "block",
    bypassCSP: true,
  });
  const link = { down: true, failed: 0 };
  await context.route(pattern, (route) =>
    link.down ? (link.failed++, route.abort("internetdisconnected")) : route.continue(),
  );
  return { context, link, page: await context.newPage() };
}

const status = (page: Page) => page.getByRole("status").filter({ hasText: "Part of this page did not load" });

/**
 * Waits for the 5th failed attempt (after failure k the wait is 2^k s): the
 * next timed retry is then 16 s away, so success within FAST_MS can only come
 * from the retry that a tap or the `online` event starts at once.
 */
const BACKOFF_AT_16_S = 5;
const FAST_MS = 10_000;
const waitForBackoff = (link: { failed: number }) =>
  expect.poll(() => link.failed, { timeout: 40_000 }).toBeGreaterThanOrEqual(BACKOFF_AT_16_S);

it("a tap held while the shared chunk fails is answered once it loads, and the page said what was happening", async () => {
  const { context, link, page } = await flakyPage(/\/assets\/shared-[^/]+\.js$/);
  await page.goto("/practice");
  await status(page).waitFor();
  expect(await page.locator("#load-status").getByRole("button", { name: "Reload" }).isVisible()).toBe(true);
  await expectNoViolations(page, "/practice, its JavaScript failing");
  const start = page.getByRole("button", { name: "Start Practice Session" });
  await start.click();
  expect(await start.getAttribute("data-held")).not.toBeNull();
  await waitForBackoff(link);

  link.down = false;
  await start.click(); // a second tap retries at once
  await page.waitForSelector("dialog.session-dialog[open] >> text=/Question 1 of \\d+/", { timeout: FAST_MS });
  expect(await page.locator("dialog.session-dialog[open]").count()).toBe(1);
  expect(await start.getAttribute("data-held")).toBeNull();
  await expect.poll(() => status(page).count()).toBe(0);
  await context.close();
}, 90_000);

it("a login sent while its island's chunk fails goes through when the browser is back online", async () => {
  const { context, link, page } = await flakyPage(/\/assets\/LoginForm-[^/]+\.js$/, DESKTOP, false);
  const urls: string[] = [];
  page.on("request", (r) => urls.push(r.url()));
  await page.goto("/login");
  await status(page).waitFor();
  await page.fill("#login-username", student.username);
  await page.fill("#login-password", "steady-pulse-88");
  await page.press("#login-password", "Enter");
  expect(await page.getAttribute('nclex-island[data-island="LoginForm"]', "data-hydrated")).toBe("pending");
  await waitForBackoff(link);

  link.down = false;
  await context.setOffline(true);
  await context.setOffline(false); // the browser's `online` event: the next attempt starts now
  await page.waitForURL((u) => u.pathname === "/", { timeout: FAST_MS });
  expect(urls.filter((u) => u.includes("password="))).toEqual([]);
  await context.close();
}, 90_000);

it("Start Practice Session on a hydrated page still opens the dialog when the dialog's chunk fails at first", async () => {
  const { context, link, page } = await flakyPage(/\/assets\/SessionDialog-[^/]+\.js$/);
  await page.goto("/practice");
  await islandsReady(page);
  const start = page.getByRole("button", { name: "Start Practice Session" });
  await start.click();
  await status(page).waitFor();
  await waitForBackoff(link);

  link.down = false;
  await start.click(); // the same request again: the dialog's code is fetched at once
  await page.waitForSelector("dialog.session-dialog[open] >> text=/Question 1 of \\d+/", { timeout: FAST_MS });
  await expect.poll(() => status(page).count()).toBe(0);
  await context.close();
}, 90_000);
