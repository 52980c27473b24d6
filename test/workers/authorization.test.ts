// The authorization matrix, generated from the endpoint table: a visitor gets
// 401 everywhere outside an explicit public allow-list (and the public
// endpoints really work for one), and another signed-in student is refused
// every endpoint that names the first student's rows, in its path or its body,
// with nothing changed; the owner's identical request gets through.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { answerFields } from "./answer-helpers";
import app from "../../worker/index";
import { requireUser } from "../../worker/middleware/auth";
import { apiGuards } from "../../worker/middleware/security";
import { ENDPOINTS, fill, ownedBody, type Endpoint } from "./endpoints";
import { digest, studentWithData } from "./fixtures";
import { Browser, json, signedIn } from "./helpers";

/** The only endpoints a visitor may use. Adding one here is a security decision. */
const PUBLIC = [
  "GET /api/health",
  "POST /api/auth/register",
  "POST /api/auth/login",
  "GET /api/logout",
  "GET /api/categories",
  "GET /api/questions/random",
  "GET /api/case-studies",
  "GET /api/case-studies/:id",
];
const MIDDLEWARE: unknown[] = [apiGuards, requireUser];
const key = (e: { method: string; path: string }) => `${e.method} ${e.path}`;
const request = (e: Endpoint, ids: Parameters<typeof fill>[1]) =>
  [fill(e, ids), { method: e.method, json: ownedBody(e, ids) }] as const;

describe("the endpoint table", () => {
  it("lists every /api route the app has, .all routes included", () => {
    const routes = app.routes.filter(
      (r) => r.path.startsWith("/api/") && !(r.method === "ALL" && MIDDLEWARE.includes(r.handler)),
    );
    const real = new Set(routes.map(key));
    const listed = new Set(ENDPOINTS.map(key));
    expect([...real].filter((r) => !listed.has(r))).toEqual([]);
    expect([...listed].filter((r) => !real.has(r))).toEqual([]);
  });

  it("says which resource every :param names", () => {
    for (const e of ENDPOINTS.filter((x) => x.path.includes(":"))) expect(e.owns ?? e.names, key(e)).toBeDefined();
    expect(() =>
      fill(
        { method: "GET", path: "/api/things/:id", auth: true },
        { username: "a", questionId: 1, sessionId: 1, planId: 1, examId: 1, examQuestionId: 1, caseId: 1 },
      ),
    ).toThrow(/owns/);
  });

  it("marks exactly the public allow-list as open to visitors", () => {
    expect(
      ENDPOINTS.filter((e) => !e.auth)
        .map(key)
        .sort(),
    ).toEqual([...PUBLIC].sort());
  });
});

describe("authorization matrix", () => {
  it("refuses a visitor every endpoint outside the allow-list with a JSON 401, changing nothing", async () => {
    const alice = await studentWithData();
    const visitor = new Browser();
    for (const e of ENDPOINTS.filter((x) => !PUBLIC.includes(key(x)))) {
      const before = await digest();
      const res = await visitor.fetch(...request(e, alice.ids));
      expect(res.status, key(e)).toBe(401);
      expect(typeof (await json(res)).message, key(e)).toBe("string");
      expect(await digest(), key(e)).toBe(before);
    }
  });

  it("serves a visitor every endpoint of the allow-list", async () => {
    const alice = await studentWithData();
    for (const e of ENDPOINTS.filter((x) => PUBLIC.includes(key(x)))) {
      const res = await new Browser().fetch(...request(e, alice.ids));
      expect(res.status, `${key(e)} → ${await res.clone().text()}`).toBeLessThan(400);
    }
  });

  it("refuses another student every endpoint naming the first student's rows, changing nothing; the owner gets through", async () => {
    const owned = ENDPOINTS.filter((e) => e.owns || e.refs);
    expect(owned.length).toBeGreaterThanOrEqual(6);
    const bob = await signedIn();
    for (const e of owned) {
      const alice = await studentWithData(); // fresh rows each time: the owner's request below may use them up
      const before = await digest();
      const res = await bob.browser.fetch(...request(e, alice.ids));
      expect(res.status, key(e)).toBe(404);
      expect(typeof (await json(res)).message, key(e)).toBe("string");
      expect(await digest(), key(e)).toBe(before);
      // The control: the same request from the owner is not refused, so the 404 above was about ownership.
      const own = await alice.browser.fetch(...request(e, alice.ids));
      expect([401, 403, 404], `${key(e)} as the owner → ${own.status} ${await own.text()}`).not.toContain(own.status);
    }
  });

  it("refuses another student and a visitor a draw for the first student's session (the query names it), changing nothing", async () => {
    const alice = await studentWithData();
    const bob = await signedIn();
    const path = `/api/questions/random?sessionId=${alice.ids.sessionId}`;
    const before = await digest();
    for (const b of [bob.browser, new Browser()]) {
      const res = await b.fetch(path);
      expect(res.status).toBe(404);
      expect(Object.keys(await json(res))).toEqual(["message"]);
    }
    expect(await digest()).toBe(before);
    expect((await alice.browser.fetch(path)).status).toBe(200);
  });

  it("refuses an answer into another student's session with 404 whatever the item's format or the answer's shape", async () => {
    const alice = await studentWithData();
    const bob = await signedIn();
    const { results } = await env.DB.prepare(
      "SELECT id FROM questions WHERE type IN ('single', 'bowtie') AND pool = 'practice' AND active = 1 GROUP BY type",
    ).all<{ id: number }>();
    expect(results.length).toBe(2);
    for (const { id } of results)
      for (const answer of [await answerFields(id, true), { selectedAnswer: "A" }, { response: { nonsense: true } }]) {
        const before = await digest();
        const res = await bob.browser.post("/api/answers", {
          questionId: id,
          ...answer,
          timeSpent: 10,
          sessionId: alice.ids.sessionId,
        });
        expect(res.status, `${id} ${JSON.stringify(answer)}`).toBe(404);
        expect((await json(res)).message).toBe("Session not found");
        expect(await digest()).toBe(before);
      }
  });

  it("shows each student only their own rows in every list", async () => {
    const alice = await studentWithData();
    const bob = await signedIn();
    for (const path of [
      "/api/sessions",
      "/api/sessions/recent",
      "/api/bookmarks",
      "/api/bookmarks/recent",
      "/api/study-plans",
      "/api/readiness-exams",
    ])
      expect(await json(await bob.browser.fetch(path)), path).toEqual([]);
    expect(await json(await bob.browser.fetch("/api/analytics/activity"))).toEqual({ sessions: [], bookmark: null });
    expect((await json(await bob.browser.fetch("/api/analytics/stats"))).totalQuestions).toBe(0);
    expect(await (await bob.browser.fetch("/api/analytics/export.csv")).text()).not.toContain("Pediatrics");
    expect((await json(await alice.browser.fetch("/api/sessions"))).length).toBe(2); // a practice session and a case session
  });
});
