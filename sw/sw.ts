// The service worker (bundled to /sw.js by scripts/build-sw.mjs, which injects
// the precache list in place of self.__SW_MANIFEST). Serwist precaches every
// hashed asset, the icons and the offline page; navigations are network first
// with the "pages" cache behind them (sw/pages.ts); /api is never
// cached. A new version waits until a page posts SKIP_WAITING (the update toast).
import { Serwist, type PrecacheEntry } from "serwist";
import { CLEAR_PAGES, WARM_PAGES, type PageMessage } from "../client/pwa/messages";
import { clearPages, isPageNavigation, pagesStrategy, warmPages } from "./pages";

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] | undefined };

const OFFLINE_PAGE = "/offline";
const SIGN_IN = new Set(["/api/auth/login", "/api/auth/register"]);

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: { cleanupOutdatedCaches: true },
  skipWaiting: false,
  clientsClaim: true,
  navigationPreload: true,
  runtimeCaching: [{ matcher: isPageNavigation, handler: pagesStrategy }],
  fallbacks: { entries: [{ url: OFFLINE_PAGE, matcher: ({ request }) => request.mode === "navigate" }] },
});

const offlinePage = async () => (await serwist.matchPrecache(OFFLINE_PAGE)) ?? Response.error();

// Signing out, or in as someone who may be someone else, forgets the cached
// pages before the request goes on, so the next person on a shared phone
// sees nothing of the last one's. Registered before Serwist's own listener;
// no Serwist route matches /api, so only this one responds.
self.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.method === "GET" && url.pathname === "/api/logout") {
    const cleared = clearPages();
    event.waitUntil(cleared);
    event.respondWith(
      cleared
        .then(() => event.preloadResponse)
        .then((preloaded: Response | undefined) => preloaded ?? fetch(request))
        .catch(offlinePage),
    );
  } else if (request.method === "POST" && SIGN_IN.has(url.pathname)) {
    event.respondWith(
      fetch(request).then(async (res) => {
        if (res.ok) await clearPages();
        return res;
      }),
    );
  }
});

self.addEventListener("message", (event) => {
  const data = event.data as PageMessage | null;
  // The reply on a transferred port lets a page wait until the work is done.
  const reply = (work: Promise<unknown>) =>
    event.waitUntil(work.finally(() => event.ports[0]?.postMessage({ done: true })));
  if (data?.type === CLEAR_PAGES) reply(clearPages());
  else if (data?.type === WARM_PAGES && Array.isArray(data.urls)) reply(warmPages(data.urls.slice(0, 5)));
});

// Pages cached by an older version name its chunks, which this version's
// precache no longer holds: drop them with the old precache (the open pages
// reload on controllerchange and are cached again).
self.addEventListener("activate", (event) => event.waitUntil(clearPages()));

serwist.addEventListeners();
