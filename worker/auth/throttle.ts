// Login throttling with backoff instead of lockout: the FREE_FAILURES-th
// failure within the window blocks for 30 s and each further one doubles the wait, capped at
// MAX_BLOCK. The real owner can always try again after at most MAX_BLOCK, and
// a success clears the username's counter. In a browser that has signed in as
// the user before (worker/auth/device.ts) failures count per device instead,
// so the owner is not blocked by strangers at all.
import type { Query } from "../db/query";
import {
  clearThrottle,
  saveThrottleStates,
  throttleBlockedUntil,
  throttleStates,
  type ThrottleState,
} from "../db/auth";

const WINDOW_MS = 15 * 60_000;
const FREE_FAILURES = { user: 5, device: 5, ip: 20 } as const;
const FIRST_BLOCK_MS = 30_000;
const MAX_BLOCK_MS = 15 * 60_000;

export type ThrottleKind = keyof typeof FREE_FAILURES;
export const throttleKey = (kind: ThrottleKind, value: string) => `${kind}:${value.toLowerCase()}`;

/** Milliseconds the caller must still wait, 0 when it may try now. */
export async function retryAfterMs(db: Query, keys: string[], now: number): Promise<number> {
  return Math.max(0, ...(await throttleBlockedUntil(db, keys)).map((until) => until - now));
}

export function nextState(row: ThrottleState | null, kind: ThrottleKind, now: number): ThrottleState {
  const fresh = !row || now - row.window_start > WINDOW_MS;
  const failures = fresh ? 1 : row.failures + 1;
  const over = failures - FREE_FAILURES[kind] + 1;
  const blockedUntil = over > 0 ? now + Math.min(MAX_BLOCK_MS, FIRST_BLOCK_MS * 2 ** (over - 1)) : 0;
  return { failures, window_start: fresh ? now : row.window_start, blocked_until: blockedUntil };
}

/** One more failure on each key: their states read in one round trip, written in one. */
export async function recordFailure(
  db: Query,
  entries: { key: string; kind: ThrottleKind }[],
  now: number,
): Promise<void> {
  const stored = await throttleStates(
    db,
    entries.map((e) => e.key),
  );
  const stateOf = (key: string) => stored.find((r) => r.key === key) ?? null;
  await saveThrottleStates(
    db,
    entries.map(({ key, kind }) => ({ key, state: nextState(stateOf(key), kind, now) })),
  );
}

export const clearFailures = (db: Query, key: string) => clearThrottle(db, key);
