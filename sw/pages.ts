// Service-worker side: the pages strategy. Navigations go to the network first
// (NETWORK_TIMEOUT_SECONDS), each good HTML page is kept in the "pages" cache
// stamped with the time it was fetched, and a copy served from that cache
// carries the offline banner.
import { NetworkFirst, type SerwistPlugin } from "serwist";
import { FETCHED_AT_HEADER, NETWORK_TIMEOUT_SECONDS, PAGES_CACHE, STUDENT_HEADER } from "../client/pwa/messages";
import { currentGeneration, mayShow, notePageOwner } from "./owner";
import { bannerText, withBanner } from "../client/pwa/offline-banner";
import { isApiPath } from "../lib/api-path";

/** A response worth keeping: a same-origin 200 HTML page (not a redirect's end, not an error page). */
const isGoodPage = (res: Response) =>
  res.status === 200 &&
  res.type === "basic" &&
  !res.redirected &&
  (res.headers.get("Content-Type") ?? "").startsWith("text/html");

function stamped(res: Response): Response {
  const headers = new Headers(res.headers);
  headers.set(FETCHED_AT_HEADER, String(Date.now()));
  return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
}

// Only a signed-in student's good page is kept; a page for someone else first forgets the others (sw/owner.ts).
const keepGoodPagesStamped: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) =>
    isGoodPage(response) && (await notePageOwner(response.headers.get(STUDENT_HEADER))) ? stamped(response) : null,
};

const showOfflineBanner: SerwistPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse || !(await mayShow(cachedResponse))) return null;
    const fetchedAt = Number(cachedResponse.headers.get(FETCHED_AT_HEADER));
    const headers = new Headers(cachedResponse.headers);
    headers.delete("Content-Length");
    const html = withBanner(await cachedResponse.text(), bannerText(fetchedAt || Date.now()));
    return new Response(html, { status: cachedResponse.status, statusText: cachedResponse.statusText, headers });
  },
};

// Query strings make the set of pages open-ended: keep the MAX_PAGES fetched
// last. A put replaces its entry at the end of the cache's list, so the list is
// in order of fetching and the first keys are the oldest.
const MAX_PAGES = 60;
const keepLatestPages: SerwistPlugin = {
  cacheDidUpdate: async ({ cacheName }) => {
    const cache = await caches.open(cacheName);
    const keys = await cache.keys();
    await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_PAGES)).map((key) => cache.delete(key)));
  },
};

export const pagesStrategy = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [keepGoodPagesStamped, keepLatestPages, showOfflineBanner],
});

/** The JSON API: never cached, whatever the method. */
const isApi = (url: URL) => isApiPath(url.pathname);

/** A navigation to one of our HTML pages: same origin, not the JSON API. */
export const isPageNavigation = ({ request, url }: { request: Request; url: URL }) =>
  request.mode === "navigate" && url.origin === self.location.origin && !isApi(url);

export { clearPages } from "./owner";

/**
 * Fetches and caches each page not cached yet (failures are ignored: they are
 * only a head start). A warm-up that a sign-out or another student's page
 * overtakes (a new generation while it fetched) stores nothing.
 */
export async function warmPages(urls: string[]): Promise<void> {
  let generation = currentGeneration();
  const cached = await caches.open(PAGES_CACHE);
  const wanted = await Promise.all(
    urls.map(async (url) => {
      const target = new URL(url, self.location.origin);
      const skip = target.origin !== self.location.origin || isApi(target) || (await cached.match(target.href));
      return skip ? null : target;
    }),
  );
  const fetched = await Promise.all(
    wanted.map(async (target) =>
      target
        ? { target, res: await fetch(new Request(target.href, { credentials: "same-origin" })).catch(() => null) }
        : null,
    ),
  );
  // One page at a time: the first page of a new student clears the cache (a
  // new generation of this warm-up's own making), the rest join it.
  for (const page of fetched) {
    if (!page?.res || !isGoodPage(page.res)) continue;
    if (currentGeneration() !== generation) return;
    if (!(await notePageOwner(page.res.headers.get(STUDENT_HEADER)))) continue;
    generation = currentGeneration();
    await (await caches.open(PAGES_CACHE)).put(page.target.href, stamped(page.res));
  }
}
