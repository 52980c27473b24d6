// On a flaky link a module fetch can fail: the boot module (client/island-loader.ts),
// an island's chunk (client/boot.ts), the question dialog or a chart class.
// Without a retry the page would stay unhydrated for good, its held taps never
// answered, or a button would do nothing. So a failed import() is
// tried again after 1, 2, 4 … 30 s, at once when the browser comes back online,
// and at once when the student taps a control that waits for it (retryNow).
// Chromium fetches a failed module again on the next import()
// (e2e/flaky-network.test.ts). While an import is failing, a status line says
// so; it goes once every failed import has loaded.
const STATUS_ID = "load-status";
const MAX_WAIT_MS = 30_000;
const wakers = new Set<() => void>();
let failing = 0;

/** Ends every pending wait between attempts: the next attempt starts now. */
export function retryNow(): void {
  for (const wake of [...wakers]) wake();
}
addEventListener("online", retryNow);

function showStatus(show: boolean) {
  let status = document.getElementById(STATUS_ID);
  if (!show) return status?.remove();
  if (status) return;
  status = document.createElement("p");
  status.id = STATUS_ID;
  status.className = "load-status";
  status.setAttribute("role", "status");
  status.textContent = "Part of this page did not load. Check your connection; we will keep trying.";
  document.body.appendChild(status);
}

const pause = (ms: number) =>
  new Promise<void>((resolve) => {
    const wake = () => {
      clearTimeout(timer);
      wakers.delete(wake);
      resolve();
    };
    const timer = setTimeout(wake, ms);
    wakers.add(wake);
  });

/** `load` (an import()), tried until it succeeds. */
export async function retrying<T>(load: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      const mod = await load();
      if (attempt > 0 && --failing === 0) showStatus(false);
      return mod;
    } catch {
      if (attempt === 0 && failing++ === 0) showStatus(true);
      await pause(Math.min(MAX_WAIT_MS, 1000 * 2 ** attempt));
    }
  }
}
