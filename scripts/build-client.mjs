// Builds the browser bundles with rolldown: one chunk per island
// (islands/*.tsx), the boot script, and ONE shared chunk holding React and all
// shared code (browser-only libraries loaded with import() keep their own
// chunk); hashed names; long-lived caching via dist/client/_headers; and
// dist/manifest.json for the worker. The CSS is minified and hashed by esbuild.
import { rolldown } from "rolldown";
import { build as esbuild } from "esbuild";
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { basename } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const outdir = `${root}dist/client/assets`;
rmSync(`${root}dist/client`, { recursive: true, force: true });
mkdirSync(outdir, { recursive: true });

const islands = readdirSync(`${root}islands`).filter((f) => /^[A-Z]\w*\.tsx$/.test(f)).map((f) => basename(f, ".tsx"));
const input = Object.fromEntries([["boot", `${root}client/boot.ts`], ...islands.map((n) => [n, `${root}islands/${n}.tsx`])]);
const BROWSER_ONLY = /node_modules\/frappe-charts\//; // dynamically imported by chart islands

const bundle = await rolldown({
  input,
  platform: "browser",
  transform: { jsx: "react-jsx", define: { "process.env.NODE_ENV": '"production"' } },
});
const { output } = await bundle.write({
  dir: outdir,
  format: "esm",
  minify: true,
  entryFileNames: "[name]-[hash].js",
  chunkFileNames: "[name]-[hash].js",
  codeSplitting: {
    groups: [{ name: "shared", test: (id) => !BROWSER_ONLY.test(id) && !/\/islands\/[A-Z]\w*\.tsx$/.test(id) && !id.endsWith("/client/boot.ts"), minShareCount: 1 }],
  },
});
await bundle.close();

const css = await esbuild({
  entryPoints: { app: `${root}styles/app.css` },
  outdir,
  bundle: true,
  minify: true,
  entryNames: "[name]-[hash]",
  metafile: true,
  logLevel: "warning",
});

const chunks = Object.fromEntries(output.filter((o) => o.type === "chunk").map((c) => [c.fileName, c]));
const url = (file) => `/assets/${file}`;
const closure = (file, seen = new Set()) => {
  for (const dep of chunks[file].imports) if (!seen.has(dep)) (seen.add(dep), closure(dep, seen));
  return seen;
};
const entry = (name) => Object.values(chunks).find((c) => c.isEntry && c.name === name).fileName;

const manifest = {
  boot: url(entry("boot")),
  css: `/${Object.keys(css.metafile.outputs)[0].replace(/^dist\/client\//, "")}`,
  islands: Object.fromEntries(islands.map((n) => [n, { src: url(entry(n)), preload: [entry(n), ...closure(entry(n))].map(url) }])),
};
writeFileSync(`${root}dist/manifest.json`, JSON.stringify(manifest, null, 2));
writeFileSync(`${root}dist/client/_headers`, "/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n");
console.log(`client build: ${islands.length} islands, ${Object.keys(chunks).length} JS chunks`);
