import { describe, expect, it } from "vitest";
import { Browser, json, signedIn } from "./helpers";

const someQuestions = async (b: Browser, n: number) => (await json(await b.fetch(`/api/questions/random?categoryId=7&count=${n}`))) as { id: number }[];

describe("bookmarks API", () => {
  it("lists newest first with the full question and its category; recent is capped at 5", async () => {
    const { browser } = await signedIn();
    const qs = await someQuestions(browser, 7);
    for (const q of qs) expect((await browser.post("/api/bookmarks", { questionId: q.id })).status).toBe(201);
    const list = await json(await browser.fetch("/api/bookmarks"));
    expect(list.map((b: { questionId: number }) => b.questionId)).toEqual(qs.map((q) => q.id).reverse());
    expect(list[0]).toMatchObject({ id: expect.any(Number), createdAt: expect.any(String), category: { id: 7, name: "Health Promotion and Maintenance" } });
    expect(list[0].question).toMatchObject({ id: qs.at(-1)!.id, content: expect.any(String), correctAnswer: expect.any(String), explanation: expect.any(String), difficulty: expect.any(Number) });
    expect(list[0].question.options.length).toBeGreaterThanOrEqual(4);
    expect(await json(await browser.fetch("/api/bookmarks/recent"))).toHaveLength(5);
  });

  it("keeps one bookmark when bookmarking twice", async () => {
    const { browser } = await signedIn();
    const [q] = await someQuestions(browser, 1);
    const first = await json(await browser.post("/api/bookmarks", { questionId: q.id }));
    const second = await browser.post("/api/bookmarks", { questionId: q.id });
    expect(second.status).toBe(200);
    expect((await json(second)).id).toBe(first.id);
    expect(await json(await browser.fetch("/api/bookmarks"))).toHaveLength(1);
  });

  it("answers bad input with 4xx JSON and changes nothing", async () => {
    const { browser } = await signedIn();
    const cases: [RequestInit & { json?: unknown }, string, number][] = [
      [{ method: "POST", json: {} }, "/api/bookmarks", 400],
      [{ method: "POST", json: { questionId: "12" } }, "/api/bookmarks", 400],
      [{ method: "POST", json: { questionId: -3 } }, "/api/bookmarks", 400],
      [{ method: "POST", json: { questionId: 1.5 } }, "/api/bookmarks", 400],
      [{ method: "POST", json: { questionId: 1, extra: true } }, "/api/bookmarks", 400],
      [{ method: "POST", json: { questionId: 99_999_999 } }, "/api/bookmarks", 404],
      [{ method: "POST", body: "questionId=1", headers: { "Content-Type": "application/x-www-form-urlencoded" } }, "/api/bookmarks", 415],
      [{ method: "POST", body: "[", headers: { "Content-Type": "application/json" } }, "/api/bookmarks", 400],
      [{ method: "DELETE" }, "/api/bookmarks/abc", 400],
      [{ method: "DELETE" }, "/api/bookmarks/0", 400],
      [{ method: "DELETE" }, "/api/bookmarks/123456", 404],
    ];
    for (const [init, path, status] of cases) {
      const res = await browser.fetch(path, init);
      expect(res.status, `${init.method} ${path} ${JSON.stringify(init.json ?? init.body)}`).toBe(status);
      expect(typeof (await json(res)).message).toBe("string");
    }
    expect(await json(await browser.fetch("/api/bookmarks"))).toEqual([]);
  });

  it("never shows or removes another student's bookmark; visitors are refused", async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const [q] = await someQuestions(alice.browser, 1);
    await alice.browser.post("/api/bookmarks", { questionId: q.id });
    expect(await json(await bob.browser.fetch("/api/bookmarks"))).toEqual([]);
    expect(await json(await bob.browser.fetch("/api/bookmarks/recent"))).toEqual([]);
    expect((await bob.browser.fetch(`/api/bookmarks/${q.id}`, { method: "DELETE" })).status).toBe(404);
    const visitor = new Browser();
    expect((await visitor.fetch("/api/bookmarks")).status).toBe(401);
    expect((await visitor.fetch("/api/bookmarks/recent")).status).toBe(401);
    expect((await visitor.post("/api/bookmarks", { questionId: q.id })).status).toBe(401);
    expect((await visitor.fetch(`/api/bookmarks/${q.id}`, { method: "DELETE" })).status).toBe(401);
    expect((await alice.browser.fetch(`/api/bookmarks/${q.id}`, { method: "DELETE", headers: { Origin: "https://evil.example" } })).status).toBe(403);
    expect(await json(await alice.browser.fetch("/api/bookmarks"))).toHaveLength(1);
    expect((await alice.browser.fetch(`/api/bookmarks/${q.id}`, { method: "DELETE" })).status).toBe(204);
    expect(await json(await alice.browser.fetch("/api/bookmarks"))).toEqual([]);
  });
});

describe("/bookmarks page", () => {
  it("streams a skeleton first, then the list, with React's inline scripts under the CSP nonce", async () => {
    const { browser } = await signedIn();
    const [q] = await someQuestions(browser, 1);
    await browser.post("/api/bookmarks", { questionId: q.id });
    const res = await browser.fetch("/bookmarks");
    const html = await res.text();
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get("Content-Security-Policy")!)![1];
    expect(html.indexOf('aria-label="Loading bookmarks"')).toBeGreaterThan(0);
    expect(html.indexOf("1 bookmarked")).toBeGreaterThan(html.indexOf('aria-label="Loading bookmarks"'));
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]);
    expect(inline.length).toBeGreaterThan(0);
    expect(inline.every((attrs) => attrs.includes(`nonce="${nonce}"`))).toBe(true);
  });
});
