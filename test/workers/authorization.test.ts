// The authorization matrix: for every endpoint of the table that touches a
// user-owned resource, another signed-in student and a visitor are refused and
// nothing changes. Lists show only the caller's own rows.
import { describe, expect, it } from "vitest";
import app from "../../worker/index";
import { ENDPOINTS, fill } from "./endpoints";
import { studentWithData, fingerprint } from "./fixtures";
import { Browser, json, signedIn } from "./helpers";

describe("the endpoint table", () => {
  it("lists every /api route the app has", () => {
    const real = new Set(app.routes.filter((r) => r.method !== "ALL" && r.path.startsWith("/api/")).map((r) => `${r.method} ${r.path}`));
    const listed = new Set(ENDPOINTS.map((e) => `${e.method} ${e.path}`));
    expect([...real].filter((r) => !listed.has(r))).toEqual([]);
    expect([...listed].filter((r) => !real.has(r))).toEqual([]);
  });
});

describe("authorization matrix", () => {
  it("refuses a visitor on every endpoint that needs a student, changing nothing", async () => {
    const alice = await studentWithData();
    const visitor = new Browser();
    for (const e of ENDPOINTS.filter((x) => x.auth)) {
      const before = await fingerprint();
      const res = await visitor.fetch(fill(e, alice.ids), { method: e.method, json: e.body?.(alice.ids) });
      expect(res.status, `${e.method} ${e.path}`).toBe(401);
      expect(typeof (await json(res)).message).toBe("string");
      expect(await fingerprint(), `${e.method} ${e.path}`).toBe(before);
    }
  });

  it("refuses another student every verb on the first student's rows, changing nothing", async () => {
    const alice = await studentWithData();
    const bob = await signedIn();
    for (const e of ENDPOINTS.filter((x) => x.owns)) {
      const before = await fingerprint();
      const res = await bob.browser.fetch(fill(e, alice.ids), { method: e.method, json: e.body?.(alice.ids) });
      expect(res.status, `${e.method} ${e.path}`).toBe(404);
      expect(await fingerprint(), `${e.method} ${e.path}`).toBe(before);
    }
    // Writes that name alice's rows in the body: her session for an answer.
    const before = await fingerprint();
    const steal = await bob.browser.post("/api/answers", { questionId: alice.ids.questionId, selectedAnswer: "A", timeSpent: 1, sessionId: alice.ids.sessionId });
    expect(steal.status).toBe(404);
    expect(await fingerprint()).toBe(before);
  });

  it("shows each student only their own rows in every list", async () => {
    const alice = await studentWithData();
    const bob = await signedIn();
    for (const path of ["/api/sessions", "/api/sessions/recent", "/api/bookmarks", "/api/bookmarks/recent", "/api/study-plans", "/api/readiness-exams"])
      expect(await json(await bob.browser.fetch(path)), path).toEqual([]);
    expect(await json(await bob.browser.fetch("/api/analytics/activity"))).toEqual({ sessions: [], bookmark: null });
    expect((await json(await bob.browser.fetch("/api/analytics/stats"))).totalQuestions).toBe(0);
    expect(await (await bob.browser.fetch("/api/analytics/export.csv")).text()).not.toContain("Pediatrics");
    expect((await json(await alice.browser.fetch("/api/sessions"))).length).toBe(1);
  });
});
