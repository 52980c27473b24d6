// The case-study API against the seeded bank: the list, one case with its items
// in step order and the chart as it stands at each item, no keys anywhere, the
// 404s, answers that record the case and step, case sessions, the best score,
// the Full Test's case, the step drill, and trend items' charts.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { Browser, json, signedIn } from "./helpers";
import { answerFields, caseDrawKeyFor } from "./answer-helpers";
import { STEP_NAMES } from "../../lib/cases/steps";

interface Entry {
  id: string;
  from: number;
}
type Tab = { tab: string; entries: (Entry & Record<string, unknown>)[] };

const storedCase = (id: number) =>
  env.DB.prepare("SELECT chart, pool, category_id AS categoryId FROM case_studies WHERE id = ?")
    .bind(id)
    .first<{ chart: string; pool: string; categoryId: number }>();
/** Every rationale and explanation of the case's items, as stored: none may be in what is sent before answering. */
async function secretsOf(caseId: number): Promise<string[]> {
  const { results } = await env.DB.prepare("SELECT body, explanation, options FROM questions WHERE case_id = ?")
    .bind(caseId)
    .all<{ body: string; explanation: string }>();
  const texts: string[] = [];
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === "object")
      for (const [k, x] of Object.entries(v)) k === "rationale" && typeof x === "string" ? texts.push(x) : walk(x);
  };
  for (const r of results) (walk(JSON.parse(r.body)), texts.push(r.explanation));
  return texts;
}

describe("GET /api/case-studies", () => {
  it("lists every practice case with exactly its id, title, category and item count; readiness cases are not listed", async () => {
    const list = await json(await new Browser().fetch("/api/case-studies"));
    expect(list.length).toBeGreaterThanOrEqual(36);
    for (const c of list) {
      expect(Object.keys(c).sort()).toEqual(["categoryId", "id", "itemCount", "title"]);
      expect(c.itemCount).toBe(6);
    }
    const { n } = (await env.DB.prepare(
      "SELECT count(*) AS n FROM case_studies WHERE active = 1 AND pool = 'practice'",
    ).first<{ n: number }>())!;
    expect(list).toHaveLength(n);
    const readiness = await env.DB.prepare("SELECT id FROM case_studies WHERE pool = 'readiness'").all<{
      id: number;
    }>();
    expect(readiness.results.length).toBeGreaterThanOrEqual(12);
    for (const r of readiness.results) expect(list.find((c: { id: number }) => c.id === r.id)).toBeUndefined();
    for (let categoryId = 1; categoryId <= 12; categoryId++) {
      const mine = await json(await new Browser().fetch(`/api/case-studies?categoryId=${categoryId}`));
      expect(mine.length, `category ${categoryId}`).toBeGreaterThanOrEqual(3);
      expect(mine.every((c: { categoryId: number }) => c.categoryId === categoryId)).toBe(true);
    }
    const bad = await new Browser().fetch("/api/case-studies?categoryId=abc");
    expect(bad.status).toBe(400);
    expect(typeof (await json(bad)).message).toBe("string");
  });
});

