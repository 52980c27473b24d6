// Launches Debian's Chromium through playwright-core for browser tests.
import { chromium, type Browser, type BrowserContextOptions, type Page } from "playwright-core";
import { inject } from "vitest";

export const baseURL = () => inject("baseURL");

export const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};
export const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };

export function launch(): Promise<Browser> {
  return chromium.launch({
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
  });
}

export async function newPage(browser: Browser, options: BrowserContextOptions = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ ...options, baseURL: baseURL() });
  return context.newPage();
}

/** Wait until every island on the page has hydrated. */
export const islandsReady = (page: Page) => page.waitForSelector("html.islands-ready", { state: "attached" });

let n = 0;
export const uniqueUser = () => `e2e${Date.now().toString(36)}${(n++).toString(36)}`;

export async function register(page: Page, username = uniqueUser(), password = "steady-pulse-88"): Promise<string> {
  await page.goto("/register");
  await islandsReady(page);
  await page.fill("#reg-username", username);
  await page.fill("#reg-email", `${username}@example.com`);
  await page.fill("#reg-password", password);
  await page.fill("#reg-confirm", password);
  await Promise.all([page.waitForURL((u) => u.pathname === "/"), page.click("button[type=submit]")]);
  return username;
}

/** A newly registered student in a context of its own (CSP bypassed for axe), with every script URL it loads. */
export async function registeredStudent(browser: Browser, options: BrowserContextOptions) {
  const context = await browser.newContext({ ...options, baseURL: baseURL(), bypassCSP: true });
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on("request", (r) => r.resourceType() === "script" && scripts.push(r.url()));
  await register(page);
  return { page, scripts, context };
}
