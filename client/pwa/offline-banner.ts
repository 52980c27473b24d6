// The banner a page served from the cache carries: "Offline: showing what you
// saw at 14:05" in the device's local time, inserted by the service worker
// right after <body>, so it needs no script and no inline style (the CSP).
const pad = (n: number) => String(n).padStart(2, "0");
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const dayStart = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();

/** "at 14:05" today, "yesterday at 09:30", "on 3 Mar at 18:00" before that (all local time). */
export function seenAt(fetchedAt: number, now: number = Date.now()): string {
  const then = new Date(fetchedAt);
  const time = `at ${pad(then.getHours())}:${pad(then.getMinutes())}`;
  const days = Math.round((dayStart(new Date(now)) - dayStart(then)) / 86_400_000);
  if (days <= 0) return time;
  if (days === 1) return `yesterday ${time}`;
  return `on ${then.getDate()} ${MONTHS[then.getMonth()]} ${time}`;
}

export const bannerText = (fetchedAt: number, now?: number) =>
  `Offline: showing what you saw ${seenAt(fetchedAt, now)}`;

/** The page's HTML with the banner as the first child of <body>; unchanged if it has no <body> tag. */
export function withBanner(html: string, text: string): string {
  return html.replace(/<body\b[^>]*>/i, (body) => `${body}<p class="offline-banner" role="status">${text}</p>`);
}
