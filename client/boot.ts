// Client half of the island protocol: hydrate each <nclex-island> with its own
// React root, loading only the chunks of the islands on this page.
import { createElement, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";

// Keep the stored time zone current: the server reads this cookie.
const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
if (tz) document.cookie = `tz=${encodeURIComponent(tz)}; path=/; max-age=31536000; SameSite=Lax`;

async function hydrate(el: HTMLElement) {
  if (el.dataset.hydrated) return;
  el.dataset.hydrated = "pending";
  const mod = (await import(el.dataset.src!)) as { default: ComponentType<object> };
  hydrateRoot(el, createElement(mod.default, JSON.parse(el.dataset.props || "{}")), { identifierPrefix: el.dataset.id });
  el.dataset.hydrated = "true";
}

function hydrateAll() {
  const islands = Array.from(document.querySelectorAll<HTMLElement>("nclex-island"));
  Promise.all(islands.map(hydrate)).then(() => document.documentElement.classList.add("islands-ready"));
}

if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", hydrateAll);
else hydrateAll();

// The service worker registers after load, so it never slows a first visit.
addEventListener("load", () => import("./pwa/register"), { once: true });
// Offline answers: the outbox syncs after load (client/offline/sync-state.ts; an empty outbox sends nothing).
addEventListener("load", () => import("./offline/sync-state"), { once: true });