describe("GET /api/case-studies/:id", () => {
  it("returns the case with six items in step order, each with the chart as it stands at that item and no keys", async () => {
    const [first] = await json(await new Browser().fetch("/api/case-studies"));
    const res = await new Browser().fetch(`/api/case-studies/${first.id}`);
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body).toMatchObject({
      id: first.id,
      title: first.title,
      categoryId: first.categoryId,
      client: {
        age: expect.any(String),
        sex: expect.any(String),
        setting: expect.any(String),
        reason: expect.any(String),
      },
    });
    expect(body.items.map((i: { step: number }) => i.step)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(body.items.map((i: { stepName: string }) => i.stepName)).toEqual([...STEP_NAMES]);
    const chart = JSON.parse((await storedCase(first.id))!.chart) as Tab[];
    for (const item of body.items) {
      expect(item).toMatchObject({
        id: expect.any(Number),
        type: expect.any(String),
        maxPoints: expect.any(Number),
        content: expect.any(String),
      });
      expect(item.type).not.toBe("single");
      expect(item.correctAnswer).toBeNull();
      expect(item.explanation).toBeNull();
      // The chart at this item: exactly the entries first shown at or before it, those of this item marked new.
      const shown = (item.chart as Tab[]).flatMap((t) => t.entries.map((e) => `${e.id}${e.isNew ? "*" : ""}`)).sort();
      const expected = chart
        .flatMap((t) =>
          t.entries
            .filter((e) => e.from <= item.step)
            .map((e) => `${e.id}${e.from === item.step && item.step > 1 ? "*" : ""}`),
        )
        .sort();
      expect(shown, `step ${item.step}`).toEqual(expected);
      expect(JSON.stringify(item.chart)).not.toContain('"from"');
    }
    const sent = JSON.stringify(body);
    for (const secret of await secretsOf(first.id)) expect(sent).not.toContain(secret);
    expect(sent).not.toMatch(/"correct":|"answer":|"answers":|"correctResponse"/);
  });

  it("answers an unknown, malformed or readiness-only id with a JSON 404", async () => {
    const readiness = (await env.DB.prepare("SELECT id FROM case_studies WHERE pool = 'readiness' LIMIT 1").first<{
      id: number;
    }>())!;
    for (const id of ["999999", "0", "-1", "abc", "1.5", "ms-case-01", String(readiness.id), "99999999999999999999"]) {
      const res = await new Browser().fetch(`/api/case-studies/${id}`);
      expect(res.status, id).toBe(404);
      expect(await json(res), id).toEqual({ message: "Case study not found" });
    }
  });

  it("reads a bounded number of rows to open a case, however large the bank", async () => {
    const [first] = await json(await new Browser().fetch("/api/case-studies"));
    const rows = async () => {
      const res = await new Browser().fetch(`/api/case-studies/${first.id}`);
      await res.arrayBuffer();
      return Number(res.headers.get("X-D1-Rows-Read"));
    };
    const small = await rows();
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 2000)
       INSERT INTO case_studies (code, category_id, title, client, chart, item_count, max_points, difficulty) SELECT 'gen-case-' || i, (i % 12) + 1, 'Generated case ' || i, '{}', '[]', 6, 6, 0 FROM n`,
    ).run();
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 12000)
       INSERT INTO questions (code, category_id, type, family, client_need, difficulty, content, options, correct_answer, explanation, rand_key, pool, case_id, case_step)
       SELECT 'gen-ci' || i, 1, 'sata', 'sata', 'Management of Care', 3, 'Generated', '[]', '[]', 'Generated.', abs(random()) % 2147483648, 'case',
              (SELECT id FROM case_studies WHERE code = 'gen-case-' || ((i - 1) / 6 + 1)), ((i - 1) % 6) + 1 FROM n`,
    ).run();
    const large = await rows();
    console.log(
      `rows read opening a case: ${small} with the seeded bank, ${large} with 2,000 more cases and 12,000 more case items`,
    );
    expect(large).toBeLessThanOrEqual(small + 2);
    expect(large).toBeLessThan(40);
    // The generated cases would list before the real ones: the other tests here use the seeded bank.
    await env.DB.batch([
      env.DB.prepare("DELETE FROM questions WHERE code LIKE 'gen-ci%'"),
      env.DB.prepare("DELETE FROM case_studies WHERE code LIKE 'gen-case-%'"),
    ]);
  });
});

