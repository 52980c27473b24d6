// Flags and notes (issue 27): idempotent PUT, newest-first lists, owner only
// (another student gets 404 or their own), 404 for unknown and sealed
// readiness-pool questions, the 400 rules of a note's text, plain text kept
// as written, and search.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { Browser, json, signedIn } from "./helpers";

const at = (ms: number) => ({ "X-Test-Now": String(ms) });
const T = Date.now() - 600_000;
const put = (b: Browser, path: string, body?: unknown, now = T) =>
  b.fetch(path, { method: "PUT", headers: at(now), ...(body === undefined ? {} : { json: body }) });
const del = (b: Browser, path: string) => b.fetch(path, { method: "DELETE" });

describe("flags and notes", () => {
  let ids: number[];
  let sealed: number;
  beforeAll(async () => {
    ids = (
      await env.DB.prepare(
        "SELECT id FROM questions WHERE active = 1 AND pool = 'practice' ORDER BY rand_key LIMIT 3",
      ).all<{ id: number }>()
    ).results.map((r) => r.id);
    sealed = (await env.DB.prepare("SELECT id FROM questions WHERE pool = 'readiness' LIMIT 1").first<{
      id: number;
    }>())!.id;
  });

  it("flags idempotently, lists the owner's newest first, and unflags once", async () => {
    const { browser: alice } = await signedIn();
    const first = await put(alice, `/api/flags/${ids[0]}`, undefined, T);
    expect(first.status).toBe(200);
    const flag = await json(first);
    expect(flag).toMatchObject({ questionId: ids[0], createdAt: new Date(T).toISOString() });
    expect(flag.question).toMatchObject({ id: ids[0], category: { id: expect.any(Number) } });
    expect(typeof flag.question.preview).toBe("string");
    expect(JSON.stringify(flag)).not.toMatch(/correctAnswer|rationale/);
    // Again, later: the same flag, its first time kept.
    expect(await json(await put(alice, `/api/flags/${ids[0]}`, undefined, T + 5000))).toEqual(flag);
    await put(alice, `/api/flags/${ids[1]}`, undefined, T + 1000);
    const list = await json(await alice.fetch("/api/flags"));
    expect(list.map((f: { questionId: number }) => f.questionId)).toEqual([ids[1], ids[0]]);
    // Another student: their own (empty) list, and 404 for removing alice's flag, which stays.
    const { browser: bob } = await signedIn();
    expect(await json(await bob.fetch("/api/flags"))).toEqual([]);
    expect((await del(bob, `/api/flags/${ids[0]}`)).status).toBe(404);
    expect(await json(await alice.fetch("/api/flags"))).toHaveLength(2);
    expect((await put(bob, `/api/flags/${ids[0]}`)).status).toBe(200); // bob's own flag
    expect(await json(await alice.fetch("/api/flags"))).toHaveLength(2);
    expect((await del(alice, `/api/flags/${ids[0]}`)).status).toBe(204);
    expect((await del(alice, `/api/flags/${ids[0]}`)).status).toBe(404);
    expect(await json(await alice.fetch("/api/flags"))).toHaveLength(1);
    expect(await json(await bob.fetch("/api/flags"))).toHaveLength(1);
  });

  it("answers 404 for unknown and sealed questions and changes nothing", async () => {
    const { browser } = await signedIn();
    for (const id of [99_999_999, sealed]) {
      for (const res of [
        await put(browser, `/api/flags/${id}`),
        await put(browser, `/api/notes/${id}`, { text: "A note" }),
        await browser.fetch(`/api/notes/${id}`),
        await del(browser, `/api/flags/${id}`),
        await del(browser, `/api/notes/${id}`),
      ]) {
        expect(res.status, String(id)).toBe(404);
        expect(typeof (await json(res)).message).toBe("string");
      }
    }
    const uid = await env.DB.prepare(
      "SELECT count(*) AS n FROM flags WHERE question_id IN (?, ?) UNION ALL SELECT count(*) FROM notes WHERE question_id IN (?, ?)",
    )
      .bind(99_999_999, sealed, 99_999_999, sealed)
      .all<{ n: number }>();
    expect(uid.results).toEqual([{ n: 0 }, { n: 0 }]);
    expect((await browser.fetch("/api/flags/abc", { method: "PUT" })).status).toBe(400);
  });

  it("keeps one plain-text note per question, replaced by PUT, for its owner only", async () => {
    const { browser: alice } = await signedIn();
    const text = `<script>alert("x")</script> Check K+ & digoxin — "apical pulse" < 60?`;
    const res = await put(alice, `/api/notes/${ids[0]}`, { text: `  ${text}\n` }, T);
    expect(res.status).toBe(200);
    const note = await json(res);
    expect(note).toMatchObject({ questionId: ids[0], text, updatedAt: new Date(T).toISOString() });
    expect(note.question.id).toBe(ids[0]);
    expect(await json(await alice.fetch(`/api/notes/${ids[0]}`))).toEqual(note);
    // Replaced, not added.
    const edited = await json(await put(alice, `/api/notes/${ids[0]}`, { text: "Recheck potassium" }, T + 1000));
    expect(edited).toMatchObject({ text: "Recheck potassium", updatedAt: new Date(T + 1000).toISOString() });
    await put(alice, `/api/notes/${ids[1]}`, { text: "Fluid overload signs" }, T + 2000);
    const list = await json(await alice.fetch("/api/notes"));
    expect(list.map((n: { questionId: number }) => n.questionId)).toEqual([ids[1], ids[0]]);
    // Search: in the note, case-insensitive; wildcards are plain characters.
    expect((await json(await alice.fetch("/api/notes?q=POTASSIUM"))).map((n: { text: string }) => n.text)).toEqual([
      "Recheck potassium",
    ]);
    expect(await json(await alice.fetch("/api/notes?q=%25"))).toEqual([]);
    // Search also finds the question's stem.
    const stemWord = (await env.DB.prepare("SELECT content FROM questions WHERE id = ?").bind(ids[1]).first<{
      content: string;
    }>())!.content
      .split(/\s+/)
      .find((w) => /^[a-z]{7,}$/i.test(w))!;
    expect(
      (await json(await alice.fetch(`/api/notes?q=${stemWord}`))).map((n: { questionId: number }) => n.questionId),
    ).toContain(ids[1]);
    // Another student: 404 for alice's note, and their own empty list.
    const { browser: bob } = await signedIn();
    expect((await bob.fetch(`/api/notes/${ids[0]}`)).status).toBe(404);
    expect((await del(bob, `/api/notes/${ids[0]}`)).status).toBe(404);
    expect(await json(await bob.fetch("/api/notes"))).toEqual([]);
    expect((await alice.fetch(`/api/notes/${ids[0]}`)).status).toBe(200);
    expect((await del(alice, `/api/notes/${ids[0]}`)).status).toBe(204);
    expect((await alice.fetch(`/api/notes/${ids[0]}`)).status).toBe(404);
  });

  it("refuses an empty, oversized or extra-field note with 400 and a JSON message", async () => {
    const { browser } = await signedIn();
    const cases: [unknown, RegExp][] = [
      [{ text: "" }, /text: text must not be empty/],
      [{ text: "   \n " }, /text: text must not be empty/],
      [{ text: "x".repeat(2001) }, /at most 2000 characters/],
      [{ text: "ok", html: "<b>x</b>" }, /html/],
      [{ text: 42 }, /text must be a string/],
      [{}, /text/],
    ];
    for (const [body, message] of cases) {
      const res = await put(browser, `/api/notes/${ids[2]}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await json(res)).message).toMatch(message);
    }
    expect((await browser.fetch(`/api/notes/${ids[2]}`)).status).toBe(404);
    expect((await put(browser, `/api/notes/${ids[2]}`, { text: "y".repeat(2000) })).status).toBe(200);
    expect((await browser.fetch(`/api/notes?q=${"z".repeat(101)}`)).status).toBe(400);
  });
});
