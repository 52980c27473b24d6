// Registrations per client address: REGISTER_LIMIT per fixed window of an
// hour, counted in login_throttle under `register:<address>` (failures = the
// count). A nursing-school class signing up behind one NAT fits; a script
// creating accounts in bulk does not. Only requests that would create an
// account (valid, name and email free) count, so they are the ones that reach
// password hashing; the 429 is answered before hashing.
import type { Query } from "../db/query";
import { countInWindow } from "../db/auth";

const REGISTER_LIMIT = 20;
const WINDOW_MS = 60 * 60_000;

/** Counts this attempt and returns the seconds to wait, 0 when it may go on. */
export async function registrationWait(db: Query, address: string, now: number): Promise<number> {
  const row = await countInWindow(db, `register:${address}`, now, WINDOW_MS);
  if (!row || row.count <= REGISTER_LIMIT) return 0;
  return Math.max(1, Math.ceil((row.since + WINDOW_MS - now) / 1000));
}