describe("answering a case", () => {
  it("runs a case session: its six items only, each answer recording the case and step, the points by step and format, and the best score", async () => {
    const { browser, username } = await signedIn();
    const [first] = await json(await browser.fetch("/api/case-studies"));
    const caseKey = await caseDrawKeyFor(first.id, username);
    const created = await browser.post("/api/sessions", {
      sessionType: "practice",
      totalQuestions: 6,
      correctAnswers: 0,
      timeLimit: null,
      categoryId: null,
      caseId: first.id,
    });
    expect(created.status).toBe(201);
    const session = await json(created);
    expect(session).toMatchObject({ totalQuestions: 6, categoryId: first.categoryId });
    const { items } = await json(await browser.fetch(`/api/case-studies/${first.id}`));
    // A question outside the case is refused in its session.
    const other = (await env.DB.prepare(
      "SELECT id FROM questions WHERE pool = 'practice' AND type = 'single' LIMIT 1",
    ).first<{ id: number }>())!;
    const stray = await browser.post("/api/answers", {
      questionId: other.id,
      ...(await answerFields(other.id, true)),
      timeSpent: 5,
      sessionId: session.id,
    });
    expect(stray.status).toBe(409);
    let points = 0;
    for (const item of items) {
      const right = item.step % 2 === 1;
      const res = await browser.post("/api/answers", {
        questionId: item.id,
        ...(await answerFields(item.id, right, caseKey)),
        timeSpent: 20,
        sessionId: session.id,
      });
      expect(res.status).toBe(201);
      const reply = await json(res);
      expect(reply).toMatchObject({ isCorrect: right, rationales: expect.any(Object) });
      points += reply.points;
      const row = await env.DB.prepare("SELECT case_id AS caseId, case_step AS caseStep FROM answers WHERE id = ?")
        .bind(reply.id)
        .first();
      expect(row).toEqual({ caseId: first.id, caseStep: item.step });
    }
    const steps = await env.DB.prepare(
      "SELECT step, total FROM user_step_stats WHERE user_id = (SELECT user_id FROM sessions WHERE id = ?) ORDER BY step",
    )
      .bind(session.id)
      .all();
    expect(steps.results).toEqual([1, 2, 3, 4, 5, 6].map((step) => ({ step, total: 1 })));
    const best = await env.DB.prepare("SELECT best_points AS best, max_points AS max FROM case_bests WHERE case_id = ?")
      .bind(first.id)
      .all<{ best: number; max: number }>();
    expect(best.results).toEqual([
      { best: points, max: items.reduce((s: number, i: { maxPoints: number }) => s + i.maxPoints, 0) },
    ]);
    // A worse second attempt keeps the best.
    const again = await json(
      await browser.post("/api/sessions", {
        sessionType: "practice",
        totalQuestions: 6,
        correctAnswers: 0,
        timeLimit: null,
        categoryId: null,
        caseId: first.id,
      }),
    );
    await browser.post("/api/answers", {
      questionId: items[0].id,
      ...(await answerFields(items[0].id, false, caseKey)),
      timeSpent: 20,
      sessionId: again.id,
    });
    expect(
      (await env.DB.prepare("SELECT best_points AS best FROM case_bests WHERE case_id = ?")
        .bind(first.id)
        .first<{ best: number }>())!.best,
    ).toBe(points);
    // Analytics and the CSV carry the step figures.
    const csv = await (await browser.fetch("/api/analytics/export.csv")).text();
    for (const name of STEP_NAMES) expect(csv).toContain(name);
  });

  it("refuses a case session for an unknown or readiness case with 404, creating nothing", async () => {
    const { browser } = await signedIn();
    const readiness = (await env.DB.prepare("SELECT id FROM case_studies WHERE pool = 'readiness' LIMIT 1").first<{
      id: number;
    }>())!;
    const before = (await env.DB.prepare("SELECT count(*) AS n FROM sessions").first<{ n: number }>())!.n;
    for (const caseId of [999999, readiness.id]) {
      const res = await browser.post("/api/sessions", {
        sessionType: "practice",
        totalQuestions: 6,
        correctAnswers: 0,
        timeLimit: null,
        categoryId: null,
        caseId,
      });
      expect(res.status).toBe(404);
      expect(await json(res)).toEqual({ message: "Case study not found" });
    }
    expect((await env.DB.prepare("SELECT count(*) AS n FROM sessions").first<{ n: number }>())!.n).toBe(before);
  });

  it("seals a readiness case's items from practice answers", async () => {
    const { browser } = await signedIn();
    const q = (await env.DB.prepare("SELECT id FROM questions WHERE pool = 'readiness_case' LIMIT 1").first<{
      id: number;
    }>())!;
    const res = await browser.post("/api/answers", {
      questionId: q.id,
      ...(await answerFields(q.id, true)),
      timeSpent: 5,
      sessionId: null,
    });
    expect(res.status).toBe(409);
  });
});

