// The test builder's filters (issue 27) on GET /api/questions/random, a
// session's draw and GET /api/questions/counts, for a student with a known
// history: each question mode draws exactly its set, the counts equal the
// draws, filters combine, unknown values get 400, the readiness pool is never
// counted or drawn, and a late-synced older answer never overrides a newer one.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { Browser, json, signedIn } from "./helpers";
import { answerFields } from "./answer-helpers";

const rows = async <T>(sql: string, ...binds: unknown[]) =>
  (
    await env.DB.prepare(sql)
      .bind(...binds)
      .all<T>()
  ).results;

const START = Date.now() - 3_600_000;
const at = (minute: number) => ({ "X-Test-Now": String(START + minute * 60_000) });

async function answer(
  b: Browser,
  questionId: number,
  right: boolean,
  minute: number,
  offline?: { answeredAt: number },
) {
  const res = await b.fetch("/api/answers", {
    method: "POST",
    headers: at(minute),
    json: {
      questionId,
      ...(await answerFields(questionId, right)),
      timeSpent: 20,
      sessionId: null,
      ...(offline ? { clientAnswerId: crypto.randomUUID(), answeredAt: offline.answeredAt } : {}),
    },
  });
  expect(res.status, await res.clone().text()).toBe(201);
}

const flag = async (b: Browser, questionId: number, minute: number) =>
  expect((await b.fetch(`/api/flags/${questionId}`, { method: "PUT", headers: at(minute) })).status).toBe(200);

const drawIds = async (b: Browser, query: string) => {
  const res = await b.fetch(`/api/questions/random?${query.includes("count=") ? "" : "count=100&"}${query}`, {
    headers: at(100),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await json(res)) as { id: number }[]).map((q) => q.id).sort((x, y) => x - y);
};
const sorted = (ids: number[]) => [...ids].sort((x, y) => x - y);

