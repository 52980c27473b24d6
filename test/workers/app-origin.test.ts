// Unsafe /api requests are checked against the configured APP_ORIGIN, never
// against the request's own Host: a DNS-rebinding page (the attacker's name
// resolving to the app) sends Host and Origin that match each other.
import { createExecutionContext, env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import app from "../../worker/index";
import { digest } from "./fixtures";
import { Browser, json, ORIGIN, uniqueName } from "./helpers";

const registration = () => {
  const username = uniqueName("origin");
  return { username, email: `${username}@example.com`, password: "correct-horse-42", examDate: null };
};

const accounts = async (username: string) =>
  (await env.DB.prepare("SELECT count(*) AS n FROM users WHERE username = ?").bind(username).first<{ n: number }>())!.n;

/** An unsafe request as a browser on `pageOrigin` would send it to `url`. */
function rebound(url: string, pageOrigin: string, body: unknown) {
  return new Request(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: pageOrigin, "Sec-Fetch-Site": "same-origin" },
    body: JSON.stringify(body),
  });
}

describe("the app's origin comes from APP_ORIGIN", () => {
  it("refuses a DNS-rebinding page (Host evil.example, Origin http://evil.example) with 403, nothing changed", async () => {
    const before = await digest();
    const body = registration();
    const register = await SELF.fetch(rebound("http://evil.example/api/auth/register", "http://evil.example", body));
    expect(register.status).toBe(403);
    expect((await json(register)).message).toBe("Cross-site request refused");
    const login = await SELF.fetch(
      rebound("http://evil.example/api/auth/login", "http://evil.example", {
        username: "anyone",
        password: "whatever-1",
      }),
    );
    expect(login.status).toBe(403);
    // The same pair on another port, and on https, is no better.
    expect(
      (await SELF.fetch(rebound("http://evil.example:8787/api/auth/register", "http://evil.example:8787", body)))
        .status,
    ).toBe(403);
    expect(
      (await SELF.fetch(rebound("https://evil.example/api/auth/register", "https://evil.example", body))).status,
    ).toBe(403);
    expect(await accounts(body.username)).toBe(0);
    expect(await digest()).toBe(before);
  });

  it.each([
    ["the wrong scheme", "https://localhost:8787"],
    ["the wrong port", "http://localhost:8788"],
    ["no port (80)", "http://localhost"],
    ["another name for the same host", "http://127.0.0.1:8787"],
    ["a trailing slash", `${ORIGIN}/`],
    ["a path", `${ORIGIN}/api`],
    ["upper case", ORIGIN.toUpperCase()],
    ["text after a space", `${ORIGIN} http://evil.example`],
    ["an encoded trailing space", `${ORIGIN}%20`],
    ["a list of origins", `${ORIGIN}, http://evil.example`],
    ["userinfo", "http://user@localhost:8787"],
  ])("refuses Origin with %s with 403", async (_label, origin) => {
    const body = registration();
    const res = await new Browser().post("/api/auth/register", body, { headers: { Origin: origin } });
    expect(res.status).toBe(403);
    expect(await accounts(body.username)).toBe(0);
  });

  it("cannot see a trailing space: HTTP strips it before the worker, so the browser's own origin is what arrives", async () => {
    // RFC 9110 5.5: leading and trailing whitespace is not part of a field value.
    // The probe's "accepted a trailing space" was this: the worker received the exact origin.
    const seen = new Request(`${ORIGIN}/`, { headers: { Origin: `${ORIGIN} ` } }).headers.get("Origin");
    expect(seen).toBe(ORIGIN);
  });

  it("accepts the exact origin", async () => {
    const body = registration();
    const res = await new Browser().post("/api/auth/register", body, { headers: { Origin: ORIGIN } });
    expect(res.status).toBe(201);
    expect(await accounts(body.username)).toBe(1);
  });

  const withOrigin = (appOrigin: string | undefined, origin: string, body = registration()) =>
    app.fetch(
      rebound(`${ORIGIN}/api/auth/register`, origin, body),
      { ...env, APP_ORIGIN: appOrigin },
      createExecutionContext(),
    );

  it("accepts each origin of a comma-separated APP_ORIGIN, exactly", async () => {
    const list = "http://localhost:8787, http://127.0.0.1:8787";
    expect((await withOrigin(list, "http://localhost:8787")).status).toBe(201);
    expect((await withOrigin(list, "http://127.0.0.1:8787")).status).toBe(201);
    expect((await withOrigin(list, "http://127.0.0.1:8788")).status).toBe(403);
  });

  it("fails closed with a clear 403 when APP_ORIGIN is missing or not an exact origin", async () => {
    for (const [value, message] of [
      [undefined, /APP_ORIGIN is not set/],
      ["", /APP_ORIGIN is not set/],
      [`${ORIGIN}/`, /not an exact origin/],
      ["localhost:8787", /not an exact origin/],
      [`${ORIGIN},`, /not an exact origin/],
    ] as const) {
      const body = registration();
      const res = await withOrigin(value, ORIGIN, body);
      expect(res.status, String(value)).toBe(403);
      expect((await json(res)).message, String(value)).toMatch(message);
      expect(await accounts(body.username)).toBe(0);
    }
    // Reading is not affected.
    const health = await app.fetch(
      new Request(`${ORIGIN}/api/health`),
      { ...env, APP_ORIGIN: undefined },
      createExecutionContext(),
    );
    expect(health.status).toBe(200);
  });
});
