// Registration is limited per client address (CF-Connecting-IP only): 20
// accounts an hour, then 429 with Retry-After, also when the flood arrives in
// parallel. Requests without the header (local development, these suites) are
// not limited by address; other address headers are ignored.
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { Browser, json, uniqueAddress, uniqueName } from "./helpers";

const LIMIT = 20;

const registration = () => {
  const username = uniqueName("flood");
  return { username, email: `${username}@example.com`, password: "correct-horse-42", examDate: null };
};

async function created(usernames: string[]): Promise<number> {
  const rows = await env.DB.prepare(
    `SELECT count(*) AS n FROM users WHERE username IN (${usernames.map(() => "?").join(",")})`,
  )
    .bind(...usernames)
    .first<{ n: number }>();
  return rows!.n;
}

/** Registers `n` new students from `browser`, one after another; their usernames and the statuses. */
async function flood(browser: () => Browser, n: number) {
  const bodies = Array.from({ length: n }, registration);
  const statuses: number[] = [];
  for (const body of bodies) statuses.push((await browser().post("/api/auth/register", body)).status);
  return { usernames: bodies.map((b) => b.username), statuses };
}

describe("registration rate limit per address", () => {
  it("answers 429 JSON with Retry-After after 20 accounts from one address, creating no more; another address is unaffected", async () => {
    const ip = uniqueAddress();
    const { usernames, statuses } = await flood(() => new Browser({ ip }), LIMIT + 4);
    expect(statuses.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(201));
    expect(statuses.slice(LIMIT)).toEqual([429, 429, 429, 429]);
    expect(await created(usernames)).toBe(LIMIT);

    const refused = await new Browser({ ip }).post("/api/auth/register", registration());
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Content-Type")).toMatch(/^application\/json/);
    const wait = Number(refused.headers.get("Retry-After"));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(3600);
    expect((await json(refused)).message).toMatch(/Too many new accounts/);

    const other = await new Browser({ ip: uniqueAddress() }).post("/api/auth/register", registration());
    expect(other.status).toBe(201);
  });

  it("holds under a parallel flood: exactly 20 accounts, the rest 429", async () => {
    const ip = uniqueAddress();
    const bodies = Array.from({ length: LIMIT + 10 }, registration);
    const requests = bodies.map((body) =>
      new Browser({ ip }).request("/api/auth/register", { method: "POST", json: body }),
    );
    const statuses = (await Promise.all(requests.map((r) => SELF.fetch(r)))).map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    expect(await created(bodies.map((b) => b.username))).toBe(LIMIT);
  });

  it("counts only attempts that would create an account: invalid input and taken names do not use it up", async () => {
    const ip = uniqueAddress();
    const taken = registration();
    expect((await new Browser({ ip }).post("/api/auth/register", taken)).status).toBe(201);
    for (let i = 0; i < LIMIT + 5; i++) {
      expect(
        (await new Browser({ ip }).post("/api/auth/register", { ...registration(), password: "abc" })).status,
      ).toBe(400);
      expect(
        (await new Browser({ ip }).post("/api/auth/register", { ...registration(), username: taken.username })).status,
      ).toBe(409);
    }
    const row = await env.DB.prepare("SELECT failures FROM login_throttle WHERE key = ?")
      .bind(`register:${ip}`)
      .first<{ failures: number }>();
    expect(row?.failures).toBe(1);
    expect((await new Browser({ ip }).post("/api/auth/register", registration())).status).toBe(201);
  });

  it("starts a new window after an hour", async () => {
    const ip = uniqueAddress();
    await flood(() => new Browser({ ip }), LIMIT);
    expect((await new Browser({ ip }).post("/api/auth/register", registration())).status).toBe(429);
    await env.DB.prepare("UPDATE login_throttle SET window_start = window_start - 3600001 WHERE key = ?")
      .bind(`register:${ip}`)
      .run();
    expect((await new Browser({ ip }).post("/api/auth/register", registration())).status).toBe(201);
  });

  it("trusts only CF-Connecting-IP: a spoofed X-Forwarded-For (or X-Real-IP, True-Client-IP) does not dodge the limit", async () => {
    const ip = uniqueAddress();
    await flood(() => new Browser({ ip }), LIMIT);
    for (const header of ["X-Forwarded-For", "X-Real-IP", "True-Client-IP", "Forwarded"]) {
      const spoofed = header === "Forwarded" ? `for="[${uniqueAddress()}]"` : uniqueAddress();
      const res = await new Browser({ ip }).post("/api/auth/register", registration(), {
        headers: { [header]: spoofed },
      });
      expect(res.status, header).toBe(429);
    }
  });

  it("does not limit requests without CF-Connecting-IP (local development, the test suites), nor loopback (wrangler dev)", async () => {
    const headerless = await flood(() => new Browser(), LIMIT + 3);
    expect(headerless.statuses).toEqual(Array(LIMIT + 3).fill(201));
    const loopback = await flood(() => new Browser({ ip: "127.0.0.1" }), LIMIT + 3);
    expect(loopback.statuses).toEqual(Array(LIMIT + 3).fill(201));
  });
});
