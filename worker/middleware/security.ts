// Security headers for every response, a per-request CSP nonce, and the
// cross-site, content-type and body-size checks for /api.
import { createMiddleware } from "hono/factory";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "../env";
import { jsonError } from "../api/errors";
import { appOrigins, isSameOrigin } from "./origin";
import { isApiPath } from "../../lib/api-path";

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);
export const MAX_BODY_BYTES = 64 * 1024;
const limitBody = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) => jsonError(c, 413, "Request body is too large: the limit is 64 KB"),
});

export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  const nonce = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
  c.set("nonce", nonce);
  await next();
  const h = c.res.headers;
  // API answers are per-user and per-moment: no browser or proxy may keep them, errors included.
  if (isApiPath(new URL(c.req.url).pathname)) h.set("Cache-Control", "no-store");
  h.set("X-Content-Type-Options", "nosniff");
  h.set("Referrer-Policy", "strict-origin-when-cross-origin");
  h.set("X-Frame-Options", "DENY");
  h.set("Cross-Origin-Opener-Policy", "same-origin");
  h.set("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
  if (new URL(c.req.url).protocol === "https:")
    h.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  h.set(
    "Content-Security-Policy",
    [
      "default-src 'self'",
      `script-src 'self' 'nonce-${nonce}'`,
      "style-src 'self' 'unsafe-inline'", // chart libraries set inline style attributes
      "img-src 'self' data:",
      "connect-src 'self'",
      "worker-src 'self'", // /sw.js, the service worker
      "manifest-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join("; "),
  );
});

// Unsafe /api methods: only from an APP_ORIGIN origin, as JSON, at most
// MAX_BODY_BYTES (counted before anything parses it, also when chunked).
export const apiGuards = createMiddleware<AppEnv>(async (c, next) => {
  if (UNSAFE.has(c.req.method)) {
    const app = appOrigins(c.env);
    if ("error" in app) {
      console.error(app.error);
      return jsonError(c, 403, app.error);
    }
    if (!isSameOrigin(c.req.raw, app.origins)) return jsonError(c, 403, "Cross-site request refused");
    const hasBody =
      c.req.header("Content-Length") !== "0" &&
      (c.req.header("Content-Length") || c.req.header("Transfer-Encoding") || c.req.raw.body);
    const type = c.req.header("Content-Type") ?? "";
    if (hasBody && !/^application\/json\b/i.test(type))
      return jsonError(c, 415, "Content-Type must be application/json");
  }
  return limitBody(c, next);
});
