// The device cookie: proof that this browser has signed in as a user before.
// A sign-in that carries one for the user it names is spared the per-username
// block (worker/api/auth.ts), so strangers guessing a password cannot lock the
// owner out. It grants no access by itself and survives sign-out.
// An HS256 JWT (jose, JWT_SECRET) with audience "device": a session token has
// no audience and a device token no session id, so neither passes for the other.
// Sent only to /api/auth, the one place that reads it.
import { jwtVerify, SignJWT } from "jose";
import { getCookie, setCookie } from "hono/cookie";
import type { AppContext } from "../env";
import { isHttps, ISSUER, secretKey } from "./session";

export const DEVICE_COOKIE = "nclex_device";
const DEVICE_DAYS = 365;
const AUDIENCE = "device";

export interface Device {
  userId: number;
  deviceId: string;
}

export async function readDevice(c: AppContext): Promise<Device | null> {
  const token = getCookie(c, DEVICE_COOKIE);
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, await secretKey(c.env), {
      algorithms: ["HS256"],
      issuer: ISSUER,
      audience: AUDIENCE,
    });
    const userId = Number(payload.sub);
    return typeof payload.did === "string" && Number.isSafeInteger(userId) && userId > 0
      ? { userId, deviceId: payload.did }
      : null;
  } catch (e) {
    if (e instanceof Error && e.message.startsWith("JWT_SECRET")) throw e;
    return null;
  }
}

/** Sets (or renews, keeping its device id) the cookie naming `userId`, after a successful sign-in or registration. */
export async function rememberDevice(c: AppContext, userId: number, current: Device | null): Promise<void> {
  const deviceId = current?.userId === userId ? current.deviceId : crypto.randomUUID();
  const token = await new SignJWT({ did: deviceId })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(userId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${DEVICE_DAYS}d`)
    .sign(await secretKey(c.env));
  setCookie(c, DEVICE_COOKIE, token, {
    httpOnly: true,
    sameSite: "Lax",
    secure: isHttps(c),
    path: "/api/auth",
    maxAge: DEVICE_DAYS * 86_400,
  });
}
