// Who is asking. readClaims checks the session cookie's signature for every
// request (no database read). loadUser then reads the user row (revoked or
// expired sessions get none) and keeps the stored time zone in step with the
// browser's (the `tz` cookie set by islands). The hot routes (answers, draws)
// skip loadUser and check the row inside their own first D1 batch instead,
// one round trip fewer, and apply the `tz` cookie in their own batch; so do
// the pages that declare their reads (worker/page-reads.ts).
import { createMiddleware } from "hono/factory";
import { getCookie } from "hono/cookie";
import type { AppContext, AppEnv } from "../env";
import { readClaims as verifyCookie, readSession, type SessionUser } from "../auth/session";
import { setTimeZone } from "../db/auth";
import { isValidTimeZone } from "../../lib/dates";

export const SIGN_IN_MESSAGE = "Please sign in to continue";

export function requestTimeZone(c: AppContext): string {
  return cookieTimeZone(c) ?? "UTC";
}

/** The browser's time zone from the `tz` cookie, when it names a valid zone. */
export function cookieTimeZone(c: AppContext): string | null {
  const tz = getCookie(c, "tz");
  return tz && isValidTimeZone(tz) ? tz : null;
}

export const readClaims = createMiddleware<AppEnv>(async (c, next) => {
  c.set("claims", await verifyCookie(c));
  c.set("user", null);
  await next();
});

export const loadUser = createMiddleware<AppEnv>(async (c, next) => {
  const user = await readSession(c, c.var.claims);
  if (user) await keepBrowserTimeZone(c, user);
  c.set("user", user);
  await next();
});

/** Stores the browser's zone (the `tz` cookie) as the student's when they differ. */
export async function keepBrowserTimeZone(c: AppContext, user: SessionUser): Promise<void> {
  const tz = cookieTimeZone(c);
  if (tz && tz !== user.timeZone) {
    await setTimeZone(c.var.db, user.id, tz);
    user.timeZone = tz;
  }
}

export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get("user")) return c.json({ message: SIGN_IN_MESSAGE }, 401);
  await next();
});

/** Hot routes: a signed session cookie is required up front; its row is checked in the route's first batch. */
export const requireClaims = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get("claims")) return c.json({ message: SIGN_IN_MESSAGE }, 401);
  await next();
});
