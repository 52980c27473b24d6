// The server's clock. Tests can move it with an `X-Test-Now` header (epoch ms)
// so answers land on chosen calendar days without waiting a day. The header is
// honoured only when ENVIRONMENT is exactly "test" (the Workers-runtime tests
// and the browser tests' wrangler dev); wrangler.toml deploys "production",
// where it is ignored (asserted in test/workers/analytics.test.ts).
import type { Context } from "hono";
import type { AppEnv } from "./env";

export function now(c: Context<AppEnv>): number {
  if (c.env?.ENVIRONMENT === "test") {
    const t = Number(c.req.header("X-Test-Now"));
    if (Number.isSafeInteger(t) && t > 0) return t;
  }
  return Date.now();
}
