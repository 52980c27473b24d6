// Registers the service worker (/sw.js) once the page has loaded and is idle
// (boot.ts, which itself loads after the first paint, imports this module; so a first visit is not slowed), offers a
// waiting new version with the update toast, reloads once when it takes over,
// asks the worker to cache the pages a student needs offline, and (idle) tells
// the server once the stylesheet file is cached (client/stylesheet-cache.ts).
import { SKIP_WAITING, WARM_PAGES } from "./messages";
import { showUpdateToast } from "./update-toast";
import { cacheStylesheet } from "../stylesheet-cache";
import { afterHydration } from "../idle";

/** Opened offline, these get the student going: the start page and offline practice (plus the page in hand). */
const OFFLINE_START = ["/dashboard", "/practice"];

const activated = (worker: ServiceWorker) =>
  new Promise<void>((resolve) => {
    if (worker.state === "activated") return resolve();
    worker.addEventListener("statechange", () => worker.state === "activated" && resolve());
  });

function offerUpdate(reg: ServiceWorkerRegistration) {
  // A worker waiting while another controls this page is a new version (the very first one does not wait).
  if (!reg.waiting || !navigator.serviceWorker.controller) return;
  showUpdateToast(() => (reg.waiting ? reg.waiting.postMessage({ type: SKIP_WAITING }) : location.reload()));
}

function reloadOnTakeover() {
  let controlled = !!navigator.serviceWorker.controller;
  let reloading = false;
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    // The first worker claiming an uncontrolled page changes nothing it runs: no reload then.
    if (controlled && !reloading) {
      reloading = true;
      location.reload();
    }
    controlled = true;
  });
}

async function register() {
  await afterHydration();
  reloadOnTakeover();
  const reg = await navigator.serviceWorker.register("/sw.js", { scope: "/" });
  offerUpdate(reg);
  reg.addEventListener("updatefound", () => {
    const worker = reg.installing;
    worker?.addEventListener("statechange", () => worker.state === "installed" && offerUpdate(reg));
  });
  // A tab left open for days still hears of a new deploy when the student comes back to it.
  document.addEventListener(
    "visibilitychange",
    () => document.visibilityState === "visible" && reg.update().catch(() => undefined),
  );

  const ready = await navigator.serviceWorker.ready;
  if (!ready.active) return;
  await activated(ready.active);
  // Only a signed-in page (its sidebar has Sign Out) has pages of the student's worth keeping.
  if (document.querySelector('a[href="/api/logout"]')) {
    const urls = [...new Set([location.pathname + location.search, ...OFFLINE_START])];
    ready.active.postMessage({ type: WARM_PAGES, urls });
  }
}

if ("serviceWorker" in navigator)
  register().catch((error) => console.warn("service worker registration failed", error));
afterHydration().then(cacheStylesheet);
