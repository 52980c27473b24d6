/** Resolves at the main thread's next idle moment (at most `timeoutMs` later), or after `fallbackMs` where requestIdleCallback is missing (Safari). */
export const idle = (timeoutMs: number, fallbackMs: number) =>
  new Promise<void>((resolve) =>
    "requestIdleCallback" in window
      ? requestIdleCallback(() => resolve(), { timeout: timeoutMs })
      : setTimeout(resolve, fallbackMs),
  );

/** The first idle moment once the islands are under way: for work that must never compete with the page (the service worker, the stylesheet cookie, the time zone without Temporal). */
export const afterHydration = () => idle(5000, 1000);
