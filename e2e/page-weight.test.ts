// Page weight: the JS and CSS each page really loads in Chromium (island
// chunks and dynamic imports such as frappe-charts, which loads when a chart
// mounts), each weighed as the built file in dist/client/assets gzipped at
// level 9 (not the transfer size); a first visit's inline stylesheet counts as
// CSS. JS is reported in two parts: requested before the first contentful
// paint (resource timing) and after it.
// Budgets: a page without islands ships no JavaScript at all, no page requests
// JavaScript before its first paint, the heaviest page's JS is at most 93 KB
// gzip (React included), CSS at most 20 KB gzip. 1 KB = 1024 bytes. (The JS
// budget was 90 KB until the hydration protocol of issue 18 added 0.9 KB: held
// taps replayed, hydration strategies, the stylesheet cookie; all of it loads
// after the first paint. It became 93 KB with issues 27, 28 and 30, whose
// shared code the dashboard loads after its first paint: dates on the student's
// calendar, toasts kept clear of primary actions, the flags-and-notes outbox
// trigger; the password field left the shared chunk to make room.)
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext } from "playwright-core";
import { baseURL, DESKTOP, launch, register } from "./browser";
import { expectEveryPageListed, openPage, populate, SIGNED_IN, SIGNED_OUT } from "./pages";

const ASSETS = fileURLToPath(new URL("../dist/client/assets/", import.meta.url));
const JS_BUDGET_KB = 93;
const CSS_BUDGET_KB = 20;
const kb = (bytes: number) => bytes / 1024;

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;
interface Weight {
  route: string;
  html: string;
  js: Map<string, number>; // file name -> gzip bytes
  jsBeforePaint: Set<string>; // the files among them requested before the first contentful paint
  css: Map<string, number>; // file name (or "inline") -> gzip bytes
}

const gzipped = new Map<string, number>();
/** The gzip size of a built asset; the served body stands in only if the file vanished (a rebuild during the run). */
function gzipSize(file: string, served: Buffer): number {
  if (!gzipped.has(file)) {
    const path = ASSETS + file;
    gzipped.set(file, gzipSync(existsSync(path) ? readFileSync(path) : served, { level: 9 }).length);
  }
  return gzipped.get(file)!;
}

const sum = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);

let browser: Browser;
let student: StorageState;
let readinessReport = "";
const weights: Weight[] = [];

