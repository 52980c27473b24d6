// Offline-pack builds per student: PACK_LIMIT per fixed window of an hour,
// counted in login_throttle under `pack:<user id>`. A pack is up to 200
// questions with their keys (hundreds of kilobytes for a request of a few
// hundred bytes), so a script cannot make the server build them in a loop.
import type { Query } from "../db/query";
import { countInWindow } from "../db/auth";

export const PACK_LIMIT = 10;
const WINDOW_MS = 60 * 60_000;

/** Counts this build and returns the seconds to wait, 0 when it may go on. */
export async function packWait(db: Query, userId: number, now: number): Promise<number> {
  const row = await countInWindow(db, `pack:${userId}`, now, WINDOW_MS);
  if (!row || row.count <= PACK_LIMIT) return 0;
  return Math.max(1, Math.ceil((row.since + WINDOW_MS - now) / 1000));
}