describe("question modes, needs and systems", () => {
  let b: Browser;
  let bank: number[]; // the practice questions of one category and system (fewer than 100: a draw of 100 takes them all)
  let category: number;
  let system: string;
  let q: number[];

  beforeAll(async () => {
    [{ category, system }] = await rows<{ category: number; system: string }>(
      `SELECT category_id AS category, system FROM questions WHERE active = 1 AND pool = 'practice' AND system IS NOT NULL
        GROUP BY 1, 2 HAVING count(*) BETWEEN 15 AND 60 ORDER BY count(*) LIMIT 1`,
    );
    bank = (
      await rows<{ id: number }>(
        "SELECT id FROM questions WHERE active = 1 AND pool = 'practice' AND category_id = ? AND system = ? ORDER BY id",
        category,
        system,
      )
    ).map((r) => r.id);
    q = bank.slice(0, 6);
    ({ browser: b } = await signedIn());
    await answer(b, q[0], true, 1); // correct
    await answer(b, q[1], false, 2); // incorrect, and flagged below
    await answer(b, q[2], false, 3);
    await answer(b, q[2], true, 4); // wrong, then right: correct
    await answer(b, q[3], true, 5);
    await answer(b, q[3], false, 6); // right, then wrong: incorrect
    // Synced late from the outbox: answered before the right answer at minute 1, so it does not decide.
    await answer(b, q[0], false, 7, { answeredAt: START + 30_000 });
    await flag(b, q[1], 8);
    await flag(b, q[4], 9); // flagged, never answered
    await flag(b, q[4], 10); // idempotent
  });

  const filters = () => `categoryId=${category}&system=${system}`;
  const expected = () => ({
    unused: bank.filter((id) => ![q[0], q[1], q[2], q[3]].includes(id)),
    incorrect: sorted([q[1], q[3]]),
    correct: sorted([q[0], q[2]]),
    flagged: sorted([q[1], q[4]]),
  });

  it("draws exactly each mode's set, with no holding back of recent answers", async () => {
    for (const [status, ids] of Object.entries(expected()))
      expect(await drawIds(b, `${filters()}&status=${status}`), status).toEqual(ids);
    // A union of modes, and a timed draw (no keys) of the same.
    const union = sorted([...new Set([...expected().incorrect, ...expected().flagged])]);
    expect(await drawIds(b, `${filters()}&status=incorrect,flagged`)).toEqual(union);
    expect(await drawIds(b, `${filters()}&status=flagged,incorrect&mode=timed`)).toEqual(union);
    // A smaller count takes that many from the set.
    const few = await drawIds(b, `${filters()}&status=unused&count=3`);
    expect(few).toHaveLength(3);
  });

  it("counts what the draws draw", async () => {
    const counts = async (query: string) => {
      const res = await b.fetch(`/api/questions/counts?${query}`, { headers: at(100) });
      expect(res.status, await res.clone().text()).toBe(200);
      expect(Number(res.headers.get("X-D1-Round-Trips"))).toBeLessThanOrEqual(2);
      return json(res);
    };
    const e = expected();
    expect(await counts(filters())).toEqual({
      total: bank.length,
      unused: e.unused.length,
      incorrect: 2,
      flagged: 2,
      correct: 2,
    });
    for (const status of ["unused", "incorrect", "flagged", "correct", "incorrect,flagged", "unused,correct"])
      expect((await counts(`${filters()}&status=${status}`)).total, status).toBe(
        (await drawIds(b, `${filters()}&status=${status}`)).length,
      );
    // Another student sees the bank as unused.
    const other = await signedIn();
    expect(await json(await other.browser.fetch(`/api/questions/counts?${filters()}`))).toEqual({
      total: bank.length,
      unused: bank.length,
      incorrect: 0,
      flagged: 0,
      correct: 0,
    });
  });

  it("combines modes with client needs, formats, levels and the category", async () => {
    const [{ need }] = await rows<{ need: string }>("SELECT client_need AS need FROM questions WHERE id = ?", q[1]);
    const inNeed = (
      await rows<{ id: number }>(
        `SELECT id FROM questions WHERE id IN (${bank.join(",")}) AND client_need = ? ORDER BY id`,
        need,
      )
    ).map((r) => r.id);
    const query = `${filters()}&clientNeed=${encodeURIComponent(need)}`;
    expect(await drawIds(b, `${query}&status=incorrect`)).toEqual(
      expected().incorrect.filter((id) => inNeed.includes(id)),
    );
    expect(await drawIds(b, query)).toEqual(inNeed); // no mode: every question of the need (fewer than 100)
    const [{ type, difficulty }] = await rows<{ type: string; difficulty: number }>(
      "SELECT type, difficulty FROM questions WHERE id = ?",
      q[3],
    );
    const level = difficulty <= 2 ? "easy" : difficulty === 3 ? "medium" : "hard";
    const drawn = await drawIds(b, `${filters()}&status=incorrect,correct&type=${type}&difficulty=${level}`);
    expect(drawn).toContain(q[3]);
    const kinds = await rows<{ type: string; difficulty: number }>(
      `SELECT DISTINCT type, difficulty FROM questions WHERE id IN (${drawn.join(",")})`,
    );
    expect(
      kinds.every(
        (k) =>
          k.type === type &&
          (level === "easy" ? k.difficulty <= 2 : level === "hard" ? k.difficulty >= 4 : k.difficulty === 3),
      ),
    ).toBe(true);
    // Several needs and systems: every question drawn is of one of them.
    const wide = await drawIds(
      b,
      "status=unused&system=cardiovascular,respiratory&clientNeed=Physiological%20Adaptation,Management%20of%20Care&count=60",
    );
    const found = await rows<{ system: string; need: string; pool: string }>(
      `SELECT DISTINCT system, client_need AS need, pool FROM questions WHERE id IN (${wide.join(",")})`,
    );
    expect(found.length).toBeGreaterThan(0);
    for (const f of found) {
      expect(["cardiovascular", "respiratory"]).toContain(f.system);
      expect(["Physiological Adaptation", "Management of Care"]).toContain(f.need);
      expect(f.pool).toBe("practice");
    }
  });

  it("keeps a session's filters for its draw, whatever the draw's query says", async () => {
    const session = await json(
      await b.post(
        "/api/sessions",
        {
          sessionType: "timed",
          totalQuestions: 10,
          timeLimit: 10,
          categoryId: category,
          status: ["incorrect", "flagged"],
          system,
        },
        { headers: at(100) },
      ),
    );
    expect(session.id).toBeGreaterThan(0);
    const res = await b.fetch(`/api/questions/random?sessionId=${session.id}&status=correct`, { headers: at(100) });
    expect(res.status).toBe(200);
    const drawn = (await json(res)) as { id: number; correctAnswer?: unknown }[];
    expect(sorted(drawn.map((x) => x.id))).toEqual(
      sorted([...new Set([...expected().incorrect, ...expected().flagged])]),
    );
    const [{ total }] = await rows<{ total: number }>(
      "SELECT total_questions AS total FROM sessions WHERE id = ?",
      session.id,
    );
    expect(total).toBe(drawn.length); // the session is the size of what was drawn
    // A practice session without filters draws as before.
    const plain = await json(
      await b.post("/api/sessions", { sessionType: "practice", totalQuestions: 5, categoryId: category }),
    );
    expect(await json(await b.fetch(`/api/questions/random?sessionId=${plain.id}`))).toHaveLength(5);
  });

  it("refuses unknown values with 400 and a message", async () => {
    const bad = [
      "status=unused,seen",
      "status=",
      "clientNeed=Cardiology",
      "system=heart",
      "system=cardiovascular,,liver",
    ];
    for (const query of bad)
      for (const path of ["/api/questions/random", "/api/questions/counts"]) {
        const res = await b.fetch(`${path}?${query}`);
        expect(res.status, `${path}?${query}`).toBe(400);
        expect((await json(res)).message).toMatch(/^(status|clientNeed|system): .+ must be a comma-separated list of/);
      }
    const res = await b.post("/api/sessions", { sessionType: "practice", totalQuestions: 5, status: ["wrongish"] });
    expect(res.status).toBe(400);
    expect((await json(res)).message).toMatch(/status/);
    // A question mode is the student's own: a visitor may not ask for one, nor for counts.
    expect((await new Browser().fetch("/api/questions/random?status=unused")).status).toBe(401);
    expect((await new Browser().fetch("/api/questions/counts")).status).toBe(401);
    expect((await new Browser().fetch("/api/questions/random?system=renal-urinary&count=5")).status).toBe(200);
  });

  it("never counts or draws the readiness pool, flagged or not", async () => {
    const [{ id: sealed }] = await rows<{ id: number }>(
      "SELECT id FROM questions WHERE pool = 'readiness' AND active = 1 AND system IS NOT NULL LIMIT 1",
    );
    const [{ id: user }] = await rows<{ id: number }>(
      "SELECT user_id AS id FROM user_question_state WHERE question_id = ? ",
      q[1],
    );
    // As if an ended exam had opened it and the student had flagged and answered it.
    await env.DB.batch([
      env.DB.prepare("INSERT INTO flags (user_id, question_id, created_at) VALUES (?, ?, 1)").bind(user, sealed),
      env.DB.prepare(
        "INSERT INTO user_question_state (user_id, question_id, last_full_marks, answered_at) VALUES (?, ?, 0, 1)",
      ).bind(user, sealed),
    ]);
    const all = await json(await b.fetch("/api/questions/counts"));
    const [{ n }] = await rows<{ n: number }>(
      "SELECT count(*) AS n FROM questions WHERE active = 1 AND pool = 'practice'",
    );
    expect(all).toEqual({ total: n, unused: n - 4, incorrect: 2, flagged: 2, correct: 2 });
    for (const status of ["incorrect", "flagged"]) expect(await drawIds(b, `status=${status}`)).not.toContain(sealed);
  });
});
