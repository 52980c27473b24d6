// Property-based fuzzing of every /api endpoint (fast-check): malformed
// bodies, types, ids, queries and content types. Every answer must be < 500,
// every 4xx a JSON { message }, and a refused request must change nothing in
// the database (a digest of every table).
import { expect } from "vitest";
import fc from "fast-check";
import { ENDPOINTS, fill, type Endpoint } from "./endpoints";
import { DbWatch, studentWithData } from "./fixtures";
import { Browser } from "./helpers";

const weirdString = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "'; DROP TABLE users; --",
    "<script>alert(1)</script>",
    "NaN",
    "Infinity",
    "-0",
    "1e309",
    "９",
    "\u202e",
    "null",
    "true",
    "{}",
  ),
  fc.integer({ min: 10_000, max: 100_000 }).map((n) => "x".repeat(n)), // huge: beyond every field limit
);
const weirdNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 0, 1.5, 2 ** 53, -(2 ** 53), 1e308, Number.MAX_SAFE_INTEGER + 2),
);
const weirdValue: fc.Arbitrary<unknown> = fc.oneof(
  weirdString,
  weirdNumber,
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(weirdNumber, { maxLength: 5 }),
);

/** A body: the valid one with a field changed, removed or added, or something else entirely. */
const bodyFor = (valid: Record<string, unknown>) => {
  const keys = Object.keys(valid);
  const mutate = keys.length
    ? fc.tuple(fc.constantFrom(...keys), weirdValue).map(([k, v]) => ({ ...valid, [k]: v }))
    : fc.dictionary(fc.string({ maxLength: 8 }), weirdValue, { maxKeys: 3 });
  const drop = keys.length
    ? fc.constantFrom(...keys).map((k) => Object.fromEntries(Object.entries(valid).filter(([x]) => x !== k)))
    : fc.constant({});
  return fc.oneof(
    // Now and then a valid one, so handlers run past validation and change state.
    { arbitrary: fc.constant(JSON.stringify(valid)), weight: 3 },
    mutate.map((b) => JSON.stringify(b)),
    drop.map((b) => JSON.stringify(b)),
    fc
      .tuple(fc.string({ minLength: 1, maxLength: 12 }), weirdValue)
      .map(([k, v]) => JSON.stringify({ ...valid, [k]: v })),
    weirdValue.map((v) => JSON.stringify(v) ?? "null"),
    weirdString, // not JSON at all
    fc.constant('{"unterminated": '),
  );
};

const idFor = fc.oneof(
  fc.integer().map(String),
  fc.constantFrom(
    "0",
    "-1",
    "abc",
    "1e999",
    "99999999999999999999999",
    "1.5",
    "%00",
    "%F0%9F%92%A5",
    "null",
    " 1",
    "0x10",
  ),
  fc.string({ maxLength: 12 }).map(encodeURIComponent),
);
const queryFor = fc.dictionary(
  fc.constantFrom("categoryId", "count", "difficulty", "mode", "sessionId", "days", "x", "id"),
  fc.oneof(
    weirdString.filter((s) => s.length < 2000),
    weirdNumber.map(String),
  ),
  { maxKeys: 4 },
);
const contentType = fc.oneof(
  { arbitrary: fc.constantFrom("application/json", "application/json; charset=utf-8"), weight: 6 },
  {
    arbitrary: fc.constantFrom(
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      undefined,
    ),
    weight: 1,
  },
);

interface FuzzRequest {
  endpoint: Endpoint;
  id: string | null;
  query: Record<string, string>;
  body: string | null;
  type: string | undefined;
}

const requestArb = (ids: Parameters<typeof fill>[1]): fc.Arbitrary<FuzzRequest> =>
  fc.constantFrom(...ENDPOINTS).chain((endpoint) =>
    fc.record({
      endpoint: fc.constant(endpoint),
      id: endpoint.path.includes(":") ? fc.option(idFor, { freq: 1 }) : fc.constant(null), // half the time the real id: the handler is reached
      query: queryFor,
      body: endpoint.method === "GET" ? fc.constant(null) : fc.option(bodyFor(endpoint.body?.(ids) ?? {}), { freq: 8 }),
      type: contentType,
    }),
  );

const key = (e: Endpoint) => `${e.method} ${e.path}`;
// These set or clear the session cookie: they run in a visitor's browser of
// their own (what they are for), so every other request runs as the student.
const OWN_BROWSER = new Set(["POST /api/auth/register", "POST /api/auth/login", "GET /api/logout"]);

