// Strangers' wrong passwords cannot lock the owner out: a browser that has
// signed in as the user before carries a signed device cookie, and its sign-in
// is spared the per-username block (its own failures count per device).
import { createExecutionContext, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { SignJWT } from "jose";
import app from "../../worker/index";
import { Browser, json, signedIn, uniqueAddress } from "./helpers";

const PASSWORD = "correct-horse-42";
const DEVICE = "nclex_device";

async function signOut(browser: Browser) {
  expect((await browser.fetch("/api/logout", { headers: { "Sec-Fetch-Site": "same-origin" } })).status).toBe(303);
  expect(browser.cookies.has("nclex_session")).toBe(false);
}

/** A stranger's 6 wrong guesses from fresh browsers: the username is blocked for everyone without the device cookie. */
async function strangerGuesses(username: string) {
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++)
    statuses.push((await new Browser().post("/api/auth/login", { username, password: `guess-${i}-xx` })).status);
  expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
}

const login = (browser: Browser, username: string, password = PASSWORD) =>
  browser.post("/api/auth/login", { username, password });

describe("the device cookie", () => {
  it("is set on registration and sign-in: HttpOnly, SameSite=Lax, a year, only for /api/auth, and kept on sign-out", async () => {
    const { browser, username } = await signedIn();
    const first = browser.cookies.get(DEVICE);
    expect(first).toBeTruthy();
    await signOut(browser);
    expect(browser.cookies.get(DEVICE)).toBe(first);
    const res = await login(browser, username);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${DEVICE}=`))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=31536000/i);
    expect(cookie).toMatch(/Path=\/api\/auth/i);
    expect(cookie).not.toMatch(/Secure/i); // plain http here
    // Renewed with the same device id.
    const did = (token: string) => JSON.parse(atob(token.split(".")[1].replace(/-/g, "+").replace(/_/g, "/"))).did;
    expect(did(browser.cookies.get(DEVICE)!)).toBe(did(first!));
  });

  it("is Secure over https", async () => {
    const { username } = await signedIn();
    const https = "https://localhost:8787";
    const req = new Request(`${https}/api/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: https },
      body: JSON.stringify({ username, password: PASSWORD }),
    });
    const res = await app.fetch(req, { ...env, APP_ORIGIN: https }, createExecutionContext());
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().find((c) => c.startsWith(`${DEVICE}=`))).toMatch(/Secure/i);
  });
});

describe("owner exemption from the per-username block", () => {
  it("lets the owner's browser sign in while a stranger is blocked; a fresh browser stays blocked", async () => {
    const { browser: owner, username } = await signedIn();
    await signOut(owner);
    await strangerGuesses(username);
    const ok = await login(owner, username);
    expect(ok.status).toBe(200);
    expect(await json(ok)).toMatchObject({ username });
    expect((await owner.fetch("/api/auth/user")).status).toBe(200);
    const fresh = await login(new Browser(), username);
    expect(fresh.status).toBe(429);
    expect(Number(fresh.headers.get("Retry-After"))).toBeGreaterThan(0);
    // The owner's success does not lift the stranger's block either.
    expect((await login(new Browser(), username, "guess-again-1")).status).toBe(429);
  });

  it("still backs the owner off after their own typos, on their device only", async () => {
    const { browser: owner, username } = await signedIn();
    await signOut(owner);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await login(owner, username, `typo-${i}-xx`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await login(owner, username)).status).toBe(429);
    // The owner's typos did not count against the username.
    expect((await login(new Browser(), username)).status).toBe(200);
  });

  it("gives no exemption to a tampered, forged, expired, other user's or session cookie", async () => {
    const { browser: owner, username } = await signedIn();
    const other = await signedIn();
    await strangerGuesses(username);
    const genuine = owner.cookies.get(DEVICE)!;
    const [h, p, s] = genuine.split(".");
    const claims = JSON.parse(atob(p.replace(/-/g, "+").replace(/_/g, "/")));
    const sign = (key: string, build = (t: SignJWT) => t.setExpirationTime("1y")) =>
      build(
        new SignJWT({ did: claims.did })
          .setProtectedHeader({ alg: "HS256" })
          .setSubject(claims.sub)
          .setIssuer("nclex-daily")
          .setAudience("device"),
      ).sign(new TextEncoder().encode(key));
    const cookies: [string, string][] = [
      ["tampered signature", `${h}.${p}.${s.slice(0, -4)}${s.slice(-4) === "AAAA" ? "BBBB" : "AAAA"}`],
      ["alg none", `${btoa(JSON.stringify({ alg: "none", typ: "JWT" })).replace(/=+$/, "")}.${p}.`],
      ["another secret", await sign("x".repeat(40))],
      [
        "expired",
        await sign(env.JWT_SECRET!, (t) =>
          t.setIssuedAt(Math.floor(Date.now() / 1000) - 7200).setExpirationTime(Math.floor(Date.now() / 1000) - 3600),
        ),
      ],
      ["another student's device", other.browser.cookies.get(DEVICE)!],
      ["the owner's session token", owner.cookies.get("nclex_session")!],
    ];
    for (const [label, value] of cookies) {
      const b = new Browser();
      b.cookies.set(DEVICE, value);
      expect((await login(b, username)).status, label).toBe(429);
    }
    // The control: the genuine cookie gets through.
    const b = new Browser();
    b.cookies.set(DEVICE, genuine);
    expect((await login(b, username)).status).toBe(200);
  });

  it("does not lift the per-address block", async () => {
    const ip = uniqueAddress();
    const { browser: owner, username } = await signedIn();
    await signOut(owner);
    for (let i = 0; i < 20; i++)
      await new Browser({ ip }).post("/api/auth/login", {
        username: `nobody-${i}-${username}`,
        password: "wrong-horse-42",
      });
    owner.ip = ip;
    expect((await login(owner, username)).status).toBe(429);
    owner.ip = undefined;
    expect((await login(owner, username)).status).toBe(200);
  });
});
