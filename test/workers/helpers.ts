// Test helpers: requests to the real worker (SELF) with a tiny cookie jar.
import { SELF } from "cloudflare:test";

export const ORIGIN = "http://localhost:8787";

export class Browser {
  cookies = new Map<string, string>();
  /** The address Cloudflare's edge would report in CF-Connecting-IP; without one (as in local development) no per-address limit applies. */
  ip?: string;

  constructor(options: { ip?: string } = {}) {
    this.ip = options.ip;
  }

  /** `origin: false` sends an unsafe request without the Origin header a browser would add. */
  async fetch(path: string, init: RequestInit & { json?: unknown; origin?: false } = {}): Promise<Response> {
    return this.receive(await SELF.fetch(this.request(path, init)));
  }

  /** The request this browser would send, built now and sent later (for firing many at once). */
  request(path: string, init: RequestInit & { json?: unknown; origin?: false } = {}): Request {
    const headers = new Headers(init.headers);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set("Content-Type", "application/json");
      body = JSON.stringify(init.json);
    }
    const method = (init.method ?? "GET").toUpperCase();
    if (method !== "GET" && method !== "HEAD" && !headers.has("Origin") && init.origin !== false)
      headers.set("Origin", ORIGIN);
    if (this.ip && !headers.has("CF-Connecting-IP")) headers.set("CF-Connecting-IP", this.ip);
    if (this.cookies.size) headers.set("Cookie", [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    return new Request(`${ORIGIN}${path}`, { method, headers, body, redirect: "manual" });
  }

  /** Keeps the cookies a response sets or clears. */
  receive(res: Response): Response {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(";");
      const [name, value] = [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)];
      const expired = attrs.some((a) => /max-age=0/i.test(a.trim())) || value === "";
      if (expired) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    return res;
  }

  post = (path: string, json: unknown, init: RequestInit = {}) => this.fetch(path, { ...init, method: "POST", json });
}

let counter = 0;
/** A client address no other test uses (IPv6 documentation range), for tests of per-address limits. */
export const uniqueAddress = () =>
  `2001:db8::${[...crypto.getRandomValues(new Uint16Array(4))].map((n) => n.toString(16)).join(":")}`;

export const uniqueName = (prefix = "student") => `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`;

export async function signedIn(
  overrides: Record<string, unknown> = {},
): Promise<{ browser: Browser; username: string }> {
  const browser = new Browser();
  const username = uniqueName();
  const res = await browser.post("/api/auth/register", {
    username,
    email: `${username}@example.com`,
    password: "correct-horse-42",
    examDate: null,
    ...overrides,
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  return { browser, username };
}

// Response bodies in tests are asserted on, so read them untyped.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const json = (res: Response): Promise<any> => res.json();
