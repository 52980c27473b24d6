// The NGN item-format API contract (issue 14), black-box through the worker:
// type and maxPoints on every question, the type filter and the default mix,
// full marks from correctResponse for every format, the +/- and 0/1 rules,
// and 400s for malformed responses with nothing stored.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { Browser, json, signedIn } from "./helpers";
import { answerFields, drawnItem, storedItem } from "./answer-helpers";
import { FORMAT_NAMES, familyOf, type FormatName } from "../../lib/formats/registry";

type Drawn = {
  id: number;
  type: FormatName;
  maxPoints: number;
  categoryId: number;
  correctAnswer: string | null;
  item: Record<string, unknown> | null;
  drawKey: string;
};
/** The item's body as this draw shows it (its own opaque element ids), keys included. */
const drawnBodyOf = async (q: Drawn) => {
  const { type, body } = await storedItem(q.id);
  return (await drawnItem(type as FormatName, body, q.drawKey, q.id)).body as Record<string, unknown>;
};
const draw = async (b: Browser, query: string): Promise<Drawn[]> => {
  const res = await b.fetch(`/api/questions/random?${query}`);
  expect(res.status, query).toBe(200);
  return json(res);
};
const post = (b: Browser, body: Record<string, unknown>) =>
  b.post("/api/answers", { timeSpent: 5, sessionId: null, ...body });
const answersOf = async (username: string) =>
  (await env.DB.prepare(
    "SELECT count(*) AS n, coalesce(sum(s.total), 0) AS t FROM answers a JOIN users u ON u.id = a.user_id LEFT JOIN user_category_stats s ON s.user_id = u.id WHERE u.username = ?",
  )
    .bind(username)
    .first<{ n: number; t: number }>())!;

describe("question objects and the type filter", () => {
  it.each(FORMAT_NAMES)("type=%s draws only that format, with type and maxPoints and no NGN key", async (type) => {
    const qs = await draw(new Browser(), `type=${type}&count=5`);
    expect(qs.length).toBeGreaterThan(0);
    for (const q of qs) {
      expect(q.type).toBe(type);
      expect(q.maxPoints).toBeGreaterThanOrEqual(1);
      if (type !== "single") {
        expect(q.correctAnswer).toBeNull();
        expect(JSON.stringify(q)).not.toMatch(/"(correct|answer|answers|rationale|rationales|links|correctResponse)":/);
      }
    }
    // With a category, a level and a count: still only that format, from that category.
    const [one] = qs;
    for (const q of await draw(new Browser(), `type=${type}&categoryId=${one.categoryId}&difficulty=mixed&count=3`))
      expect([q.type, q.categoryId]).toEqual([type, one.categoryId]);
  });

  it("type=ngn draws every format but multiple choice and select-all; an unknown type is a 400", async () => {
    const qs = await draw(new Browser(), "type=ngn&count=40");
    expect(qs).toHaveLength(40);
    expect(qs.every((q) => familyOf(q.type) === "ngn")).toBe(true);
    expect(new Set(qs.map((q) => q.type)).size).toBeGreaterThan(5);
    const bad = await new Browser().fetch("/api/questions/random?type=essay");
    expect(bad.status).toBe(400);
    expect((await json(bad)).message).toMatch(/type must be one of single, sata/);
  });

  it.each(["practice", "timed"])("a %s draw without type mixes formats, multiple choice the majority", async (mode) => {
    const qs = await draw(new Browser(), `count=100&mode=${mode}`);
    const share = (f: string) => qs.filter((q) => familyOf(q.type) === f).length;
    expect(qs).toHaveLength(100);
    expect([share("single"), share("sata"), share("ngn")]).toEqual([60, 25, 15]);
  });
});

