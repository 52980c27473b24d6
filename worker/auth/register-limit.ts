// Registrations per client address: REGISTER_LIMIT per fixed window of an
// hour, counted in login_throttle under `register:<address>` (failures = the
// count). A nursing-school class signing up behind one NAT fits; a script
// creating accounts in bulk does not. Only requests that would create an
// account (valid, name and email free) count, so they are the ones that reach
// password hashing; the 429 is answered before hashing.
const REGISTER_LIMIT = 20;
const WINDOW_MS = 60 * 60_000;

/**
 * Counts this attempt and returns the seconds to wait, 0 when it may go on.
 * One upsert with RETURNING, so parallel requests each see their own count.
 */
export async function registrationWait(db: D1Database, address: string, now = Date.now()): Promise<number> {
  const row = await db
    .prepare(
      `INSERT INTO login_throttle (key, failures, window_start, blocked_until) VALUES (?1, 1, ?2, 0)
       ON CONFLICT(key) DO UPDATE SET
         failures = CASE WHEN login_throttle.window_start <= ?2 - ?3 THEN 1 ELSE login_throttle.failures + 1 END,
         window_start = CASE WHEN login_throttle.window_start <= ?2 - ?3 THEN ?2 ELSE login_throttle.window_start END
       RETURNING failures AS count, window_start AS since`,
    )
    .bind(`register:${address}`, now, WINDOW_MS)
    .first<{ count: number; since: number }>();
  if (!row || row.count <= REGISTER_LIMIT) return 0;
  return Math.max(1, Math.ceil((row.since + WINDOW_MS - now) / 1000));
}
