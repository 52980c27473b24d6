// Client half of the island protocol. The page's inline loader
// (client/island-loader.ts) imports this module once the page has loaded and
// painted. Each <nclex-island> then hydrates by its data-hydrate strategy
// (worker/render/hydration.ts): "load" at once, "idle" when the browser is
// idle, "visible" when it scrolls into view. An island holding a tap hydrates
// at once and the tap is replayed. <html> gets `islands-ready` once every
// island that does not wait to be seen has hydrated.
import { createElement, startTransition, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { IslandRoot } from "./island-root";
import { idle } from "./idle";
import { rememberTimeZone } from "./time-zone";
import { retrying, retryNow } from "./retry-import";

rememberTimeZone();

const held = window.nclexHeld ?? [];
const hydrations = new WeakMap<HTMLElement, Promise<void>>();

function hydrate(el: HTMLElement): Promise<void> {
  let done = hydrations.get(el);
  if (!done) {
    el.dataset.hydrated = "pending";
    done = retrying<{ default: ComponentType<object> }>(() => import(/* @vite-ignore */ el.dataset.src!)).then(
      (mod) =>
        new Promise<void>((onHydrated) => {
          const root = createElement(IslandRoot, {
            component: mod.default,
            props: JSON.parse(el.dataset.props || "{}"),
            onHydrated,
          });
          // As a transition, hydration yields to the browser every few milliseconds instead of
          // blocking the main thread for the whole island (a default-priority hydration is not time-sliced).
          startTransition(() => void hydrateRoot(el, root, { identifierPrefix: el.dataset.id }));
        }),
    );
    done.then(() => {
      el.dataset.hydrated = "true";
      replayHeld(el);
    });
    hydrations.set(el, done);
  }
  return done;
}

/** A tap held longer than this (its code kept failing to load) is dropped, not replayed: the student has moved on. */
const HELD_TAP_EXPIRES_MS = 30_000;

/** Replays, in order, the taps the loader held inside this island. */
function replayHeld(el: HTMLElement) {
  for (const control of held.filter((c) => el.contains(c))) {
    held.splice(held.indexOf(control), 1);
    const heldAt = Number(control.getAttribute("data-held"));
    control.removeAttribute("data-held");
    if (Date.now() - heldAt > HELD_TAP_EXPIRES_MS) continue;
    if (control instanceof HTMLFormElement) control.requestSubmit();
    else (control as HTMLElement).click();
  }
}

/** An island is display: contents (no box of its own), so its children are what scrolls into view. */
function whenVisible(el: HTMLElement, run: () => void) {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      run();
    },
    { rootMargin: "200px" },
  );
  for (const child of el.children) observer.observe(child);
}

function start() {
  const islands = Array.from(document.querySelectorAll<HTMLElement>("nclex-island"));
  const early: Promise<void>[] = [];
  for (const el of islands) {
    const strategy = el.dataset.hydrate;
    if (held.some((c) => el.contains(c)) || strategy === "load" || !strategy) early.push(hydrate(el));
    else if (strategy === "idle") early.push(idle(2000, 200).then(() => hydrate(el)));
    else whenVisible(el, () => void hydrate(el));
  }
  Promise.all(early).then(() => document.documentElement.classList.add("islands-ready"));
}

addEventListener("nclex:held", (e) => {
  retryNow(); // an island chunk that failed to load is fetched again at once
  void hydrate((e as CustomEvent<HTMLElement>).detail);
});
if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
else start();

// The service worker (which also tells the server once the stylesheet is cached) and the
// outbox of offline answers (client/offline/sync-state.ts; an empty outbox sends nothing)
// start once the islands are under way.
void retrying(() => import("./pwa/register"));
void retrying(() => import("./offline/sync-state"));
