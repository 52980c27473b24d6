// Accounts and signed-in browsers: registering, finding the account a sign-in
// names, the auth_sessions row a session cookie points at, the stored time
// zone, and the counters that throttle sign-ins and registrations
// (worker/auth/throttle.ts and register-limit.ts hold the rules).
// Usernames and emails compare case-insensitively, as their unique indexes do.
import { eq, inArray, sql } from "drizzle-orm";
import type { Query } from "./query";
import { authSessions, loginThrottle, users } from "./schema";

const sameName = (column: typeof users.username | typeof users.email, value: string) =>
  sql`${column} = ${value} COLLATE NOCASE`;

/** Whether the username and the email are already registered (one round trip, one index seek each). */
export async function takenNames(db: Query, username: string, email: string) {
  const [name, mail] = await db.batch([
    db.orm
      .select({ yes: sql<number>`1`.as("yes") })
      .from(users)
      .where(sameName(users.username, username))
      .limit(1),
    db.orm
      .select({ yes: sql<number>`1`.as("yes") })
      .from(users)
      .where(sameName(users.email, email))
      .limit(1),
  ] as const);
  return { username: name.length > 0, email: mail.length > 0 };
}

export interface NewAccount {
  username: string;
  email: string;
  passwordHash: string;
  examDate: string | null;
  timeZone: string;
}

/** The new account's id, or null when a parallel registration took the username or email first. */
export async function createUser(db: Query, a: NewAccount): Promise<number | null> {
  const [row] = await db.one(db.orm.insert(users).values(a).onConflictDoNothing().returning({ id: users.id }));
  return row?.id ?? null;
}

/** The account a sign-in names, with its password hash (never sent). */
export async function accountToSignIn(db: Query, username: string) {
  const [row] = await db.one(
    db.orm
      .select({ id: users.id, username: users.username, examDate: users.examDate, hash: users.passwordHash })
      .from(users)
      .where(sameName(users.username, username)),
  );
  return row;
}

/** Keeps the stored time zone in step with the browser's (a query to batch with a route's own writes). */
export const timeZoneUpdate = (db: Query, userId: number, timeZone: string) =>
  db.orm.update(users).set({ timeZone }).where(eq(users.id, userId));

export const setTimeZone = (db: Query, userId: number, timeZone: string) =>
  db.one(timeZoneUpdate(db, userId, timeZone));

export const createAuthSession = (db: Query, id: string, userId: number, expiresAt: number) =>
  db.one(db.orm.insert(authSessions).values({ id, userId, expiresAt }));

export const revokeAuthSession = (db: Query, id: string, now: number) =>
  db.one(db.orm.update(authSessions).set({ revokedAt: now }).where(eq(authSessions.id, id)));

// Throttle counters. A key's state is named as the backoff rule (nextState) takes it.
const throttleState = {
  failures: loginThrottle.failures,
  window_start: loginThrottle.windowStart,
  blocked_until: loginThrottle.blockedUntil,
};

/** The stored state of each of these keys that has one. */
export const throttleStates = (db: Query, keys: string[]) =>
  db.one(
    db.orm
      .select({ key: loginThrottle.key, ...throttleState })
      .from(loginThrottle)
      .where(inArray(loginThrottle.key, keys)),
  );

export type ThrottleState = Omit<Awaited<ReturnType<typeof throttleStates>>[number], "key">;

/** Until when each of these keys is blocked (keys never counted have no row). */
export async function throttleBlockedUntil(db: Query, keys: string[]): Promise<number[]> {
  const rows = await db.one(
    db.orm
      .select({ blockedUntil: loginThrottle.blockedUntil })
      .from(loginThrottle)
      .where(inArray(loginThrottle.key, keys)),
  );
  return rows.map((r) => r.blockedUntil);
}

/** Stores each key's new state, in one round trip. */
export const saveThrottleStates = (db: Query, states: { key: string; state: ThrottleState }[]) =>
  db.batch(
    states.map(({ key, state }) => {
      const values = {
        failures: state.failures,
        windowStart: state.window_start,
        blockedUntil: state.blocked_until,
      };
      return db.orm
        .insert(loginThrottle)
        .values({ key, ...values })
        .onConflictDoUpdate({ target: loginThrottle.key, set: values });
    }),
  );

export const clearThrottle = (db: Query, key: string) =>
  db.one(db.orm.delete(loginThrottle).where(eq(loginThrottle.key, key)));

/**
 * One more attempt under `key` in a fixed window of `windowMs`: the count in
 * the current window and when that window started. One upsert with RETURNING,
 * so parallel requests each see their own count.
 */
export async function countInWindow(db: Query, key: string, now: number, windowMs: number) {
  const expired = sql`${loginThrottle.windowStart} <= ${now - windowMs}`;
  const [row] = await db.one(
    db.orm
      .insert(loginThrottle)
      .values({ key, failures: 1, windowStart: now, blockedUntil: 0 })
      .onConflictDoUpdate({
        target: loginThrottle.key,
        set: {
          failures: sql`CASE WHEN ${expired} THEN 1 ELSE ${loginThrottle.failures} + 1 END`,
          windowStart: sql`CASE WHEN ${expired} THEN ${now} ELSE ${loginThrottle.windowStart} END`,
        },
      })
      .returning({ count: loginThrottle.failures, since: loginThrottle.windowStart }),
  );
  return row;
}
