// The alternate formats of issue 28 through the worker: a draw of each shows
// no key (no calculation answer or solution, no region id or scene param that
// names the answer), a calculation's non-number is a 400 that stores nothing,
// and the graded reply's shape (correctResponse like the response, the worked
// solution, the common error the value matches).
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { json, signedIn } from "./helpers";
import { storedItem } from "./answer-helpers";

type Drawn = { id: number; type: string; drawKey: string; correctAnswer: unknown; item: Record<string, any> };
const answersOf = async (username: string) =>
  (await env.DB.prepare("SELECT count(*) AS n FROM answers a JOIN users u ON u.id = a.user_id WHERE u.username = ?")
    .bind(username)
    .first<{ n: number }>())!.n;

async function drawOne(type: string) {
  const { browser, username } = await signedIn();
  const res = await browser.fetch(`/api/questions/random?type=${type}&count=5`);
  expect(res.status).toBe(200);
  const qs = (await json(res)) as Drawn[];
  expect(qs.length).toBeGreaterThan(0);
  return { browser, username, qs };
}

describe("alternate formats: no key reaches the browser before answering", () => {
  it("calculation: the draw has the unit and rounding, never the answer, solution or common errors", async () => {
    const { qs } = await drawOne("calculation");
    for (const q of qs) {
      const { body } = await storedItem(q.id);
      expect(q.item).toEqual({ unit: body.unit, rounding: body.rounding });
      expect(JSON.stringify(q)).not.toMatch(/"(answer|solution|commonErrors|rationale|correctResponse)":/);
      expect(q.correctAnswer).toBeNull();
    }
  });

  it("hot spot: regions carry opaque ids and neutral names; no content id, key or scene", async () => {
    const { qs } = await drawOne("hot_spot");
    for (const q of qs) {
      const { body } = await storedItem(q.id);
      const shown = JSON.stringify(q);
      for (const r of body.regions as { id: string }[]) expect(shown).not.toContain(`"${r.id}"`);
      expect(shown).not.toMatch(/"(answer|rationale|rationales|scene)":/);
      expect(q.item.regions.length).toBe((body.regions as unknown[]).length);
      expect(q.item.picture.svg).toMatch(/^</);
    }
  });

  it("graphic and exhibit: options without keys or rationales; graphic pictures without their params", async () => {
    for (const type of ["graphic", "exhibit"]) {
      const { qs } = await drawOne(type);
      for (const q of qs) {
        const shown = JSON.stringify(q);
        expect(shown).not.toMatch(/"(correct|rationale|scene|rhythm|stage|view|state)":|"correctAnswer":"/);
        expect(q.item.options.length).toBeGreaterThanOrEqual(4);
        if (type === "exhibit") expect(q.item.chart.length).toBeGreaterThan(0);
      }
    }
  });
});

describe("POST /api/answers: calculation", () => {
  it.each([["abc"], ["2,5"], ["1.2.3"], [""]])(
    "value %j is a 400 naming the problem, and nothing is stored",
    async (value) => {
      const { browser, username, qs } = await drawOne("calculation");
      const before = await answersOf(username);
      const res = await browser.post("/api/answers", {
        questionId: qs[0].id,
        timeSpent: 5,
        sessionId: null,
        response: { value },
      });
      expect(res.status).toBe(400);
      expect((await json(res)).message).toContain("not a number");
      expect(await answersOf(username)).toBe(before);
    },
  );

  it("a wrong rounding scores 0 with the worked solution; the key scores 1; a common error gets its rationale", async () => {
    const { browser, qs } = await drawOne("calculation");
    const q = qs[0];
    const { body } = await storedItem(q.id);
    const answer = body.answer as string;
    const post = async (value: string) =>
      json(
        await browser.post("/api/answers", { questionId: q.id, timeSpent: 5, sessionId: null, response: { value } }),
      );
    const padded = await post(answer.includes(".") ? `${answer}0` : `${answer}.0`);
    expect(padded).toMatchObject({ points: 0, maxPoints: 1, correctResponse: { value: answer } });
    expect(padded.feedback.solution).toEqual(body.solution);
    expect(padded.feedback.notes.join(" ")).toContain("trailing zero");
    const common = (body.commonErrors as { value: string; rationale: string }[])[0];
    expect((await post(common.value)).feedback.commonError).toEqual(common);
    const right = await post(answer);
    expect(right).toMatchObject({ points: 1, isCorrect: true, response: { value: answer } });
  });
});

describe("POST /api/answers: hot spot", () => {
  it("the reply keys the draw's own region ids; another region scores 0; an unknown region is a 400", async () => {
    const { browser, username, qs } = await drawOne("hot_spot");
    const q = qs[0];
    const ids = (q.item.regions as { id: string }[]).map((r) => r.id);
    const post = (regions: string[]) =>
      browser.post("/api/answers", {
        questionId: q.id,
        timeSpent: 5,
        sessionId: null,
        drawKey: q.drawKey,
        response: { regions },
      });
    const before = await answersOf(username);
    const bad = await post(["mitral"]);
    expect(bad.status).toBe(400);
    expect(await answersOf(username)).toBe(before);
    const first = await json(await post(ids.slice(0, q.item.select)));
    const key = first.correctResponse.regions as string[];
    expect(key.every((k) => ids.includes(k))).toBe(true);
    const other = ids.filter((i) => !key.includes(i)).slice(0, q.item.select);
    expect((await json(await post(other))).points).toBe(0);
    expect(await json(await post(key))).toMatchObject({ points: 1, maxPoints: 1, isCorrect: true });
  });
});
