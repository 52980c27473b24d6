// Property-based fuzzing of every /api endpoint (fast-check): malformed
// bodies, types, ids, queries and content types. Every answer must be < 500,
// every 4xx a JSON { message }, and a refused request must change nothing.
import { expect } from "vitest";
import fc from "fast-check";
import { ENDPOINTS, fill, type Endpoint } from "./endpoints";
import { fingerprint, studentWithData } from "./fixtures";


const weirdString = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.constantFrom("", " ", "\u0000", "'; DROP TABLE users; --", "<script>alert(1)</script>", "NaN", "Infinity", "-0", "1e309", "９", "\u202e", "null", "true", "{}"),
  fc.integer({ min: 10_000, max: 100_000 }).map((n) => "x".repeat(n)), // huge: beyond every field limit
);
const weirdNumber = fc.oneof(fc.integer(), fc.double(), fc.constantFrom(-1, 0, 1.5, 2 ** 53, -(2 ** 53), 1e308, Number.MAX_SAFE_INTEGER + 2));
const weirdValue: fc.Arbitrary<unknown> = fc.oneof(weirdString, weirdNumber, fc.boolean(), fc.constant(null), fc.jsonValue({ maxDepth: 3 }), fc.array(weirdNumber, { maxLength: 5 }));

/** A body: the valid one with a field changed, removed or added, or something else entirely. */
const bodyFor = (valid: Record<string, unknown>) => {
  const keys = Object.keys(valid);
  const mutate = keys.length
    ? fc.tuple(fc.constantFrom(...keys), weirdValue).map(([k, v]) => ({ ...valid, [k]: v }))
    : fc.dictionary(fc.string({ maxLength: 8 }), weirdValue, { maxKeys: 3 });
  const drop = keys.length ? fc.constantFrom(...keys).map((k) => Object.fromEntries(Object.entries(valid).filter(([x]) => x !== k))) : fc.constant({});
  return fc.oneof(
    mutate.map((b) => JSON.stringify(b)),
    drop.map((b) => JSON.stringify(b)),
    fc.tuple(fc.string({ minLength: 1, maxLength: 12 }), weirdValue).map(([k, v]) => JSON.stringify({ ...valid, [k]: v })),
    weirdValue.map((v) => JSON.stringify(v) ?? "null"),
    weirdString, // not JSON at all
    fc.constant('{"unterminated": '),
  );
};

const idFor = fc.oneof(fc.integer().map(String), fc.constantFrom("0", "-1", "abc", "1e999", "99999999999999999999999", "1.5", "%00", "%F0%9F%92%A5", "null", " 1", "0x10"), fc.string({ maxLength: 12 }).map(encodeURIComponent));
const queryFor = fc.dictionary(fc.constantFrom("categoryId", "count", "difficulty", "mode", "days", "x", "id"), fc.oneof(weirdString.filter((s) => s.length < 2000), weirdNumber.map(String)), { maxKeys: 4 });
const contentType = fc.oneof(
  { arbitrary: fc.constantFrom("application/json", "application/json; charset=utf-8"), weight: 6 },
  { arbitrary: fc.constantFrom("text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", undefined), weight: 1 },
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
      id: endpoint.path.includes(":") ? fc.option(idFor, { freq: 2 }) : fc.constant(null),
      query: queryFor,
      body: endpoint.method === "GET" ? fc.constant(null) : fc.option(bodyFor(endpoint.body?.(ids) ?? {}), { freq: 8 }),
      type: contentType,
    }),
  );

/** Runs `runs` generated requests from `seed` against a fresh student; returns the count per status. */
export async function fuzz(runs: number, seed: number): Promise<Map<number, number>> {
  const alice = await studentWithData();
  const seen = new Map<number, number>();
  await fc.assert(
    fc.asyncProperty(requestArb(alice.ids), async (r) => {
      let path = fill(r.endpoint, alice.ids);
      if (r.id !== null) path = r.endpoint.path.replace(/:[a-zA-Z]+/, r.id);
      const qs = new URLSearchParams(r.query).toString();
      if (qs) path = `${path.split("?")[0]}?${qs}`;
      const headers: Record<string, string> = {};
      if (r.type) headers["Content-Type"] = r.type;
      const before = await fingerprint();
      const res = await alice.browser.fetch(path, { method: r.endpoint.method, body: r.body ?? undefined, headers });
      const text = await res.text();
      seen.set(res.status, (seen.get(res.status) ?? 0) + 1);
      expect(res.status, `${r.endpoint.method} ${path} → ${text.slice(0, 200)}`).toBeLessThan(500);
      // The fuzzer may sign the student out: sign back in so the rest still runs signed in.
      if (res.status === 303) expect((await alice.browser.post("/api/auth/login", { username: alice.username, password: "correct-horse-42" })).status).toBe(200);
      if (res.status >= 400) {
        expect(res.headers.get("Content-Type"), path).toMatch(/^application\/json/);
        expect(typeof JSON.parse(text).message, path).toBe("string");
        expect(await fingerprint(), `${r.endpoint.method} ${path} changed data and answered ${res.status}`).toBe(before);
      }
    }),
    { numRuns: runs, seed, endOnFailure: true },
  );
  console.log(`fuzz: ${runs} requests (seed ${seed}); statuses ${JSON.stringify(Object.fromEntries([...seen].sort()))}`);
  return seen;
}
