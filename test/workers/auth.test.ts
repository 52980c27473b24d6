import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { SignJWT } from "jose";
import { Browser, json, signedIn, uniqueAddress, uniqueName } from "./helpers";

const valid = () => {
  const username = uniqueName();
  return { username, email: `${username}@example.com`, password: "bedside-manner-7", examDate: null as string | null };
};

describe("POST /api/auth/register", () => {
  it("creates the account, signs in with an HttpOnly SameSite cookie and returns the user", async () => {
    const b = new Browser();
    const day = `${new Date().getUTCFullYear() + 2}-03-14`;
    const body = { ...valid(), examDate: `${day}T00:00:00.000Z` };
    const res = await b.post("/api/auth/register", body);
    expect(res.status).toBe(201);
    expect(await json(res)).toMatchObject({ username: body.username, examDate: day });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("nclex_session="))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i); // plain http locally; Secure over https
    const me = await b.fetch("/api/auth/user");
    expect(await json(me)).toMatchObject({ username: body.username, examDate: day });
  });

  it("stores a PBKDF2-SHA256 hash with 100,000 iterations and a per-user salt", async () => {
    const a = valid();
    const b = valid();
    await new Browser().post("/api/auth/register", { ...a, password: "same-password-1" });
    await new Browser().post("/api/auth/register", { ...b, password: "same-password-1" });
    const rows = await env.DB.prepare("SELECT password_hash AS h FROM users WHERE username IN (?, ?)")
      .bind(a.username, b.username)
      .all<{ h: string }>();
    const [h1, h2] = rows.results.map((r: { h: string }) => r.h);
    expect(h1).toMatch(/^pbkdf2-sha256\$100000\$/);
    expect(h1.split("$")[2]).not.toBe(h2.split("$")[2]);
    expect(h1).not.toContain("same-password-1");
  });

  it.each([
    ["missing username", { username: undefined }, /Username is required/],
    ["short username", { username: "ab" }, /at least 3/],
    ["invalid email", { email: "not-an-email" }, /valid email/],
    ["missing password", { password: undefined }, /Password is required/],
    ["short password", { password: "abc12" }, /at least 6 characters/],
    ["common password", { password: "password123" }, /too common/],
    ["past exam date", { examDate: "2001-01-01T00:00:00.000Z" }, /must be tomorrow/],
    ["exam date far in the future", { examDate: "9999-12-31T00:00:00.000Z" }, /within 5 years/],
    ["malformed exam date", { examDate: "next tuesday" }, /examDate/],
    ["unknown field", { isAdmin: true }, /isAdmin|Unrecognized/i],
  ])("rejects %s with 400 and a message", async (_label, patch, message) => {
    const res = await new Browser().post("/api/auth/register", { ...valid(), ...patch });
    expect(res.status).toBe(400);
    expect((await json(res)).message).toMatch(message);
  });

  it("refuses a duplicate username or email with 409 naming which", async () => {
    const first = valid();
    await new Browser().post("/api/auth/register", first);
    const sameName = await new Browser().post("/api/auth/register", {
      ...valid(),
      username: first.username.toUpperCase(),
    });
    expect(sameName.status).toBe(409);
    expect((await json(sameName)).message).toBe("Username already exists");
    const sameEmail = await new Browser().post("/api/auth/register", { ...valid(), email: first.email.toUpperCase() });
    expect(sameEmail.status).toBe(409);
    expect((await json(sameEmail)).message).toBe("Email is already registered");
  });

  it("answers 400 to malformed JSON and 415 to other content types", async () => {
    const b = new Browser();
    const bad = await b.fetch("/api/auth/register", {
      method: "POST",
      body: "{nope",
      headers: { "Content-Type": "application/json" },
    });
    expect(bad.status).toBe(400);
    expect(await json(bad)).toHaveProperty("message");
    const form = await b.fetch("/api/auth/register", {
      method: "POST",
      body: "username=x",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(form.status).toBe(415);
    expect((await json(form)).message).toMatch(/application\/json/);
  });
});

describe("POST /api/auth/login", () => {
  it("signs in with the right password and refuses a wrong one", async () => {
    const { username } = await signedIn();
    const ok = await new Browser().post("/api/auth/login", { username, password: "correct-horse-42" });
    expect(ok.status).toBe(200);
    expect(await json(ok)).toMatchObject({ username });
    const wrong = await new Browser().post("/api/auth/login", { username, password: "wrong-horse-42" });
    expect(wrong.status).toBe(401);
    expect((await json(wrong)).message).toBe("Invalid username or password");
    const unknown = await new Browser().post("/api/auth/login", { username: "nobody-here", password: "whatever1" });
    expect(unknown.status).toBe(401);
  });

  it("requires username and password", async () => {
    const res = await new Browser().post("/api/auth/login", { username: "" });
    expect(res.status).toBe(400);
    expect((await json(res)).message).toMatch(/required/);
  });

  it("answers 429 with Retry-After after repeated failures, without locking the owner out for good", async () => {
    const { username } = await signedIn();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await new Browser().post("/api/auth/login", { username, password: `guess-${i}-xx` })).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses[5]).toBe(429);
    const blocked = await new Browser().post("/api/auth/login", { username, password: "correct-horse-42" });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await json(blocked)).message).toMatch(/Too many failed sign-in attempts/);
    // Once the backoff has passed, the real owner signs in and the counter resets.
    await env.DB.prepare("UPDATE login_throttle SET blocked_until = 0 WHERE key = ?")
      .bind(`user:${username.toLowerCase()}`)
      .run();
    const ok = await new Browser().post("/api/auth/login", { username, password: "correct-horse-42" });
    expect(ok.status).toBe(200);
    const row = await env.DB.prepare("SELECT count(*) AS n FROM login_throttle WHERE key = ?")
      .bind(`user:${username.toLowerCase()}`)
      .first<{ n: number }>();
    expect(row?.n).toBe(0);
  });
});