describe("POST /api/answers for every format", () => {
  it.each(FORMAT_NAMES)(
    "%s: a wrong response is graded short of full marks; posting correctResponse back earns full marks",
    async (type) => {
      const { browser } = await signedIn();
      const [q] = await draw(browser, `type=${type}&count=1`);
      const wrong = await post(browser, { questionId: q.id, ...(await answerFields(q.id, false, q.drawKey)) });
      expect(wrong.status).toBe(201);
      const graded = await json(wrong);
      expect(graded).toMatchObject({
        questionId: q.id,
        type,
        maxPoints: q.maxPoints,
        isCorrect: false,
        rule: expect.any(String),
        ruleSentence: expect.any(String),
        explanation: expect.any(String),
      });
      expect(graded.points).toBeLessThan(q.maxPoints);
      expect(graded.breakdown.units.reduce((s: number, u: { points: number }) => s + u.points, 0)).toBe(graded.points);
      expect(Object.keys(graded.rationales).length).toBeGreaterThanOrEqual(2);
      const right = await json(
        await post(browser, { questionId: q.id, response: graded.correctResponse, drawKey: q.drawKey }),
      );
      expect(right).toMatchObject({
        points: q.maxPoints,
        maxPoints: q.maxPoints,
        isCorrect: true,
        correctResponse: graded.correctResponse,
      });
      const stored = await env.DB.prepare("SELECT response, points, max_points AS m FROM answers WHERE id = ?")
        .bind(right.id)
        .first<{ response: string; points: number; m: number }>();
      // Stored in the item's content ids, whatever ids the draw showed.
      const { body } = await storedItem(q.id);
      const drawn = await drawnItem(type, body, q.drawKey, q.id);
      expect([JSON.parse(stored!.response), stored!.points, stored!.m]).toEqual([
        drawn.toContent(graded.correctResponse),
        q.maxPoints,
        q.maxPoints,
      ]);
    },
  );

  it("select all that apply: +1 per right pick, −1 per wrong one, never below 0", async () => {
    const { browser } = await signedIn();
    const candidates = await draw(browser, "type=sata&count=30");
    let tested = 0;
    for (const q of candidates) {
      const body = await drawnBodyOf(q);
      const options = body.options as { label: string; correct: boolean }[];
      const keyed = options.filter((o) => o.correct).map((o) => o.label);
      const unkeyed = options.filter((o) => !o.correct).map((o) => o.label);
      if (keyed.length < 2 || unkeyed.length < 2) continue;
      const points = async (response: string[]) =>
        (await json(await post(browser, { questionId: q.id, response, drawKey: q.drawKey }))).points;
      expect(await points([keyed[0], keyed[1], unkeyed[0]])).toBe(1);
      expect(await points([keyed[0], unkeyed[0]])).toBe(0);
      expect(await points([keyed[0], unkeyed[0], unkeyed[1]])).toBe(0); // 1 − 2, floored
      expect(await points(keyed)).toBe(keyed.length);
      if (++tested === 3) break;
    }
    expect(tested).toBe(3);
  });

  it("select N: 0/1 per pick with no penalty for a wrong one", async () => {
    const { browser } = await signedIn();
    const [q] = await draw(browser, "type=select_n&count=1");
    const body = await drawnBodyOf(q);
    const options = body.options as { label: string; correct: boolean }[];
    const n = body.select as number;
    const keyed = options.filter((o) => o.correct).map((o) => o.label);
    const unkeyed = options.filter((o) => !o.correct).map((o) => o.label);
    const res = await json(
      await post(browser, { questionId: q.id, response: [...keyed.slice(0, n - 1), unkeyed[0]], drawKey: q.drawKey }),
    );
    expect([res.points, res.maxPoints, res.rule]).toEqual([n - 1, n, "zero-one"]);
  });

  it("refuses malformed responses with a 400 naming the problem, storing nothing", async () => {
    const { browser, username } = await signedIn();
    const one = async (type: FormatName) => (await draw(browser, `type=${type}&count=1`))[0];
    const sata = await one("sata");
    const selectN = await one("select_n");
    const selectNBody = (await drawnBodyOf(selectN)) as { select: number; options: { label: string }[] };
    const cloze = await one("dropdown_cloze");
    const clozeBlanks = (await drawnBodyOf(cloze)).blanks as { id: string; answer: string }[];
    const matrix = await one("matrix_mc");
    const matrixRows = (await drawnBodyOf(matrix)).rows as { id: string; answer: string }[];
    const bowtie = await one("bowtie");
    const keyOf = new Map([sata, selectN, cloze, matrix, bowtie].map((q) => [q.id, q.drawKey]));
    const cases: [number, unknown, RegExp][] = [
      [sata.id, ["A", "Z"], /response\.1: unknown option/],
      [sata.id, [], /choose at least 1 option/],
      [sata.id, "A", /list of options/],
      [
        selectN.id,
        selectNBody.options.slice(0, selectNBody.select + 1).map((o) => o.label),
        new RegExp(`choose exactly ${selectNBody.select} options`),
      ],
      [
        cloze.id,
        Object.fromEntries(clozeBlanks.slice(1).map((b) => [b.id, b.answer])),
        new RegExp(`blank '${clozeBlanks[0].id}' is left out`),
      ],
      [
        matrix.id,
        { ...Object.fromEntries(matrixRows.map((r) => [r.id, r.answer])), r99: matrixRows[0].answer },
        /no row 'r99'/,
      ],
      [bowtie.id, { actions: ["x"], condition: "y" }, /response\.(actions|parameters)/],
      [sata.id, undefined, /response is required/],
    ];
    const before = await answersOf(username);
    for (const [questionId, response, message] of cases) {
      const res = await post(browser, { questionId, response, drawKey: keyOf.get(questionId) });
      expect(res.status, JSON.stringify(response)).toBe(400);
      expect((await json(res)).message).toMatch(message);
    }
    expect(await answersOf(username)).toEqual(before);
  });
});