beforeAll(async () => {
  browser = await launch();
  const context = await browser.newContext({ ...DESKTOP, baseURL: baseURL() });
  const page = await context.newPage();
  await register(page);
  readinessReport = (await populate(page)).readinessReport;
  // A first visit: without the cookie that says the browser holds the stylesheet file.
  const state = await context.storageState();
  student = { ...state, cookies: state.cookies.filter((c) => c.name !== "nclex_css") };
  await context.close();
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

/** Loads `route` in a fresh context (an empty cache) and weighs every /assets/*.js and *.css it fetched. */
async function weigh(label: string, path: string, user?: StorageState): Promise<Weight> {
  const context = await browser.newContext({ ...DESKTOP, baseURL: baseURL(), storageState: user });
  const page = await context.newPage();
  const pending: Promise<void>[] = [];
  const w: Weight = { route: label, html: "", js: new Map(), jsBeforePaint: new Set(), css: new Map() };
  page.on("response", (res) => {
    const m = /^\/assets\/([^/]+\.(js|css))$/.exec(new URL(res.url()).pathname);
    if (!m) return;
    pending.push(res.body().then((body) => void (m[2] === "js" ? w.js : w.css).set(m[1], gzipSize(m[1], body))));
  });
  const res = await openPage(page, path);
  w.html = await res!.text();
  await page.waitForLoadState("networkidle");
  await Promise.all(pending);
  const timing = await page.evaluate(() => ({
    fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity,
    scripts: performance
      .getEntriesByType("resource")
      .filter((r) => /\/assets\/[^/]+\.js$/.test(r.name))
      .map((r) => ({ file: new URL(r.name).pathname.slice("/assets/".length), start: r.startTime })),
  }));
  for (const { file, start } of timing.scripts) if (start < timing.fcp) w.jsBeforePaint.add(file);
  const inline = /<style data-href="[^"]+" data-hash="\w+">([^<]*)<\/style>/.exec(w.html);
  if (inline) w.css.set("inline", gzipSync(inline[1], { level: 9 }).length);
  await context.close();
  weights.push(w);
  return w;
}

const ROUTES: [string, string, "visitor" | "student"][] = [
  ...SIGNED_OUT.map((p) => [`${p} (signed out)`, p, "visitor"] as [string, string, "visitor"]),
  ...SIGNED_IN.map((p) => [p, p, "student"] as [string, string, "student"]),
  ["/readiness-exam?id= (report)", "", "student"], // the path is known once the student has an exam
];

it("covers every page worker/pages.tsx serves", expectEveryPageListed);

describe("page weight", () => {
  it.each(ROUTES)("%s", async (label, path, who) => {
    const w = await weigh(label, path || readinessReport, who === "student" ? student : undefined);
    expect(w.css.size, "every page loads the stylesheet").toBeGreaterThan(0);
    expect(w.css.has("inline"), "a first visit gets the stylesheet inline").toBe(true);
    expect([...w.jsBeforePaint], `${label}: JavaScript requested before the first contentful paint`).toEqual([]);
    expect(kb(sum(w.css)), `${label}: CSS gzip KB`).toBeLessThanOrEqual(CSS_BUDGET_KB);
    if (!w.html.includes("<nclex-island")) {
      expect([...w.js.keys()], `${label} has no islands, so it loads no JavaScript`).toEqual([]);
      expect(w.html, `${label} has no islands, so its HTML has no script`).not.toContain("<script");
    } else expect(w.js.size, `${label} hydrates islands`).toBeGreaterThan(0);
  });

  it("prints the table; the 404 pages ship no JavaScript; the heaviest page's JS stays within budget", () => {
    expect(weights).toHaveLength(ROUTES.length);
    const before = (w: Weight) => [...w.js].filter(([f]) => w.jsBeforePaint.has(f)).reduce((a, [, n]) => a + n, 0);
    const rows = weights.map((w) => ({
      route: w.route,
      "JS files": w.js.size,
      "JS before first paint KB": +kb(before(w)).toFixed(1),
      "JS after first paint KB": +kb(sum(w.js) - before(w)).toFixed(1),
      "JS gzip KB": +kb(sum(w.js)).toFixed(1),
      "CSS gzip KB": +kb(sum(w.css)).toFixed(1),
    }));
    console.log("Page weight (gzip -9 of the built files, 1 KB = 1024 B)");
    console.table(rows);
    const chunks = new Map<string, number>();
    for (const w of weights) for (const [f, n] of w.js) chunks.set(f, n);
    console.log("JS chunks loaded by some page");
    console.table([...chunks].sort((a, b) => b[1] - a[1]).map(([file, n]) => ({ file, "gzip KB": +kb(n).toFixed(1) })));

    for (const w of weights.filter((w) => w.route.startsWith("/nope"))) {
      expect(w.js.size, `${w.route} loads no JavaScript`).toBe(0);
      expect(w.html).not.toContain("<script");
    }
    const heaviest = weights.reduce((a, b) => (sum(b.js) > sum(a.js) ? b : a));
    const detail = [...heaviest.js]
      .sort((a, b) => b[1] - a[1])
      .map(([f, n]) => `${f} ${kb(n).toFixed(1)} KB`)
      .join(", ");
    expect(
      kb(sum(heaviest.js)),
      `heaviest page ${heaviest.route}: ${kb(sum(heaviest.js)).toFixed(1)} KB gzip of JS (${detail})`,
    ).toBeLessThanOrEqual(JS_BUDGET_KB);
  });
});
