// The client's address, for per-address limits. Only CF-Connecting-IP counts:
// Cloudflare's edge sets it on every request and overwrites any value the
// client sent, while X-Forwarded-For, X-Real-IP, True-Client-IP and the like
// pass through from the client and prove nothing.
import type { Context } from "hono";

// wrangler dev fills CF-Connecting-IP in from the socket, so local development
// and the browser tests arrive as loopback, which the edge never reports.
const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/i;

/** The address to limit by, or null (no header: local development and the test suites) for no per-address limit. */
export function clientAddress(c: Context): string | null {
  const ip = c.req.header("CF-Connecting-IP")?.trim().toLowerCase();
  return ip && !LOOPBACK.test(ip) ? ip : null;
}
