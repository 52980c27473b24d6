// A first visit gets the stylesheet inline (components/Document.tsx). Once the
// browser holds the stylesheet file, this sets the cookie that tells the
// server so: later pages link the file instead of carrying 48 KB of CSS each.
// With a service worker the file comes with its precache (no second
// download); without one it is fetched into the HTTP cache. Called by
// client/pwa/register.ts when the page is idle.
import { STYLESHEET_COOKIE } from "./stylesheet-cookie";

async function held(href: string): Promise<boolean> {
  if ("serviceWorker" in navigator && "caches" in window) {
    await navigator.serviceWorker.ready; // resolves once a worker is active, its precache complete
    return !!(await caches.match(href));
  }
  return !!(await fetch(href).catch(() => null))?.ok;
}

export async function cacheStylesheet() {
  const inline = document.querySelector<HTMLStyleElement>("style[data-hash]");
  if (!inline) return;
  const { href, hash } = inline.dataset;
  if (await held(href!)) document.cookie = `${STYLESHEET_COOKIE}=${hash}; path=/; max-age=31536000; SameSite=Lax`;
}
