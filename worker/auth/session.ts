// Signed-in state: an HS256 JWT (jose) in an HttpOnly SameSite=Lax cookie that
// names a row of auth_sessions. Sign-out revokes the row, so a replayed cookie
// no longer authenticates even before it expires.
import { jwtVerify, SignJWT } from "jose";
import { getCookie, setCookie, deleteCookie } from "hono/cookie";
import type { AppContext, Env } from "../env";
import type { SessionClaims, SessionUser } from "./types";
export type { SessionClaims, SessionUser } from "./types";
import { now as serverNow } from "../clock";
import { createAuthSession, revokeAuthSession } from "../db/auth";
import { signedInUser, userOfClaims } from "../db/signed-in-user";

export const SESSION_COOKIE = "nclex_session";
const SESSION_DAYS = 30;
export const ISSUER = "nclex-daily";

const keys = new Map<string, Promise<CryptoKey>>();

/** The HS256 key of session and device tokens, imported once per isolate (given raw bytes, jose imports them on every call). */
export function secretKey(env: Env): Promise<CryptoKey> {
  const secret = env.JWT_SECRET;
  if (!secret || secret.length < 32)
    throw new Error("JWT_SECRET is missing or shorter than 32 characters: refusing to sign or verify sessions");
  let key = keys.get(secret);
  if (!key) {
    const raw = new TextEncoder().encode(secret);
    key = crypto.subtle.importKey("raw", raw, { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
    keys.set(secret, key);
  }
  return key;
}

export const isHttps = (c: AppContext) => new URL(c.req.url).protocol === "https:";

export async function startSession(c: AppContext, userId: number): Promise<void> {
  const key = await secretKey(c.env);
  const sid = crypto.randomUUID();
  const expiresAt = serverNow(c) + SESSION_DAYS * 86_400_000;
  await createAuthSession(c.var.db, sid, userId, expiresAt);
  const token = await new SignJWT({ sid })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(userId))
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt / 1000))
    .sign(key);
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "Lax",
    secure: isHttps(c),
    path: "/",
    maxAge: SESSION_DAYS * 86_400,
  });
}

export async function readClaims(c: AppContext): Promise<SessionClaims | null> {
  const token = getCookie(c, SESSION_COOKIE);
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, await secretKey(c.env), { algorithms: ["HS256"], issuer: ISSUER });
    const userId = Number(payload.sub);
    return typeof payload.sid === "string" && Number.isSafeInteger(userId) && userId > 0
      ? { sid: payload.sid, userId }
      : null;
  } catch (e) {
    if (e instanceof Error && e.message.startsWith("JWT_SECRET")) throw e;
    return null;
  }
}

export async function readSession(c: AppContext, claims: SessionClaims | null): Promise<SessionUser | null> {
  if (!claims) return null;
  const [row] = await c.var.db.one(signedInUser(claims, serverNow(c)));
  return userOfClaims(claims, row);
}

export async function endSession(c: AppContext, user: SessionUser | null): Promise<void> {
  if (user) await revokeAuthSession(c.var.db, user.sessionId, serverNow(c));
  deleteCookie(c, SESSION_COOKIE, { path: "/", secure: isHttps(c), httpOnly: true, sameSite: "Lax" });
}
