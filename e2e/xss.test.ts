// Stored XSS in a real browser: markup planted in a username and a question
// (data written by other means: an older release, an import, a content edit)
// is shown as text on /bookmarks and the dashboard, before and after the
// islands hydrate, and never runs. The page's CSP is bypassed so the check is
// on escaping alone, not on the CSP that would also block it.
import { execFileSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { baseURL, DESKTOP, islandsReady, launch, register } from "./browser";

const PAYLOAD = `<img src=x onerror="window.__xss=1"><script>window.__xss=2</script><svg onload="window.__xss=3">`;

/** Runs SQL on the app's local D1 (the API refuses markup, so it is planted directly). */
const sql = (command: string) =>
  execFileSync(
    "npx",
    ["wrangler", "d1", "execute", "nclex-daily", "--local", "--persist-to", inject("statePath"), "--command", command],
    { stdio: "pipe", env: { ...process.env, CI: "true" } },
  );

let browser: Browser;
let page: Page;
let question: { id: number; content: string };
let username = "";

beforeAll(async () => {
  browser = await launch();
  const context = await browser.newContext({ ...DESKTOP, baseURL: baseURL(), bypassCSP: true });
  page = await context.newPage();
  username = await register(page);
  [question] = await (await page.request.get("/api/questions/random?count=1&type=single")).json();
  await page.request.post("/api/bookmarks", { data: { questionId: question.id }, headers: { Origin: baseURL() } });
  sql(
    `UPDATE users SET username = username || '${PAYLOAD}' WHERE username = '${username}'; UPDATE questions SET content = 'Stem ${PAYLOAD}' WHERE id = ${question.id}`,
  );
}, 180_000);

afterAll(async () => {
  // Other browser suites share this database: give the question back its text.
  sql(`UPDATE questions SET content = '${question.content.replaceAll("'", "''")}' WHERE id = ${question.id}`);
  await browser?.close();
});

describe("stored XSS payloads in Chromium", () => {
  it.each(["/bookmarks", "/", "/dashboard"])("%s shows them as text and runs none", async (path) => {
    await page.goto(path);
    await islandsReady(page);
    await page.waitForTimeout(300); // any injected onerror/onload fires by now
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(await page.textContent("[data-testid=sidebar-username]")).toBe(`${username}${PAYLOAD}`);
    expect(await page.locator("img[src=x], svg[onload]").count()).toBe(0);
    if (path === "/bookmarks") await expect.poll(() => page.getByText(`Stem ${PAYLOAD}`).count()).toBeGreaterThan(0);
  });

  it("would notice the payload running if it were ever parsed as HTML", async () => {
    await page.evaluate((html) => document.body.insertAdjacentHTML("beforeend", html), PAYLOAD);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeDefined();
  });
});
