// The server reads the student's time zone from the `tz` cookie: it sets where
// their days begin for streaks, review and the dashboard. Temporal gives the
// zone in a fraction of a millisecond. Intl, where there is no Temporal (Safari),
// costs 60-140 ms of main thread the first time a page builds a date format
// (ICU loads its locale data), which would lengthen the first task after the
// paint; so there it waits for an idle moment (1 s without
// requestIdleCallback), unless a request that writes comes first.
import { afterHydration } from "./idle";

type TemporalNow = { Now: { timeZoneId(): string } };
const temporal = () => (globalThis as { Temporal?: TemporalNow }).Temporal;

function storeTimeZoneCookie(timeZone: string) {
  if (timeZone) document.cookie = `tz=${encodeURIComponent(timeZone)}; path=/; max-age=31536000; SameSite=Lax`;
}

const browserTimeZone = () => temporal()?.Now.timeZoneId() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Called once per page by client/boot.ts. */
export function rememberTimeZone() {
  const store = () => storeTimeZoneCookie(browserTimeZone());
  if (temporal()) store();
  else void afterHydration().then(store);
}

/**
 * Called before every request that writes (client/api.ts): registering, or a
 * first answer, within the first second of a page must not reach the server
 * without a time zone, or it would be filed under UTC.
 */
export function ensureTimeZoneCookie() {
  if (!/(?:^|;\s*)tz=/.test(document.cookie)) storeTimeZoneCookie(browserTimeZone());
}
