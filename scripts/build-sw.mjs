// The service-worker half of the client build (called by build-client.mjs once
// the hashed assets are written): copies public/ (the web app manifest and the
// icons) into dist/client, type-checks and bundles sw/sw.ts to dist/client/sw.js, and
// injects the precache list with @serwist/build's injectManifest: every file
// under dist/client/assets (each JS chunk, lazily loaded ones included, and the
// CSS), the icons, the manifest, and the server-rendered /offline page.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { rolldown } from "rolldown";
import { injectManifest } from "@serwist/build";

/** Response headers for the files this step adds, in Cloudflare's _headers format. */
export const SW_HEADERS = [
  // The browser checks for a new worker on navigations; it must never see a stale copy.
  "/sw.js\n  Cache-Control: no-cache",
  "/manifest.webmanifest\n  Cache-Control: no-cache",
  "/icons/*\n  Cache-Control: public, max-age=604800",
].join("\n");

/**
 * The /offline page is rendered by the worker, so it has no file to hash: its
 * revision is a hash of what it is made of (its route, the document shell and
 * the stylesheet's hashed name), so a change to any of them precaches it anew.
 */
function offlinePageRevision(root) {
  const hash = createHash("sha256");
  for (const file of ["routes/offline.tsx", "components/Document.tsx", "dist/manifest.json"])
    hash.update(readFileSync(`${root}${file}`));
  return hash.digest("hex").slice(0, 16);
}

export async function buildServiceWorker(root) {
  const out = `${root}dist/client`;
  cpSync(`${root}public`, out, { recursive: true, filter: (src) => !src.endsWith(".svg") });

  // `npm run typecheck` cannot see sw/ (it needs the WebWorker library, not the DOM one): checked here.
  execFileSync(process.execPath, [createRequire(import.meta.url).resolve("typescript/bin/tsc"), "-p", `${root}sw`], {
    stdio: "inherit",
  });
  const bundle = await rolldown({
    input: `${root}sw/sw.ts`,
    platform: "browser",
    transform: { define: { "process.env.NODE_ENV": '"production"' } },
  });
  await bundle.write({ file: `${out}/sw.js`, format: "iife", minify: true });
  await bundle.close();

  const { count, size, warnings } = await injectManifest({
    swSrc: `${out}/sw.js`,
    swDest: `${out}/sw.js`,
    globDirectory: out,
    globPatterns: ["assets/*.{js,css}", "icons/*.png", "manifest.webmanifest"],
    // Hashed names are their own revision; the rest get a content hash.
    dontCacheBustURLsMatching: /^\/?assets\//,
    templatedURLs: { offline: offlinePageRevision(root) },
    modifyURLPrefix: { "": "/" },
  });
  for (const w of warnings) console.warn(`service worker: ${w}`);
  console.log(`service worker: ${count} files precached (${(size / 1024).toFixed(0)} KB)`);
}
