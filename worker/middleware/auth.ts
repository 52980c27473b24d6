// Loads the signed-in user (or null) for every request, and keeps the user's
// stored time zone in step with the browser's (the `tz` cookie set by islands).
import { createMiddleware } from "hono/factory";
import { getCookie } from "hono/cookie";
import type { AppContext, AppEnv } from "../env";
import { readSession } from "../auth/session";
import { isValidTimeZone } from "../../lib/dates";

export function requestTimeZone(c: AppContext): string {
  const tz = getCookie(c, "tz");
  return tz && isValidTimeZone(tz) ? tz : "UTC";
}

export const loadUser = createMiddleware<AppEnv>(async (c, next) => {
  const user = await readSession(c);
  if (user) {
    const tz = getCookie(c, "tz");
    if (tz && tz !== user.timeZone && isValidTimeZone(tz)) {
      await c.var.db.run("UPDATE users SET time_zone = ? WHERE id = ?", tz, user.id);
      user.timeZone = tz;
    }
  }
  c.set("user", user);
  await next();
});

export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get("user")) return c.json({ message: "Please sign in to continue" }, 401);
  await next();
});
