/** Resolves at the main thread's next idle moment (at most `timeoutMs` later), or after `fallbackMs` where requestIdleCallback is missing (Safari). */
export const idle = (timeoutMs: number, fallbackMs: number) =>
  new Promise<void>((resolve) => ("requestIdleCallback" in window ? requestIdleCallback(() => resolve(), { timeout: timeoutMs }) : setTimeout(resolve, fallbackMs)));
