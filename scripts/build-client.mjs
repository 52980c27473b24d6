// Builds the browser bundles with rolldown: one chunk per island
// (islands/*.tsx), the boot script, and ONE shared chunk holding React and all
// shared code (browser-only libraries loaded with import() keep their own
// chunk); hashed names; long-lived caching via dist/client/_headers; and
// dist/manifest.json for the worker. The CSS is minified and hashed by esbuild;
// the manifest also carries its text (a first visit gets it inline) and the
// minified inline island loader (client/island-loader.ts).
// React DOM is bundled as an ES module (scripts/lib/react-dom-as-module.mjs).
// Then the service worker and its precache list (scripts/build-sw.mjs).
import { rolldown } from "rolldown";
import { build as esbuild } from "esbuild";
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { basename } from "node:path";
import { buildServiceWorker, SW_HEADERS } from "./build-sw.mjs";
import { reactDomModulePlugin } from "./lib/react-dom-as-module.mjs";

const root = new URL("..", import.meta.url).pathname;
const outdir = `${root}dist/client/assets`;
rmSync(`${root}dist/client`, { recursive: true, force: true });
mkdirSync(outdir, { recursive: true });

const islands = readdirSync(`${root}islands`)
  .filter((f) => /^[A-Z]\w*\.tsx$/.test(f))
  .map((f) => basename(f, ".tsx"));
const input = Object.fromEntries([
  ["boot", `${root}client/boot.ts`],
  ...islands.map((n) => [n, `${root}islands/${n}.tsx`]),
]);
const BROWSER_ONLY = /node_modules\/(frappe-charts|zod)\/|\/lib\/formats\/(?!(names|placeholders|element-texts)\.ts$)/; // lazily imported (charts; zod and the grader for offline answers): never in the shared chunk

// Pass 1: the static import graph, to count how many entries use each module.
const imports = new Map();
const graph = await rolldown({
  input,
  platform: "browser",
  transform: { jsx: "react-jsx", define: { "process.env.NODE_ENV": '"production"' } },
  plugins: [
    reactDomModulePlugin(root),
    { name: "import-graph", moduleParsed: (info) => void imports.set(info.id, info.importedIds) },
  ],
});
await graph.generate({ format: "esm" });
await graph.close();
const users = new Map(); // module id -> number of entries that import it statically
for (const entry of Object.values(input)) {
  const seen = new Set();
  const walk = (id) => seen.has(id) || (seen.add(id), (imports.get(id) ?? []).forEach(walk));
  walk(imports.has(entry) ? entry : [...imports.keys()].find((k) => k.endsWith(entry.replace(root, ""))));
  for (const id of seen) users.set(id, (users.get(id) ?? 0) + 1);
}
const own = (id) => /\/islands\/[A-Z]\w*\.tsx$/.test(id) || id.endsWith("/client/boot.ts");
// Libraries (React, signals) and our modules used by two or more entries go to
// the one shared chunk; a module only one island uses stays in its chunk.
// The calculator's and the Lab Values buttons (item views and reviews, with their lazy-tool button), the tutor tools
// (strike-out, highlights: questions and reviews only) and the password field (sign-in and registration only) keep
// chunks of their own: the pages that do not show them never load them.
const OWN_CHUNK =
  /\/client\/(calculator|labs|tools|tutor)\/|\/lib\/highlight-ranges\.ts$|\/client\/ui\/PasswordInput\.tsx$/;
const inShared = (id) =>
  !BROWSER_ONLY.test(id) &&
  !OWN_CHUNK.test(id) &&
  !own(id) &&
  (id.includes("/node_modules/") || (users.get(id) ?? 0) >= 2);

// Pass 2: the real build. signals-react's useSyncExternalStore shim (for React
// before 18) is swapped for React 19's own hook.
const bundle = await rolldown({
  input,
  platform: "browser",
  resolve: { alias: { "use-sync-external-store/shim/index.js": `${root}client/sync-external-store.ts` } },
  transform: { jsx: "react-jsx", define: { "process.env.NODE_ENV": '"production"' } },
  plugins: [reactDomModulePlugin(root)],
});
const { output } = await bundle.write({
  dir: outdir,
  format: "esm",
  minify: true,
  entryFileNames: "[name]-[hash].js",
  chunkFileNames: "[name]-[hash].js",
  codeSplitting: { groups: [{ name: "shared", test: inShared, minShareCount: 1 }] },
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

const loader = await esbuild({
  entryPoints: [`${root}client/island-loader.ts`],
  bundle: true,
  minify: true,
  format: "iife",
  target: "es2020",
  write: false,
  logLevel: "warning",
});

const chunks = Object.fromEntries(output.filter((o) => o.type === "chunk").map((c) => [c.fileName, c]));
const url = (file) => `/assets/${file}`;
const entry = (name) => Object.values(chunks).find((c) => c.isEntry && c.name === name).fileName;
const cssFile = Object.keys(css.metafile.outputs)[0];

const cssText = readFileSync(`${root}${cssFile}`, "utf8").trim();
if (/<\/style/i.test(cssText))
  throw new Error("the stylesheet contains '</style', which would end the inline <style> early");
const manifest = {
  boot: url(entry("boot")),
  loader: loader.outputFiles[0].text.trim(),
  css: { href: `/${cssFile.replace(/^dist\/client\//, "")}`, hash: /-(\w+)\.css$/.exec(cssFile)[1], text: cssText },
  islands: Object.fromEntries(islands.map((n) => [n, { src: url(entry(n)) }])),
};
writeFileSync(`${root}dist/manifest.json`, JSON.stringify(manifest, null, 2));
await buildServiceWorker(root);
writeFileSync(
  `${root}dist/client/_headers`,
  `/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n${SW_HEADERS}\n`,
);
console.log(`client build: ${islands.length} islands, ${Object.keys(chunks).length} JS chunks`);
