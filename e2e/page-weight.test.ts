// Page weight: the JS and CSS each page really loads in Chromium (module
// preloads, island chunks and dynamic imports such as frappe-charts, which
// loads when a chart mounts), each weighed as the built file in
// dist/client/assets gzipped at level 9 (not the transfer size).
// Budgets: a page without islands ships no JavaScript at all, the heaviest
// page's JS is at most 90 KB gzip (React included), CSS at most 20 KB gzip.
// 1 KB = 1024 bytes.
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext } from "playwright-core";
import { baseURL, DESKTOP, launch, register } from "./browser";
import { expectEveryPageListed, openPage, populate, SIGNED_IN, SIGNED_OUT } from "./pages";

const ASSETS = fileURLToPath(new URL("../dist/client/assets/", import.meta.url));
const JS_BUDGET_KB = 90;
const CSS_BUDGET_KB = 20;
const kb = (bytes: number) => bytes / 1024;

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;
interface Weight {
  route: string;
  html: string;
  js: Map<string, number>; // file name -> gzip bytes
  css: Map<string, number>;
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
  student = await context.storageState();
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
  const w: Weight = { route: label, html: "", js: new Map(), css: new Map() };
  page.on("response", (res) => {
    const m = /^\/assets\/([^/]+\.(js|css))$/.exec(new URL(res.url()).pathname);
    if (!m) return;
    pending.push(res.body().then((body) => void (m[2] === "js" ? w.js : w.css).set(m[1], gzipSize(m[1], body))));
  });
  const res = await openPage(page, path);
  w.html = await res!.text();
  await page.waitForLoadState("networkidle");
  await Promise.all(pending);
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
    expect(kb(sum(w.css)), `${label}: CSS gzip KB`).toBeLessThanOrEqual(CSS_BUDGET_KB);
    if (!w.html.includes("<nclex-island")) {
      expect([...w.js.keys()], `${label} has no islands, so it loads no JavaScript`).toEqual([]);
      expect(w.html, `${label} has no islands, so its HTML has no script`).not.toContain("<script");
    } else expect(w.js.size, `${label} hydrates islands`).toBeGreaterThan(0);
  });

  it("prints the table; the 404 pages ship no JavaScript; the heaviest page's JS stays within budget", () => {
    expect(weights).toHaveLength(ROUTES.length);
    const rows = weights.map((w) => ({ route: w.route, "JS files": w.js.size, "JS gzip KB": +kb(sum(w.js)).toFixed(1), "CSS gzip KB": +kb(sum(w.css)).toFixed(1) }));
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
    const detail = [...heaviest.js].sort((a, b) => b[1] - a[1]).map(([f, n]) => `${f} ${kb(n).toFixed(1)} KB`).join(", ");
    expect(kb(sum(heaviest.js)), `heaviest page ${heaviest.route}: ${kb(sum(heaviest.js)).toFixed(1)} KB gzip of JS (${detail})`).toBeLessThanOrEqual(JS_BUDGET_KB);
  });
});