export interface FuzzReport {
  runs: number;
  /** Per endpoint: status -> count. */
  statuses: Map<string, Map<number, number>>;
  /** Per endpoint that names a student's row: requests at the student's real row answered 2xx or 409 (the handler found it). */
  reached: Map<string, number>;
}

/** Runs `runs` generated requests from `seed` against a fresh student and prints a status table per endpoint. */
export async function fuzz(runs: number, seed: number): Promise<FuzzReport> {
  const alice = await studentWithData();
  const cookie = alice.browser.cookies.get("nclex_session");
  const statuses = new Map(ENDPOINTS.map((e) => [key(e), new Map<number, number>()]));
  const reached = new Map(ENDPOINTS.filter((e) => e.owns).map((e) => [key(e), 0]));
  const db = await DbWatch.start();
  let state = await db.digest(); // the database before the next request
  await fc.assert(
    fc.asyncProperty(requestArb(alice.ids), async (r) => {
      let path = fill(r.endpoint, alice.ids);
      if (r.id !== null) path = r.endpoint.path.replace(/:[a-zA-Z]+/, r.id);
      const qs = new URLSearchParams(r.query).toString();
      if (qs) path = `${path.split("?")[0]}?${qs}`;
      const headers: Record<string, string> = {};
      if (r.type) headers["Content-Type"] = r.type;
      const k = key(r.endpoint);
      const browser = OWN_BROWSER.has(k) ? new Browser() : alice.browser;
      const res = await browser.fetch(path, { method: r.endpoint.method, body: r.body ?? undefined, headers });
      const text = await res.text();
      const counts = statuses.get(k)!;
      counts.set(res.status, (counts.get(res.status) ?? 0) + 1);
      if (r.id === null && reached.has(k) && (res.status < 300 || res.status === 409))
        reached.set(k, reached.get(k)! + 1);
      expect(res.status, `${r.endpoint.method} ${path} → ${text.slice(0, 200)}`).toBeLessThan(500);
      expect(alice.browser.cookies.get("nclex_session"), "the student's session cookie was replaced").toBe(cookie);
      if (res.status >= 400) {
        expect(res.headers.get("Content-Type"), path).toMatch(/^application\/json/);
        expect(typeof JSON.parse(text).message, path).toBe("string");
      }
      const after = await db.digest();
      if (res.status >= 400)
        expect(after, `${r.endpoint.method} ${path} changed data and answered ${res.status}`).toBe(state);
      state = after;
    }),
    { numRuns: runs, seed, endOnFailure: true },
  );
  const rows = [...statuses].map(([k, m]) => {
    const total = [...m.values()].reduce((a, b) => a + b, 0);
    const byStatus = [...m]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}×${n}`)
      .join(" ");
    return `${k.padEnd(42)} ${String(total).padStart(4)}  ${reached.has(k) ? `reached ${String(reached.get(k)).padStart(3)}` : "           "}  ${byStatus}`;
  });
  console.log(
    `fuzz: ${runs} requests (seed ${seed})\n${"endpoint".padEnd(42)} hits${" ".repeat(15)}statuses\n${rows.join("\n")}`,
  );
  return { runs, statuses, reached };
}

/** The run was thorough: every endpoint fuzzed often, the student never signed out, every owned row really reached. */
export function expectThorough({ runs, statuses, reached }: FuzzReport) {
  const minimum = Math.floor(runs / ENDPOINTS.length / 2);
  for (const [k, m] of statuses) {
    expect(
      [...m.values()].reduce((a, b) => a + b, 0),
      `${k} was hit too rarely`,
    ).toBeGreaterThanOrEqual(minimum);
    // The student stays signed in: only a wrong sign-in may answer 401.
    if (k !== "POST /api/auth/login") expect(m.get(401) ?? 0, `${k} answered 401: the student was signed out`).toBe(0);
  }
  for (const [k, n] of reached) expect(n, `${k} never reached the student's own row`).toBeGreaterThanOrEqual(1);
  // Each kind of malformation really arrives: bad JSON or fields (400), bad ids (404), wrong content types (415).
  const all = new Set([...statuses.values()].flatMap((m) => [...m.keys()]));
  for (const s of [400, 404, 415]) expect(all, `no request answered ${s}`).toContain(s);
}
