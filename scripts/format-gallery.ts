// `npm run gallery` (after `npm run build`, for the CSS): bundles
// client/formats/gallery.tsx into a temporary page, then for every format,
// at 1280 px and 390 px wide, saves a full-page screenshot to
// screenshots/formats/{format}-{desktop|phone}.png, runs axe-core and checks
// the phone layout (no sideways page scroll, tap targets at least 40 px high).
// Exits non-zero when anything is reported.
import { build } from "esbuild";
import { chromium, type Page } from "playwright-core";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { FORMAT_VIEWS } from "../client/formats/index";

const root = new URL("..", import.meta.url).pathname;
const assets = `${root}dist/client/assets`;
const css = readdirSync(assets, { withFileTypes: true }).find((f) => /^app-.*\.css$/.test(f.name));
if (!css) throw new Error("No dist/client/assets/app-*.css: run `npm run build` first");

const dir = mkdtempSync(join(tmpdir(), "format-gallery-"));
await build({
  entryPoints: [`${root}client/formats/gallery.tsx`],
  outfile: join(dir, "gallery.js"),
  bundle: true,
  format: "iife", // a classic script: file:// pages cannot load modules
  platform: "browser",
  jsx: "automatic",
  define: { "process.env.NODE_ENV": '"development"' }, // React's warnings show up below
  logLevel: "warning",
});
const GALLERY_CSS = `
  .gallery { max-width: 820px; margin: 0 auto; padding: 1rem 0 3rem; }
  .gallery > h1, .gallery h2 { padding: 0 1rem; }
  .gallery h3 { padding: 0 1rem; margin: 1.25rem 0 .5rem; text-transform: capitalize; color: var(--muted); }
  .gallery-dialog { background: var(--surface); border: 1px solid var(--border); border-radius: 16px; }
  .gallery-meta { margin: 1rem 0 0; font-size: .85rem; color: var(--muted); }
  .gallery-meta[data-mismatch] { color: var(--red); font-weight: 700; }
  @media (max-width: 640px) { .gallery-dialog { border-radius: 0; border-inline: 0; } }`;
writeFileSync(
  join(dir, "index.html"),
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Format views gallery</title><link rel="stylesheet" href="file://${assets}/${css.name}"><style>${GALLERY_CSS}</style></head>
<body><div id="root"></div><script src="gallery.js"></script></body></html>`,
);

const outDir = `${root}screenshots/formats`;
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
});
const formats = Object.keys(FORMAT_VIEWS);
let problems = 0;

for (const [label, viewport] of [
  ["desktop", { width: 1280, height: 800 }],
  ["phone", { width: 390, height: 844 }],
] as const) {
  const page = await browser.newPage({ viewport, deviceScaleFactor: 1 });
  const logged: string[] = [];
  page.on("console", (m) => (m.type() === "error" || m.type() === "warning") && logged.push(m.text()));
  page.on("pageerror", (e) => logged.push(e.message));
  for (const format of formats) {
    logged.length = 0;
    await page.goto(`file://${dir}/index.html?format=${format}`);
    await page.waitForFunction(() => document.querySelectorAll("fieldset.ngn").length === 3, undefined, {
      timeout: 10_000,
    });
    await page.screenshot({ path: `${outDir}/${format}-${label}.png`, fullPage: true });
    const found = [
      ...(await axeViolations(page)),
      ...(label === "phone" ? await layoutProblems(page) : []),
      ...(await mismatches(page)),
      ...logged,
    ];
    problems += found.length;
    console.log(`${format} ${label}: ${found.length ? `${found.length} problem(s)` : "axe 0 violations, layout ok"}`);
    for (const f of found) console.log(`  - ${f}`);
  }
  await page.close();
}
await browser.close();
rmSync(dir, { recursive: true, force: true });
console.log(`screenshots in screenshots/formats/; ${problems} problem(s)`);
if (problems) process.exitCode = 1;

/**
 * axe-core over each state on its own, as the dialog shows one question at a
 * time (three copies of one view on a page would repeat its landmark names).
 * No preload: axe cannot fetch the stylesheet over file://.
 */
async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: `${root}node_modules/axe-core/axe.min.js` });
  return page.evaluate(async () => {
    type Result = { violations: { id: string; help: string; nodes: { target: string[] }[] }[] };
    const axe = (window as unknown as { axe: { run: (ctx: object, o: object) => Promise<Result> } }).axe;
    const out: string[] = [];
    for (const state of ["empty", "answered", "graded"]) {
      const { violations } = await axe.run(
        { include: [[`[data-state="${state}"]`]] },
        { resultTypes: ["violations"], preload: false },
      );
      for (const v of violations)
        for (const n of v.nodes) out.push(`axe ${state} ${v.id}: ${v.help} (${n.target.join(" ")})`);
    }
    return out;
  });
}

/** Sideways page scroll and controls shorter than 40 px, at phone width. */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth)
      out.push(`page scrolls sideways: ${root.scrollWidth} px wide in ${root.clientWidth} px`);
    const controls = document.querySelectorAll<HTMLElement>(
      ".ngn button:not(:disabled), .ngn select, .ngn .option, .ngn .ngn-cell",
    );
    for (const el of controls) {
      const rects = [...el.getClientRects()];
      const height = Math.max(...rects.map((r) => r.height));
      if (rects.length && height < 40)
        out.push(
          `tap target ${Math.round(height)} px high: ${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().slice(0, 40)}"`,
        );
    }
    return out;
  });
}

/** Views whose "complete" disagrees with what the API would accept. */
async function mismatches(page: Page): Promise<string[]> {
  return page.$$eval(".gallery-meta[data-mismatch]", (els) => els.map((e) => `complete mismatch: ${e.textContent}`));
}
