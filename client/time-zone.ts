// The server reads the student's time zone from the `tz` cookie: it sets where
// their days begin for streaks, review and the dashboard. Temporal gives the
// zone in a fraction of a millisecond. Intl, where there is no Temporal, costs
// 60-130 ms of main thread the first time a page builds a date format (ICU
// loads its locale data), which would lengthen the first task after the
// paint; so there it waits for an idle moment.
import { idle } from "./idle";

type TemporalNow = { Now: { timeZoneId(): string } };

function store(timeZone: string) {
  if (timeZone) document.cookie = `tz=${encodeURIComponent(timeZone)}; path=/; max-age=31536000; SameSite=Lax`;
}

export function rememberTimeZone() {
  const temporal = (globalThis as { Temporal?: TemporalNow }).Temporal;
  if (temporal) store(temporal.Now.timeZoneId());
  else void idle(5000, 1000).then(() => store(Intl.DateTimeFormat().resolvedOptions().timeZone));
}
