// When the outbox is flushed besides "at once": on reconnect and when the tab
// becomes visible again. Loaded by client/boot.ts after the page has loaded,
// which also flushes once if anything is queued.
import { flushOutbox } from "./flush";

export function installSyncTriggers(): void {
  window.addEventListener("online", () => void flushOutbox());
  document.addEventListener("visibilitychange", () => document.visibilityState === "visible" && void flushOutbox());
}