describe("login throttling per address", () => {
  it("answers 429 after 20 failures from one address across different usernames, and only to that address", async () => {
    const { username } = await signedIn();
    const attacker = new Browser({ ip: uniqueAddress() });
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push(
        (await attacker.post("/api/auth/login", { username: `${username}-guess${i}`, password: "wrong-horse-42" }))
          .status,
      );
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401)); // one failure per username: only the address adds up
    expect(statuses[20]).toBe(429);
    const blocked = await attacker.post("/api/auth/login", { username, password: "correct-horse-42" });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("Retry-After"))).toBeGreaterThan(0);
    // Only CF-Connecting-IP names the address: other address headers come from the client.
    const spoofed = {
      "X-Forwarded-For": uniqueAddress(),
      "X-Real-IP": uniqueAddress(),
      "True-Client-IP": uniqueAddress(),
    };
    expect(
      (await attacker.post("/api/auth/login", { username, password: "correct-horse-42" }, { headers: spoofed })).status,
    ).toBe(429);
    const elsewhere = new Browser({ ip: uniqueAddress() });
    expect((await elsewhere.post("/api/auth/login", { username, password: "correct-horse-42" })).status).toBe(200);
  });
});

describe("session tokens", () => {
  const secret = () => new TextEncoder().encode(env.JWT_SECRET);

  it("GET /api/auth/user answers 401 when signed out", async () => {
    const res = await new Browser().fetch("/api/auth/user");
    expect(res.status).toBe(401);
    expect(await json(res)).toHaveProperty("message");
  });

  it("a cookie replayed after sign-out no longer authenticates", async () => {
    const { browser } = await signedIn();
    const stolen = browser.cookies.get("nclex_session")!;
    const out = await browser.fetch("/api/logout", { headers: { "Sec-Fetch-Site": "same-origin" } });
    expect(out.status).toBe(303);
    expect(out.headers.get("Location")).toBe("/login");
    const replay = new Browser();
    replay.cookies.set("nclex_session", stolen);
    expect((await replay.fetch("/api/auth/user")).status).toBe(401);
  });

  it("a cross-site navigation to /api/logout does not sign anyone out", async () => {
    const { browser } = await signedIn();
    const res = await browser.fetch("/api/logout", { headers: { "Sec-Fetch-Site": "cross-site" } });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/");
    expect((await browser.fetch("/api/auth/user")).status).toBe(200);
  });

  it("refuses a still-valid token whose server-side session has expired", async () => {
    const { browser, username } = await signedIn();
    expect((await browser.fetch("/api/auth/user")).status).toBe(200);
    await env.DB.prepare(
      "UPDATE auth_sessions SET expires_at = ? WHERE user_id = (SELECT id FROM users WHERE username = ?)",
    )
      .bind(Date.now() - 1, username)
      .run();
    const res = await browser.fetch("/api/auth/user");
    expect(res.status).toBe(401);
    expect((await browser.fetch("/api/sessions")).status).toBe(401);
  });

  it("rejects a tampered signature, alg none and an expired token", async () => {
    const { browser } = await signedIn();
    const token = browser.cookies.get("nclex_session")!;
    const [h, p, s] = token.split(".");
    const tampered = `${h}.${p}.${s.slice(0, -4)}${s.slice(-4) === "AAAA" ? "BBBB" : "AAAA"}`;
    const payload = JSON.parse(atob(p.replace(/-/g, "+").replace(/_/g, "/")));
    const none = `${btoa(JSON.stringify({ alg: "none", typ: "JWT" })).replace(/=+$/, "")}.${p}.`;
    const expired = await new SignJWT({ sid: payload.sid })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(payload.sub)
      .setIssuer("nclex-daily")
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(secret());
    const forgedOtherSecret = await new SignJWT({ sid: payload.sid })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(payload.sub)
      .setIssuer("nclex-daily")
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode("x".repeat(40)));
    for (const bad of [tampered, none, expired, forgedOtherSecret]) {
      const b = new Browser();
      b.cookies.set("nclex_session", bad);
      expect((await b.fetch("/api/auth/user")).status).toBe(401);
    }
    expect((await browser.fetch("/api/auth/user")).status).toBe(200);
  });
});

describe("request hardening", () => {
  // Cross-origin and origin-less unsafe requests: cross-origin.test.ts, for every unsafe endpoint.

  it("answers unknown /api paths with a JSON 404", async () => {
    const res = await new Browser().fetch("/api/nope");
    expect(res.status).toBe(404);
    expect(res.headers.get("Content-Type")).toMatch(/application\/json/);
    expect((await json(res)).message).toMatch(/No API route/);
  });

  it("sets security headers with a nonce-based CSP on HTML", async () => {
    const res = await new Browser().fetch("/login");
    const csp = res.headers.get("Content-Security-Policy")!;
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("Referrer-Policy")).toBeTruthy();
  });
});
