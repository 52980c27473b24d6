// Login throttling with backoff instead of lockout: the FREE_FAILURES-th
// failure within the window blocks for 30 s and each further one doubles the wait, capped at
// MAX_BLOCK. The real owner can always try again after at most MAX_BLOCK, and
// a success clears the username's counter. In a browser that has signed in as
// the user before (worker/auth/device.ts) failures count per device instead,
// so the owner is not blocked by strangers at all.
const WINDOW_MS = 15 * 60_000;
const FREE_FAILURES = { user: 5, device: 5, ip: 20 } as const;
const FIRST_BLOCK_MS = 30_000;
const MAX_BLOCK_MS = 15 * 60_000;

export type ThrottleKind = keyof typeof FREE_FAILURES;
export const throttleKey = (kind: ThrottleKind, value: string) => `${kind}:${value.toLowerCase()}`;

interface Row {
  failures: number;
  window_start: number;
  blocked_until: number;
}

/** Milliseconds the caller must still wait, 0 when it may try now. */
export async function retryAfterMs(db: D1Database, keys: string[], now = Date.now()): Promise<number> {
  const placeholders = keys.map(() => "?").join(",");
  const { results } = await db
    .prepare(`SELECT blocked_until FROM login_throttle WHERE key IN (${placeholders})`)
    .bind(...keys)
    .all<Row>();
  return Math.max(0, ...results.map((r) => r.blocked_until - now));
}

export function nextState(row: Row | null, kind: ThrottleKind, now: number): Row {
  const fresh = !row || now - row.window_start > WINDOW_MS;
  const failures = fresh ? 1 : row.failures + 1;
  const over = failures - FREE_FAILURES[kind] + 1;
  const blockedUntil = over > 0 ? now + Math.min(MAX_BLOCK_MS, FIRST_BLOCK_MS * 2 ** (over - 1)) : 0;
  return { failures, window_start: fresh ? now : row.window_start, blocked_until: blockedUntil };
}

export async function recordFailure(
  db: D1Database,
  entries: { key: string; kind: ThrottleKind }[],
  now = Date.now(),
): Promise<void> {
  for (const { key, kind } of entries) {
    const row = await db
      .prepare("SELECT failures, window_start, blocked_until FROM login_throttle WHERE key = ?")
      .bind(key)
      .first<Row>();
    const next = nextState(row, kind, now);
    await db
      .prepare(
        "INSERT INTO login_throttle (key, failures, window_start, blocked_until) VALUES (?, ?, ?, ?) ON CONFLICT(key) DO UPDATE SET failures = excluded.failures, window_start = excluded.window_start, blocked_until = excluded.blocked_until",
      )
      .bind(key, next.failures, next.window_start, next.blocked_until)
      .run();
  }
}

export const clearFailures = (db: D1Database, key: string) =>
  db.prepare("DELETE FROM login_throttle WHERE key = ?").bind(key).run();
