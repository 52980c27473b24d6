// What the pages and the service worker (sw/sw.ts) say to each other with
// postMessage. SKIP_WAITING is Serwist's own: it activates a waiting worker.
export const SKIP_WAITING = "SKIP_WAITING";
/** Forget every cached page (sign-out, another student); IndexedDB is left alone. */
export const CLEAR_PAGES = "CLEAR_PAGES";
/** Cache these same-origin pages if they are not cached yet, so they open offline. */
export const WARM_PAGES = "WARM_PAGES";

export type PageMessage =
  { type: typeof SKIP_WAITING } | { type: typeof CLEAR_PAGES } | { type: typeof WARM_PAGES; urls: string[] };

/** The cache of pages the student has seen (network first); the precache is Serwist's own. */
export const PAGES_CACHE = "pages";
/** Response header on a cached page: when it was fetched (epoch ms). */
export const FETCHED_AT_HEADER = "X-Fetched-At";
/** Navigations wait this long for the network before a cached copy is shown. */
export const NETWORK_TIMEOUT_SECONDS = 4;
/** Response header on every page: the signed-in student's id, or SIGNED_OUT. Cached pages are tied to it. */
export const STUDENT_HEADER = "X-Nclex-Student";
export const SIGNED_OUT = "none";
