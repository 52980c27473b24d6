import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { Browser, json, signedIn } from "./helpers";

const someQuestions = async (b: Browser, n: number, type = "single") =>
  (await json(await b.fetch(`/api/questions/random?categoryId=7&count=${n}&type=${type}`))) as { id: number }[];

describe("bookmarks API", () => {
  it("lists newest first with the full question and its category; recent is capped at 5", async () => {
    const { browser } = await signedIn();
    const qs = await someQuestions(browser, 7);
    for (const q of qs) expect((await browser.post("/api/bookmarks", { questionId: q.id })).status).toBe(201);
    const list = await json(await browser.fetch("/api/bookmarks"));
    expect(list.map((b: { questionId: number }) => b.questionId)).toEqual(qs.map((q) => q.id).reverse());
    expect(list[0]).toMatchObject({
      id: expect.any(Number),
      createdAt: expect.any(String),
      category: { id: 7, name: "Health Promotion and Maintenance" },
    });
    expect(list[0].question).toMatchObject({
      id: qs.at(-1)!.id,
      content: expect.any(String),
      correctAnswer: expect.any(String),
      explanation: expect.any(String),
      difficulty: expect.any(Number),
    });
    expect(list[0].question.options.length).toBeGreaterThanOrEqual(4);
    expect(await json(await browser.fetch("/api/bookmarks/recent"))).toHaveLength(5);
  });

  it("lists an NGN item with its format and display but no key (the key comes with a graded answer)", async () => {
    const { browser } = await signedIn();
    const [q] = await someQuestions(browser, 1, "bowtie");
    expect((await browser.post("/api/bookmarks", { questionId: q.id })).status).toBe(201);
    const [listed] = await json(await browser.fetch("/api/bookmarks"));
    expect(listed.question).toMatchObject({
      id: q.id,
      type: "bowtie",
      maxPoints: 5,
      correctAnswer: null,
      explanation: null,
      item: { actions: expect.any(Array) },
    });
    expect(JSON.stringify(listed)).not.toMatch(/"(correct|rationale|correctResponse)":/);
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
      [
        { method: "POST", body: "questionId=1", headers: { "Content-Type": "application/x-www-form-urlencoded" } },
        "/api/bookmarks",
        415,
      ],
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

  it("lists the ids of every bookmark and one bookmark by question id", async () => {
    const { browser } = await signedIn();
    const qs = await someQuestions(browser, 3);
    for (const q of qs) await browser.post("/api/bookmarks", { questionId: q.id });
    expect((await json(await browser.fetch("/api/bookmarks/ids"))).sort()).toEqual(qs.map((q) => q.id).sort());
    const one = await json(await browser.fetch(`/api/bookmarks?questionId=${qs[1].id}`));
    expect(one).toHaveLength(1);
    expect(one[0]).toMatchObject({ questionId: qs[1].id, question: { id: qs[1].id } });
    expect(await json(await browser.fetch("/api/bookmarks?questionId=99999999"))).toEqual([]);
    for (const bad of ["abc", "0", "-2", "1.5"]) {
      const res = await browser.fetch(`/api/bookmarks?questionId=${bad}`);
      expect(res.status, bad).toBe(400);
      expect((await json(res)).message).toMatch(/questionId/);
    }
    await browser.fetch(`/api/bookmarks/${qs[0].id}`, { method: "DELETE" });
    expect((await json(await browser.fetch("/api/bookmarks/ids"))).sort()).toEqual(
      qs
        .slice(1)
        .map((q) => q.id)
        .sort(),
    );
  });

  it("never shows or removes another student's bookmark; visitors are refused", async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const [q] = await someQuestions(alice.browser, 1);
    await alice.browser.post("/api/bookmarks", { questionId: q.id });
    expect(await json(await bob.browser.fetch("/api/bookmarks"))).toEqual([]);
    expect(await json(await bob.browser.fetch("/api/bookmarks/recent"))).toEqual([]);
    expect(await json(await bob.browser.fetch("/api/bookmarks/ids"))).toEqual([]);
    expect(await json(await bob.browser.fetch(`/api/bookmarks?questionId=${q.id}`))).toEqual([]);
    expect((await bob.browser.fetch(`/api/bookmarks/${q.id}`, { method: "DELETE" })).status).toBe(404);
    const visitor = new Browser();
    expect((await visitor.fetch("/api/bookmarks")).status).toBe(401);
    expect((await visitor.fetch("/api/bookmarks/recent")).status).toBe(401);
    expect((await visitor.fetch("/api/bookmarks/ids")).status).toBe(401);
    expect((await visitor.post("/api/bookmarks", { questionId: q.id })).status).toBe(401);
    expect((await visitor.fetch(`/api/bookmarks/${q.id}`, { method: "DELETE" })).status).toBe(401);
    expect(
      (
        await alice.browser.fetch(`/api/bookmarks/${q.id}`, {
          method: "DELETE",
          headers: { Origin: "https://evil.example" },
        })
      ).status,
    ).toBe(403);
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

  it("dates each bookmark on the student's own calendar, not UTC's", async () => {
    const { browser, username } = await signedIn();
    browser.cookies.set("tz", "America/Los_Angeles");
    const [q] = await someQuestions(browser, 1);
    await browser.post("/api/bookmarks", { questionId: q.id });
    // 03:30 UTC on March 15 is still the evening of March 14 in Los Angeles.
    await env.DB.prepare(
      "UPDATE bookmarks SET created_at = ? WHERE user_id = (SELECT id FROM users WHERE username = ?)",
    )
      .bind(Date.parse("2027-03-15T03:30:00Z"), username)
      .run();
    const html = await (await browser.fetch("/bookmarks")).text();
    expect(html).toContain("Bookmarked Mar 14, 2027");
    expect(html).not.toContain("Mar 15, 2027");
    expect(html).toContain("&quot;timeZone&quot;:&quot;America/Los_Angeles&quot;"); // the island formats the same way after hydration
    browser.cookies.set("tz", "Asia/Tokyo");
    expect(await (await browser.fetch("/bookmarks")).text()).toContain("Bookmarked Mar 15, 2027");
  });

  it("counts every bookmark and says when the list shows only the newest 500", async () => {
    const { browser, username } = await signedIn();
    // As if earlier readiness exams had shown this student the whole pool, so every question can be bookmarked.
    await env.DB.prepare(
      "INSERT INTO readiness_seen (user_id, question_id, area, seen_at) SELECT u.id, q.id, q.client_need, 1 FROM users u, questions q WHERE u.username = ? AND q.pool = 'readiness'",
    )
      .bind(username)
      .run();
    await env.DB.prepare(
      "INSERT INTO bookmarks (user_id, question_id, created_at) SELECT u.id, q.id, q.id FROM users u, questions q WHERE u.username = ? ORDER BY q.id LIMIT 503",
    )
      .bind(username)
      .run();
    const html = await (await browser.fetch("/bookmarks")).text();
    expect(html).toMatch(/503 bookmarked(<!-- -->)?<span> · Showing the 500 most recent<\/span>/);
    expect(html.match(/class="card bookmark"/g)).toHaveLength(500);
    expect(await json(await browser.fetch("/api/bookmarks"))).toHaveLength(500);
    expect(await json(await browser.fetch("/api/bookmarks/ids"))).toHaveLength(503);
  });

  it("says nothing about a limit when every bookmark is listed", async () => {
    const { browser } = await signedIn();
    for (const q of await someQuestions(browser, 2)) await browser.post("/api/bookmarks", { questionId: q.id });
    const html = await (await browser.fetch("/bookmarks")).text();
    expect(html).toContain("2 bookmarked");
    expect(html).not.toContain("most recent");
  });
});
