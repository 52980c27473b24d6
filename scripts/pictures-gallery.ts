// `npx tsx scripts/pictures-gallery.ts [scene ...]`: draws every picture scene
// (several params each) into /tmp/pictures/index.html, each picture at 320 px
// and 560 px wide with its hot-spot regions outlined and labelled (the
// labels are the gallery's, never the picture's), then screenshots each scene
// to /tmp/pictures/{scene}.png (each figure to /tmp/pictures/{scene}/{n}.png, and all
// of a scene's pictures at 320 px side by side to /tmp/pictures/{scene}-sheet.png) and the whole page to /tmp/pictures/all.png
// with playwright-core and Debian's Chromium. Region rule breaks are listed
// on the page and on stdout (exit code 1).
import { chromium } from "playwright-core";
import { mkdirSync, writeFileSync } from "node:fs";
import { renderPicture, SCENE_NAMES, type PictureRef } from "../lib/pictures/registry";
import { boxOf, regionProblems } from "../lib/pictures/regions";
import type { Picture, Region } from "../lib/pictures/types";
import { escapeXml } from "../lib/pictures/svg";
import { GALLERY } from "../lib/pictures/samples";

const OUT = "/tmp/pictures";
const only = process.argv.slice(2);
const scenes = SCENE_NAMES.filter((s) => !only.length || only.includes(s));

function overlay(r: Region): string {
  const s = r.shape;
  const a = `fill="rgba(37,99,235,.12)" stroke="#2563eb" stroke-width="1.5" stroke-dasharray="4 3"`;
  const shape =
    s.kind === "circle"
      ? `<circle cx="${s.cx}" cy="${s.cy}" r="${s.r}" ${a}/>`
      : s.kind === "rect"
        ? `<rect x="${s.x}" y="${s.y}" width="${s.w}" height="${s.h}" ${a}/>`
        : `<polygon points="${s.points.map((p) => p.join(",")).join(" ")}" ${a}/>`;
  const b = boxOf(s);
  return `${shape}<text x="${b.x + b.w / 2}" y="${b.y + b.h / 2 + 3}" font-size="9" text-anchor="middle" fill="#b91c1c" font-family="sans-serif">${escapeXml(r.id)}</text>`;
}

const svgOf = (p: Picture, px: number, regions: boolean) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${p.width} ${p.height}" width="${px}" role="img" aria-label="${escapeXml(p.alt)}" style="border:1px solid #e5e7eb;background:#fff">${p.svg}${regions ? p.regions.map(overlay).join("") : ""}</svg>`;

let problems = 0;
const sheets: string[] = [];
const sections = scenes.map((scene) => {
  const refs: PictureRef[] = GALLERY[scene] ?? [{ scene }];
  const cards = refs.map((ref) => {
    const p = renderPicture(ref);
    const found = regionProblems(p);
    problems += found.length;
    for (const f of found) console.log(`${JSON.stringify(ref)}: ${f}`);
    const { scene: _s, ...params } = ref;
    return `<figure><figcaption>${escapeXml(JSON.stringify(params))} · ${p.width}×${p.height} · ${(p.svg.length / 1024).toFixed(1)} KB${found.map((f) => `<b> ${escapeXml(f)}</b>`).join("")}</figcaption>
<div class="pair">${svgOf(p, 320, false)}${p.regions.length ? svgOf(p, 320, true) : ""}</div><div>${svgOf(p, 560, p.regions.length > 0)}</div><p class="alt">alt: ${escapeXml(p.alt)}</p></figure>`;
  });
  sheets.push(
    `<section id="${scene}" class="sheet">${refs.map((ref) => `<div>${svgOf(renderPicture(ref), 320, false)}<br>${escapeXml(JSON.stringify({ ...ref, scene: undefined }))}</div>`).join("")}</section>`,
  );
  return `<section id="${scene}"><h2>${scene}</h2>${cards.join("")}</section>`;
});

mkdirSync(OUT, { recursive: true });
writeFileSync(
  `${OUT}/index.html`,
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Picture scenes</title><style>
body{font:14px system-ui,sans-serif;margin:16px;color:#1f2937}figure{margin:0 0 24px}figcaption{font-size:12px;color:#4b5563;margin-bottom:4px}
figcaption b{color:#b91c1c}.pair{display:flex;gap:12px;flex-wrap:wrap;margin-bottom:8px;align-items:flex-start}.alt{font-size:12px;color:#4b5563}section{width:1000px}</style></head>
<body><h1>Picture scenes</h1>${sections.join("")}</body></html>`,
);

writeFileSync(
  `${OUT}/sheet.html`,
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Picture sheets</title><style>body{font:11px system-ui,sans-serif;margin:8px}.sheet{display:grid;grid-template-columns:repeat(3,330px);gap:8px;width:1010px;margin-bottom:16px}</style></head><body>${sheets.join("")}</body></html>`,
);

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage({ viewport: { width: 1040, height: 900 } });
await page.goto(`file://${OUT}/index.html`);
for (const scene of scenes) {
  await page.locator(`#${scene}`).screenshot({ path: `${OUT}/${scene}.png` });
  const figures = page.locator(`#${scene} figure`);
  mkdirSync(`${OUT}/${scene}`, { recursive: true });
  for (let i = 0; i < (await figures.count()); i++)
    await figures.nth(i).screenshot({ path: `${OUT}/${scene}/${i + 1}.png` });
}
if (!only.length) await page.screenshot({ path: `${OUT}/all.png`, fullPage: true });
await page.goto(`file://${OUT}/sheet.html`);
for (const scene of scenes) await page.locator(`#${scene}`).screenshot({ path: `${OUT}/${scene}-sheet.png` });
await browser.close();
console.log(`${OUT}/index.html and ${scenes.length} PNGs; ${problems} region problem(s)`);
if (problems) process.exitCode = 1;
