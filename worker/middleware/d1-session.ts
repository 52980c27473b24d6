// Every request reads and writes D1 through one session of the Sessions API,
// so reads can come from the nearest read replica. Where a session starts:
// - a request that may write (POST, PUT, PATCH, DELETE): "first-primary";
// - a read with the student's bookmark cookie: that bookmark, so a replica
//   serves it only once it has caught up with the student's own last write;
// - any other read: "first-unconstrained" (the nearest replica, whatever its lag).
// API responses carry the session's latest bookmark back in the cookie, with
// an HMAC tag as its last field: only a bookmark this server issued is used, so
// a forged one "ahead" of the database cannot stall a student's reads. Over
// HTTPS the cookie is `__Host-nclex_d1` (Secure, Path=/, no Domain).
import { createMiddleware } from "hono/factory";
import { getCookie, setCookie } from "hono/cookie";
import type { AppContext, AppEnv } from "../env";
import { Query } from "../db/query";
import { isHttps } from "../auth/session";
import { isApiPath } from "../../lib/api-path";
import { tagOf } from "../auth/signed-value";

export const BOOKMARK_COOKIE = "nclex_d1";
const cookieName = (c: AppContext) => (isHttps(c) ? `__Host-${BOOKMARK_COOKIE}` : BOOKMARK_COOKIE);
const TAG_PURPOSE = "d1 bookmark";
// A replica this far behind is long gone; the cookie only has to outlive replication lag.
const BOOKMARK_MAX_AGE_SECONDS = 86_400;
const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/** D1 bookmarks are hyphen-separated hex fields (e.g. 00000085-0000024c-00004c6d-8e61…); anything else is ignored. */
export const isBookmark = (value: string | undefined): value is string =>
  !!value && value.length <= 160 && /^[0-9a-f]{1,64}(-[0-9a-f]{1,64}){2,8}$/i.test(value);

/** The bookmark of a cookie value `{bookmark}-{tag}` when the tag is this server's, else null. */
async function issuedBookmark(c: AppContext, value: string | undefined): Promise<string | null> {
  if (!isBookmark(value)) return null;
  const cut = value.lastIndexOf("-");
  const [bookmark, tag] = [value.slice(0, cut), value.slice(cut + 1)];
  return isBookmark(bookmark) && tag === (await tagOf(c.env, TAG_PURPOSE, bookmark)) ? bookmark : null;
}

async function sessionStart(c: AppContext): Promise<D1SessionConstraint | D1SessionBookmark> {
  if (!READS.has(c.req.method)) return "first-primary";
  return (await issuedBookmark(c, getCookie(c, cookieName(c)))) ?? "first-unconstrained";
}

/** Keeps the session's bookmark in the student's cookie (also called by sign-in and registration). */
export async function rememberBookmark(c: AppContext, session: D1DatabaseSession) {
  const bookmark = session.getBookmark();
  if (!isBookmark(bookmark ?? undefined)) return;
  setCookie(c, cookieName(c), `${bookmark}-${await tagOf(c.env, TAG_PURPOSE, bookmark!)}`, {
    httpOnly: true,
    sameSite: "Lax",
    secure: isHttps(c),
    path: "/",
    maxAge: BOOKMARK_MAX_AGE_SECONDS,
  });
}

export const d1Session = createMiddleware<AppEnv>(async (c, next) => {
  const session = c.env.DB.withSession(await sessionStart(c));
  const db = new Query(session);
  c.set("db", db);
  c.set("d1Session", session);
  await next();
  if (isApiPath(new URL(c.req.url).pathname)) await rememberBookmark(c, session);
  // For tests and the benchmark; production does not tell the world how much it reads.
  if (c.env.ENVIRONMENT !== "production") {
    c.res.headers.set("X-D1-Rows-Read", String(db.rowsRead));
    c.res.headers.set("X-D1-Round-Trips", String(db.roundTrips));
    c.res.headers.set("X-D1-Rows-Written", String(db.rowsWritten));
    c.res.headers.set("X-D1-Sql-Ms", db.sqlMs.toFixed(3));
  }
});
