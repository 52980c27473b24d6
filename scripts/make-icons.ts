// `npx tsx scripts/make-icons.ts`: renders the app icons (public/icons/*.png)
// from their SVG sources with Chromium. Run it after changing an SVG and
// commit the PNGs: the build copies public/ as it is.
//   icon.svg     -> icon-192.png, icon-512.png ("any": rounded, transparent corners)
//   maskable.svg -> maskable-192.png, maskable-512.png (full bleed, the mark inside the safe zone)
//                   apple-touch-icon.png (180 px; iOS rounds the corners itself)
import { readFileSync } from "node:fs";
import { chromium } from "playwright-core";

const dir = new URL("../public/icons/", import.meta.url).pathname;
const OUT: [source: string, file: string, size: number][] = [
  ["icon.svg", "icon-192.png", 192],
  ["icon.svg", "icon-512.png", 512],
  ["maskable.svg", "maskable-192.png", 192],
  ["maskable.svg", "maskable-512.png", 512],
  ["maskable.svg", "apple-touch-icon.png", 180],
];

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
for (const [source, file, size] of OUT) {
  const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
  const svg = readFileSync(dir + source, "utf8").replace("<svg ", `<svg width="${size}" height="${size}" `);
  await page.setContent(
    `<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block}</style>${svg}`,
  );
  await page.screenshot({ path: dir + file, omitBackground: true });
  await page.close();
  console.log(`public/icons/${file}: ${size}x${size}`);
}
await browser.close();
