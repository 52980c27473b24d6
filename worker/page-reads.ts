// A signed-in page that declares its reads (a `reads` export instead of `load`)
// sends them in the same D1 call as its session check: one round trip for the
// whole page instead of two, as the hot API routes do. The dashboard is one.
//
// The reads are built before the session row is known, so from the cookie's
// claims: the student's id, and the zone the browser reports (the `tz` cookie,
// else UTC). When the stored zone turns out to be another, the reads run again
// for it, and the page streams its skeleton until they return.
import type { AppContext } from "./env";
import type { SessionUser } from "./auth/session";
import { readSession } from "./auth/session";
import { cookieTimeZone, keepBrowserTimeZone } from "./middleware/auth";
import { signedInUserReads } from "./db/signed-in-user";
import { together, type Reads } from "./db/query";
import { now as serverNow } from "./clock";
import type { PageReadsContext } from "../routes/types";

export type PageReads<T> = (ctx: PageReadsContext) => Reads<T>;

/** The signed-in user and the page's data (null when its reads failed), or null for a visitor. */
export async function signedInWithReads<T>(
  c: AppContext,
  readsFor: PageReads<T>,
): Promise<{ user: SessionUser; data: Promise<T | null> } | null> {
  const claims = c.var.claims;
  if (!claims) return null;
  const db = c.var.db;
  const now = serverNow(c);
  const guessedZone = cookieTimeZone(c) ?? "UTC";
  const readsIn = (timeZone: string) => readsFor({ db, userId: claims.userId, timeZone, now });

  let user: SessionUser | null;
  let data: Promise<T | null>;
  try {
    const [signedIn, first] = await db.read(together(signedInUserReads(claims, now), readsIn(guessedZone)));
    user = signedIn;
    data = Promise.resolve(first);
  } catch (e) {
    // The page still renders, with its "could not load" state, once the session alone is checked.
    console.error("page reads", e);
    user = await readSession(c, claims);
    data = Promise.resolve(null);
  }
  if (!user) return null; // revoked or expired: whatever was read is dropped
  await keepBrowserTimeZone(c, user);
  if (user.timeZone !== guessedZone)
    data = db.read(readsIn(user.timeZone)).catch((e: unknown) => (console.error("page reads", e), null));
  return { user, data };
}
