// `npm run main-thread`: how long each page keeps the main thread busy after
// its first paint, in real Chromium without throttling, on a first visit.
// Lighthouse's TBT multiplies every task by its 4x CPU slowdown, so on a busy
// 2-core host its noise swamps the page's own work (the 404 page, with no
// JavaScript, reads 100-350 ms there). This reads the browser's own long-task
// entries instead: for each page, the longest task after the first
// contentful paint, and the blocking time (each task's time over 50 ms,
// summed) until the islands have hydrated. Medians of MAIN_THREAD_RUNS
// (default 7) fresh contexts. The 404 page is the floor: no JavaScript at all.
//
// Options (environment): MAIN_THREAD_RUNS=n; MAIN_THREAD_ROUTES="/ /login";
// MAIN_THREAD_BUILD=1 rebuilds first; MAIN_THREAD_BASE=http://127.0.0.1:8787
// measures an app that is already running. Reports; fails on nothing (the
// numbers depend on the host).
import { chromium, type Browser } from "playwright-core";
import { startApp } from "./lib/app-server";
import { addActivity, caseStudyUrl, signUp, SIGNED_IN, SIGNED_OUT } from "./lib/demo-student";

const RUNS = Math.max(1, Math.floor(Number(process.env.MAIN_THREAD_RUNS)) || 7);
const only = process.env.MAIN_THREAD_ROUTES?.split(/[\s,]+/).filter(Boolean);
const pick = (paths: string[]) => (only ? paths.filter((p) => only.includes(p)) : paths);
/** Idle islands hydrate within 2 s of load (client/boot.ts); a page without islands never marks itself ready. */
const SETTLE_MS = 4_000;

interface Run {
  fcp: number;
  longest: number;
  blocking: number;
  tasks: number;
}

async function measure(browser: Browser, url: string, cookie: string | null): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  if (cookie) {
    const [name, value] = cookie.split(/=(.*)/s);
    await context.addCookies([{ name, value, url: new URL(url).origin }]); // path=/, like the real cookie
  }
  const page = await context.newPage();
  await page.addInitScript(() => {
    const w = window as unknown as { longTasks: [number, number][] };
    w.longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.longTasks.push([e.startTime, e.duration]);
    }).observe({ type: "longtask", buffered: true });
  });
  await page.goto(url);
  await page
    .waitForFunction(() => document.documentElement.classList.contains("islands-ready"), null, { timeout: SETTLE_MS })
    .catch(() => {});
  await page.waitForTimeout(500);
  const { fcp, tasks } = await page.evaluate(() => ({
    fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
    tasks: (window as unknown as { longTasks: [number, number][] }).longTasks,
  }));
  await context.close();
  const after = tasks.filter(([start]) => start >= fcp).map(([, duration]) => duration);
  return {
    fcp,
    tasks: after.length,
    longest: Math.max(0, ...after),
    blocking: after.reduce((sum, d) => sum + Math.max(0, d - 50), 0),
  };
}

/** The middle value (RUNS >= 1, so never empty); for an even count, the upper of the two middle ones. */
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value: number) => `${Math.round(value)} ms`;

const app = process.env.MAIN_THREAD_BASE
  ? { base: process.env.MAIN_THREAD_BASE.replace(/\/$/, ""), stop: () => {} }
  : await startApp({ name: "main-thread", build: process.env.MAIN_THREAD_BUILD ? "always" : "stale" });
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
try {
  const rows: string[] = [];
  const pages: [string, string | null][] = pick(SIGNED_OUT).map((p) => [p, null]);
  if (pick(SIGNED_IN).length) {
    const cookie = await signUp(app.base);
    await addActivity(app.base, cookie);
    for (const path of pick(SIGNED_IN)) pages.push([await caseStudyUrl(app.base, path), cookie]);
  }
  for (const [path, cookie] of pages) {
    console.error(`measuring ${path}`);
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, app.base + path, cookie));
    const longest = runs.map((r) => r.longest);
    rows.push(
      `| ${path} | ${cookie ? "yes" : "no"} | ${ms(median(runs.map((r) => r.fcp)))} | ${median(runs.map((r) => r.tasks))} | ${ms(median(longest))} (${ms(Math.min(...longest))}-${ms(Math.max(...longest))}) | ${ms(median(runs.map((r) => r.blocking)))} |`,
    );
  }
  console.log(
    `\nMain thread after the first paint: Chromium ${browser.version()}, no throttling, 412x823 touch, first visit, median of ${RUNS} runs\n`,
  );
  console.log(
    "| page | signed in | FCP | long tasks after FCP | longest (min-max) | blocking time (sum over 50 ms) |\n|---|---|---|---|---|---|",
  );
  console.log(rows.join("\n"));
} finally {
  await browser.close();
  app.stop();
}
