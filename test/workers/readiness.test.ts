import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { Browser, json, signedIn } from "./helpers";
import { answerFields } from "./answer-helpers";
import { familyOf, type FormatName } from "../../lib/formats/names";

// "points" as a score (a hot-spot polygon's "points" are its corners: [[x, y], ...]).
const KEY_FIELDS = /"(correctAnswer|correctResponse|rationales?|explanation|isCorrect)":|"points":(?!\[\[)/;

/** The points the server gave the exam's latest answer (never in its reply before the end), and the estimate after it. */
const lastPoints = async (examId: number) =>
  (await env.DB.prepare(
    "SELECT i.points, i.max_points AS max, e.theta FROM readiness_items i JOIN readiness_exams e ON e.id = i.exam_id WHERE i.exam_id = ? ORDER BY i.position DESC LIMIT 1",
  )
    .bind(examId)
    .first<{ points: number; max: number; theta: number }>())!;

/**
 * Runs an exam to its end; `rightWhen(answered, points, possible)` decides whether each answer earns full marks
 * (else it is the format's lowest-scoring response). Returns every response body.
 */
async function run(
  b: Browser,
  rightWhen: (answered: number, points: number, possible: number, theta: number) => boolean,
) {
  const start = await b.post("/api/readiness-exams", {});
  expect(start.status).toBe(201);
  let view = await json(start);
  const bodies = [view];
  let [points, possible, theta] = [0, 0, 0];
  while (view.status === "active") {
    const right = rightWhen(view.answered, points, possible, theta);
    const res = await b.post(`/api/readiness-exams/${view.id}/answers`, {
      questionId: view.item.questionId,
      ...(await answerFields(view.item.questionId, right, `e${view.id}`)),
    });
    expect(res.status).toBe(200);
    const scored = await lastPoints(view.id);
    [points, possible, theta] = [points + scored.points, possible + scored.max, scored.theta];
    view = await json(res);
    bodies.push(view);
  }
  return bodies;
}

describe("readiness exam", () => {
  it("passes a strong candidate at the minimum by confidence, never sending keys before the end", async () => {
    const { browser } = await signedIn();
    const bodies = await run(browser, () => true);
    const report = bodies.at(-1);
    expect(report).toMatchObject({ status: "passed", reason: "confidence", answered: 85, correct: 85, standard: 0 });
    for (const body of bodies.slice(0, -1)) expect(JSON.stringify(body)).not.toMatch(KEY_FIELDS);
    expect(new Set(bodies.slice(0, -1).map((b) => b.item.questionId)).size).toBe(85);
    expect(report.review).toHaveLength(85);
    expect(report.review[0]).toMatchObject({
      position: 1,
      correctResponse: expect.anything(),
      rationales: expect.any(Object),
      explanation: expect.any(String),
      isCorrect: true,
    });
    expect(report.review.every((r: { points: number; maxPoints: number }) => r.points === r.maxPoints)).toBe(true);
    // Exactly three case studies, each its six items in step order at consecutive positions, the chart as it stands at each.
    const shown = bodies.slice(0, -1).map((b) => b.item);
    const cases = new Map<number, { position: number; step: number; chartEntries: number }[]>();
    for (const item of shown.filter((i) => i.case))
      cases.set(item.case.id, [
        ...(cases.get(item.case.id) ?? []),
        {
          position: item.position,
          step: item.case.step,
          chartEntries: item.case.chart.flatMap((t: { entries: unknown[] }) => t.entries).length,
        },
      ]);
    expect(cases.size).toBe(3);
    for (const steps of cases.values()) {
      expect(steps.map((s) => s.step)).toEqual([1, 2, 3, 4, 5, 6]);
      expect(steps.map((s) => s.position - steps[0].position)).toEqual([0, 1, 2, 3, 4, 5]);
      expect(steps.at(-1)!.chartEntries).toBeGreaterThan(steps[0].chartEntries); // the chart unfolded
    }
    const caseIds = [...cases.keys()].join(",");
    const { results: pools } = await env.DB.prepare(
      `SELECT DISTINCT pool FROM case_studies WHERE id IN (${caseIds})`,
    ).all<{ pool: string }>();
    expect(pools).toEqual([{ pool: "readiness" }]);
    // The stand-alone format families in the exam's share (lib/format-mix.ts): 60% multiple choice (with the
    // alternate formats of issue 28: calculation, hot spot, exhibit, graphic), 25% select-all, 15% other NGN.
    const standAlone = report.review.filter(
      (r: { questionId: number }) => !shown.find((i) => i.questionId === r.questionId)?.case,
    );
    expect(standAlone).toHaveLength(85 - 18);
    const share = (f: (t: string) => boolean) =>
      standAlone.filter((r: { type: string }) => f(r.type)).length / standAlone.length;
    expect(share((t) => familyOf(t as FormatName) === "single")).toBeCloseTo(0.6, 1);
    expect(share((t) => familyOf(t as FormatName) === "sata")).toBeCloseTo(0.25, 1);
    expect(share((t) => familyOf(t as FormatName) === "ngn")).toBeCloseTo(0.15, 1);
    expect(report.points).toBe(report.possible);
    expect(report.possible).toBeGreaterThan(85);
    expect(report.areas).toHaveLength(8);
    // Content balance: every area's share of the 85 items lies in its NCLEX-RN test-plan range.
    const plan: Record<string, [number, number]> = {
      "Management of Care": [15, 21],
      "Safety and Infection Control": [10, 16],
      "Health Promotion and Maintenance": [6, 12],
      "Psychosocial Integrity": [6, 12],
      "Basic Care and Comfort": [6, 12],
      "Pharmacological and Parenteral Therapies": [13, 19],
      "Reduction of Risk Potential": [9, 15],
      "Physiological Adaptation": [11, 17],
    };
    for (const a of report.areas) {
      const share = (100 * a.answered) / 85;
      expect(share, a.area).toBeGreaterThanOrEqual(plan[a.area][0]);
      expect(share, a.area).toBeLessThanOrEqual(plan[a.area][1]);
    }
    // The exam's answers count as the student's practice too.
    const stats = await env.DB.prepare(
      "SELECT sum(s.total) AS n FROM user_category_stats s JOIN readiness_exams e ON e.user_id = s.user_id WHERE e.id = ?",
    )
      .bind(report.id)
      .first<{ n: number }>();
    expect(stats!.n).toBe(85);
  });

  it("fails a weak candidate at the minimum by confidence", async () => {
    const { browser } = await signedIn();
    const report = (await run(browser, () => false)).at(-1);
    expect(report).toMatchObject({ status: "failed", reason: "confidence", answered: 85, correct: 0 });
    expect(report.areas.every((a: { level: string }) => a.level !== "Above")).toBe(true);
  });

  it("decides by the final estimate at 150 items for a candidate at the standard", async () => {
    const { browser } = await signedIn();
    // At the standard: full marks whenever the estimate is below it, the lowest-scoring response otherwise,
    // so the estimate hugs the standard and the 95% interval never clears it.
    const report = (await run(browser, (_n, _p, _q, theta) => theta <= 0)).at(-1);
    expect(report).toMatchObject({ reason: "max-items", answered: 150 });
    expect(Math.abs(report.theta)).toBeLessThan(0.35);
  });

  it("fails at the time limit with fewer than 85 answers, and resumes where it stopped before that", async () => {
    const { browser } = await signedIn();
    const started = await json(await browser.post("/api/readiness-exams", {}));
    const again = await browser.post("/api/readiness-exams", {});
    expect(again.status).toBe(409);
    expect((await json(again)).examId).toBe(started.id);
    let view = started;
    for (let i = 0; i < 3; i++)
      view = await json(
        await browser.post(`/api/readiness-exams/${view.id}/answers`, {
          questionId: view.item.questionId,
          ...(await answerFields(view.item.questionId, true, `e${view.id}`)),
        }),
      );
    // A closed tab: the same current item comes back.
    const resumed = await json(await browser.fetch(`/api/readiness-exams/${started.id}`));
    expect(resumed).toMatchObject({
      status: "active",
      answered: 3,
      item: { position: 4, questionId: view.item.questionId },
    });
    expect(JSON.stringify(resumed)).not.toMatch(KEY_FIELDS);
    await env.DB.prepare("UPDATE readiness_exams SET deadline = ? WHERE id = ?")
      .bind(Date.now() - 1000, started.id)
      .run();
    const late = await browser.post(`/api/readiness-exams/${started.id}/answers`, {
      questionId: view.item.questionId,
      selectedAnswer: "A",
    });
    expect(late.status).toBe(409);
    expect((await json(late)).message).toMatch(/Time is up/);
    const report = await json(await browser.fetch(`/api/readiness-exams/${started.id}`));
    expect(report).toMatchObject({ status: "failed", reason: "time", answered: 3, correct: 3 });
    expect((await browser.post("/api/readiness-exams", {})).status).toBe(201); // a new attempt may start
  });

  it("at the time limit with at least 85 answers, decides by the final estimate", async () => {
    const { browser } = await signedIn();
    // Answers at the standard keep the confidence rule from stopping the exam.
    let view = await json(await browser.post("/api/readiness-exams", {}));
    let [correct, theta] = [0, 0];
    while (view.answered < 90) {
      const right = theta <= 0; // at the standard: the estimate hugs it
      correct += right ? 1 : 0;
      view = await json(
        await browser.post(`/api/readiness-exams/${view.id}/answers`, {
          questionId: view.item.questionId,
          ...(await answerFields(view.item.questionId, right, `e${view.id}`)),
        }),
      );
      theta = (await lastPoints(view.id)).theta;
      expect(view.status).toBe("active");
    }
    await env.DB.prepare("UPDATE readiness_exams SET deadline = ? WHERE id = ?")
      .bind(Date.now() - 1000, view.id)
      .run();
    const late = await browser.post(`/api/readiness-exams/${view.id}/answers`, {
      questionId: view.item.questionId,
      selectedAnswer: "A",
    });
    expect((await json(late)).message).toMatch(/Time is up/);
    const report = await json(await browser.fetch(`/api/readiness-exams/${view.id}`));
    expect(report).toMatchObject({ reason: "time", answered: 90, correct });
    // The report rounds theta to 2 places; the decision used the stored, unrounded estimate.
    const stored = await env.DB.prepare("SELECT theta FROM readiness_exams WHERE id = ?")
      .bind(view.id)
      .first<{ theta: number }>();
    expect(report.theta).toBeCloseTo(stored!.theta, 2);
    expect(report.status).toBe(stored!.theta > report.standard ? "passed" : "failed");
    expect(Math.abs(report.theta - report.standard)).toBeLessThan(1.96 * report.se); // not a confidence stop
  });

  it("refuses wrong items, bad answers, other students and visitors", async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const view = await json(await alice.browser.post("/api/readiness-exams", {}));
    const url = `/api/readiness-exams/${view.id}/answers`;
    const cases: [unknown, number][] = [
      [{ questionId: view.item.questionId + 100000, selectedAnswer: "A" }, 409],
      [{ questionId: view.item.questionId, selectedAnswer: "Z" }, 400],
      [{ questionId: view.item.questionId }, 400],
      [{ questionId: String(view.item.questionId), selectedAnswer: "A" }, 400],
      [{ questionId: view.item.questionId, selectedAnswer: "A", isCorrect: true }, 400],
    ];
    for (const [body, status] of cases) {
      const res = await alice.browser.post(url, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(typeof (await json(res)).message).toBe("string");
    }
    expect((await bob.browser.fetch(`/api/readiness-exams/${view.id}`)).status).toBe(404);
    expect((await bob.browser.post(url, { questionId: view.item.questionId, selectedAnswer: "A" })).status).toBe(404);
    expect(await json(await bob.browser.fetch("/api/readiness-exams"))).toEqual([]);
    const visitor = new Browser();
    expect((await visitor.post("/api/readiness-exams", {})).status).toBe(401);
    expect((await visitor.fetch(`/api/readiness-exams/${view.id}`)).status).toBe(401);
    expect((await alice.browser.fetch("/api/readiness-exams/abc")).status).toBe(400);
    const still = await json(await alice.browser.fetch(`/api/readiness-exams/${view.id}`));
    expect(still).toMatchObject({ status: "active", answered: 0, item: { questionId: view.item.questionId } });
  });
});
