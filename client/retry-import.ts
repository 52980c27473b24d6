// On a flaky link a module fetch can fail: the boot module (client/island-loader.ts),
// an island's chunk (client/boot.ts), the question dialog or a chart class.
// Without a retry the page would stay unhydrated for good, its held taps never
// answered, or a button would do nothing. So a failed import() is tried again
// after 1, 2, 4 … 30 s, at once when the browser comes back online, and at once
// when the student taps a control that waits for it (retryNow).
// Chromium fetches a failed module again on the next import()
// (e2e/flaky-network.test.ts); a browser that keeps the failure, a module that
// throws as it runs, or a chunk gone after a deploy never loads, so the status
// line shown while any import is failing also offers to reload the page.
//
// The inline loader and the boot chunk each bundle a copy of this module, so
// the count of failing imports is a global, shared by both.
const STATUS_ID = "load-status";
const MAX_WAIT_MS = 30_000;
const wakers = new Set<() => void>();
// globalThis, not window: islands import this module, and they also render on the server.
const shared = globalThis;

/** Ends every pending wait between attempts: the next attempt starts now. */
export function retryNow(): void {
  for (const wake of [...wakers]) wake();
}

function showStatus() {
  if (document.getElementById(STATUS_ID)) return;
  const box = document.createElement("div");
  box.id = STATUS_ID;
  box.className = "load-status";
  const text = document.createElement("p");
  text.setAttribute("role", "status");
  const reload = document.createElement("button");
  reload.type = "button";
  reload.className = "btn btn-outline btn-sm";
  reload.textContent = "Reload";
  reload.addEventListener("click", () => location.reload());
  box.appendChild(text);
  box.appendChild(reload);
  document.body.appendChild(box);
  // Text set after the live region is in the page, so screen readers announce it.
  setTimeout(
    () => (text.textContent = "Part of this page did not load. Check your connection; we will keep trying."),
    100,
  );
}

function countFailing(change: 1 | -1) {
  shared.nclexFailingImports = (shared.nclexFailingImports ?? 0) + change;
  if (shared.nclexFailingImports > 0) showStatus();
  else document.getElementById(STATUS_ID)?.remove();
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
      if (attempt > 0) countFailing(-1);
      return mod;
    } catch {
      addEventListener("online", retryNow); // from the first failure on; adding the same listener again is a no-op
      if (attempt === 0) countFailing(1);
      await pause(Math.min(MAX_WAIT_MS, 1000 * 2 ** attempt));
    }
  }
}
