// The inline script the first island on a page puts ahead of itself
// (worker/render/island.tsx; built into dist/manifest.json by
// scripts/build-client.mjs). It runs before any island is on screen and:
// - holds a tap on a button, or a form submission, inside an island that has
//   not hydrated yet: client/boot.ts hydrates that island at once and replays
//   it, so a quick tap is neither lost nor sent as a native form submission;
// - imports the boot module only once the page has loaded and painted, so no
//   JavaScript competes with the first paint on a slow link;
// - tries that import again if it fails (client/retry-import.ts), at once
//   when a tap is held.
import { retrying, retryNow } from "./retry-import";

const held: Element[] = [];
window.nclexHeld = held;

function hold(e: Event) {
  const target = e.target as Element;
  const island = target.closest?.("nclex-island") as HTMLElement | null;
  if (!island || island.dataset.hydrated === "true") return;
  const control = e.type === "submit" ? target : target.closest("button,input[type=submit],input[type=button]");
  if (!control) return;
  e.preventDefault();
  e.stopImmediatePropagation();
  if (!held.includes(control)) held.push(control);
  control.setAttribute("data-held", String(Date.now())); // when last tapped: boot.ts drops a tap held too long
  retryNow();
  dispatchEvent(new CustomEvent("nclex:held", { detail: island }));
}
addEventListener("click", hold, true);
addEventListener("submit", hold, true);

/**
 * Runs `go` once the page has loaded and its first contentful paint is on
 * screen, two frames later: by then the frame holding the page's last content
 * has been presented, so no request of ours ends before the page's largest paint.
 */
function afterPaint(go: () => void) {
  const frames = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(go)));
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return frames();
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    frames();
  });
  observer.observe({ type: "paint", buffered: true });
}

const boot = (document.currentScript as HTMLScriptElement).dataset.boot!;
const start = () => afterPaint(() => void retrying(() => import(boot)));
if (document.readyState === "complete") start();
else addEventListener("load", start, { once: true });
