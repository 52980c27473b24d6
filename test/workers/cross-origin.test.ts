// Cross-site request forgery, for every unsafe endpoint of the table: a
// signed-in student's browser sending the request from another site, from an
// opaque origin (Origin: null), or with no Origin and no Sec-Fetch-Site at all
// is refused with 403 before any handler runs, and nothing changes.
// worker/middleware/origin.ts: an unsafe request needs Origin equal to one of
// APP_ORIGIN's, or (without Origin) Sec-Fetch-Site: same-origin.
import { describe, expect, it } from "vitest";
import { ENDPOINTS, fill, ownedBody } from "./endpoints";
import { digest, studentWithData } from "./fixtures";
import { json, ORIGIN } from "./helpers";

const UNSAFE = ENDPOINTS.filter((e) => e.method !== "GET");

const REFUSED: [string, Record<string, string>, { origin?: false }][] = [
  ["another site's Origin", { Origin: "https://evil.example" }, {}],
  ["a look-alike Origin", { Origin: `${ORIGIN}.evil.example` }, {}],
  ["Origin: null (sandboxed frame, data: URL)", { Origin: "null" }, {}],
  ["Sec-Fetch-Site: cross-site", { "Sec-Fetch-Site": "cross-site" }, {}],
  ["Sec-Fetch-Site: same-site (a sibling subdomain)", { "Sec-Fetch-Site": "same-site" }, {}],
  ["no Origin and no Sec-Fetch-Site", {}, { origin: false }],
  ["no Origin and Sec-Fetch-Site: cross-site", { "Sec-Fetch-Site": "cross-site" }, { origin: false }],
];

describe("cross-origin unsafe requests", () => {
  it("covers every unsafe endpoint", () => {
    expect(UNSAFE.length).toBeGreaterThanOrEqual(10);
    expect(new Set(UNSAFE.map((e) => e.method))).toEqual(new Set(["POST", "PUT", "PATCH", "DELETE"]));
  });

  it.each(UNSAFE.map((e) => [`${e.method} ${e.path}`, e] as const))(
    "%s: refused from another site with 403, nothing changed",
    async (_name, e) => {
      const alice = await studentWithData();
      const before = await digest();
      for (const [label, headers, options] of REFUSED) {
        const res = await alice.browser.fetch(fill(e, alice.ids), {
          method: e.method,
          json: ownedBody(e, alice.ids),
          headers,
          ...options,
        });
        expect(res.status, label).toBe(403);
        expect((await json(res)).message, label).toBe("Cross-site request refused");
      }
      expect(await digest()).toBe(before);
      expect(alice.browser.cookies.has("nclex_session")).toBe(true);
      // The control: without Origin, Sec-Fetch-Site: same-origin is accepted (and so is the app's own Origin, used everywhere else).
      const same = await alice.browser.fetch(fill(e, alice.ids), {
        method: e.method,
        json: ownedBody(e, alice.ids),
        headers: { "Sec-Fetch-Site": "same-origin" },
        origin: false,
      });
      expect(same.status, await same.clone().text()).not.toBe(403);
    },
  );
});
