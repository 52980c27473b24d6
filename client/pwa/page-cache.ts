// For other modules: forget every page the service worker has cached (for
// example when the app learns the student was signed out). Resolves when the
// worker has done it, or at once when no worker runs.
import { CLEAR_PAGES } from "./messages";

export async function clearCachedPages(): Promise<void> {
  const worker = "serviceWorker" in navigator ? (await navigator.serviceWorker.getRegistration())?.active : null;
  if (!worker) return;
  const { port1, port2 } = new MessageChannel();
  const done = new Promise<void>((resolve) => (port1.onmessage = () => resolve()));
  worker.postMessage({ type: CLEAR_PAGES }, [port2]);
  await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 3000))]);
}