describe("cases elsewhere", () => {
  it("puts one practice case, six items in step order with their charts, into a Full Test and none into shorter tests", async () => {
    const { browser } = await signedIn();
    for (const total of [75, 50]) {
      const session = await json(
        await browser.post("/api/sessions", {
          sessionType: "timed",
          totalQuestions: total,
          correctAnswers: 0,
          timeLimit: total,
          categoryId: null,
        }),
      );
      const questions = await json(
        await browser.fetch(`/api/questions/random?sessionId=${session.id}&mode=timed&count=${total}`),
      );
      expect(questions).toHaveLength(total);
      const caseItems = questions
        .map((q: { case?: { id: number; step: number } }, i: number) => ({ i, c: q.case }))
        .filter((x: { c?: unknown }) => x.c);
      if (total < 75) {
        expect(caseItems).toEqual([]);
        continue;
      }
      expect(caseItems.map((x: { c: { step: number } }) => x.c.step)).toEqual([1, 2, 3, 4, 5, 6]);
      expect(new Set(caseItems.map((x: { c: { id: number } }) => x.c.id)).size).toBe(1);
      expect(caseItems.map((x: { i: number }) => x.i - caseItems[0].i)).toEqual([0, 1, 2, 3, 4, 5]);
      expect((await storedCase(caseItems[0].c.id))!.pool).toBe("practice");
      for (const q of questions) if (q.type !== "single") expect(q.correctAnswer).toBeNull();
    }
  });

  it("drills one clinical-judgment step: case items of that step only, each with its case's chart at that step", async () => {
    const { browser } = await signedIn();
    const items = await json(await browser.fetch("/api/questions/random?step=3&count=8"));
    expect(items).toHaveLength(8);
    for (const q of items) {
      expect(q.case).toMatchObject({ step: 3, stepName: "Prioritize hypotheses", chart: expect.any(Array) });
      const pool = (await env.DB.prepare("SELECT pool, case_step AS step FROM questions WHERE id = ?")
        .bind(q.id)
        .first())!;
      expect(pool).toEqual({ pool: "case", step: 3 });
    }
    expect(new Set(items.map((q: { case: { id: number } }) => q.case.id)).size).toBe(8);
    const bad = await browser.fetch("/api/questions/random?step=7");
    expect(bad.status).toBe(400);
  });

  it("shows a trend item's chart with its item, before answering", async () => {
    const q = (await env.DB.prepare(
      "SELECT id FROM questions WHERE active = 1 AND pool = 'practice' AND json_extract(display, '$.chart') IS NOT NULL LIMIT 1",
    ).first<{ id: number }>())!;
    expect(q).toBeTruthy();
    const { type } = (await env.DB.prepare("SELECT type FROM questions WHERE id = ?")
      .bind(q.id)
      .first<{ type: string }>())!;
    const { browser } = await signedIn();
    const drawn = await json(await browser.fetch(`/api/questions/random?type=${type}&count=100`));
    const trend = drawn.find((x: { item: { chart?: unknown } }) => x.item?.chart);
    expect(
      trend.item.chart.some(
        (t: { entries: { values?: unknown[] }[] }) => t.entries.filter((e) => e.values).length >= 2,
      ),
    ).toBe(true);
  });
});
