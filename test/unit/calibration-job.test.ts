// The pure part of `npm run calibrate` (scripts/calibration/plan.ts) on
// synthetic data from a known Rasch model.
import { describe, expect, it } from "vitest";
import {
  accumulate,
  abilities,
  planUpdates,
  report,
  updateSql,
  type AbilityRow,
  type AnswerRow,
  type QuestionRow,
  type Tally,
} from "../../scripts/calibration/plan";
import { addResponses, emptyPosterior, GRID_SIZE, summarize } from "../../lib/irt/posterior";
import { mulberry32, normal, randomInt } from "../../lib/irt/random";
import { pCorrect, priorDifficulty } from "../../lib/irt/rasch";
import { responseTerm } from "../../worker/learning/ability";

/** The stored user_ability row after these responses: the element-wise sum of responseTerm JSON, as the SQL upsert builds it. */
function storedRow(userId: number, responses: { b: number; correct: boolean }[]): AbilityRow {
  const sum = new Array<number>(GRID_SIZE).fill(0);
  for (const r of responses)
    (JSON.parse(responseTerm(r.b, r.correct)) as number[]).forEach(
      (v, i) => (sum[i] = Math.round((sum[i] + v) * 1e4) / 1e4),
    );
  return { user_id: userId, loglik: JSON.stringify(sum), responses: responses.length };
}

// 300 students θ ~ N(0, 1); 40 items whose true b is off their level's prior
// by -1.5 .. +1.5 logits, mean 0 (a common shift would move θ and b together,
// which one pass with θ fixed does not undo); each student answers 60 random
// items (some more than once), their ability built with the prior b as the
// worker does; items 41-45 unanswered.
const rng = mulberry32(20261117);
const questions: QuestionRow[] = Array.from({ length: 45 }, (_, i) => ({
  id: i + 1,
  code: `q-${String(i + 1).padStart(3, "0")}`,
  difficulty: 1 + (i % 5),
}));
const trueB = new Map(
  questions.map((q) => [q.id, priorDifficulty(q.difficulty) + (q.id <= 40 ? -1.5 + (3 * ((q.id * 7) % 40)) / 39 : 0)]),
);
const students = Array.from({ length: 300 }, (_, j) => ({ id: 1001 + j, theta: normal(rng) }));
const answers: AnswerRow[] = [];
const abilityRows: AbilityRow[] = [];
for (const s of students) {
  const seen: { b: number; correct: boolean }[] = [];
  const grouped = new Map<number, AnswerRow>();
  for (let k = 0; k < 60; k++) {
    const q = questions[randomInt(rng, 40)];
    const correct = rng() < pCorrect(s.theta, trueB.get(q.id)!);
    seen.push({ b: priorDifficulty(q.difficulty), correct });
    const row = grouped.get(q.id) ?? { question_id: q.id, user_id: s.id, correct: 0, total: 0 };
    row.correct += correct ? 1 : 0;
    row.total += 1;
    grouped.set(q.id, row);
  }
  answers.push(...grouped.values());
  abilityRows.push(storedRow(s.id, seen));
}

describe("calibration job (scripts/calibration/plan.ts)", () => {
  const theta = abilities(abilityRows);
  // Two pages of students, as the script reads them.
  const tally: Tally = new Map();
  const firstPage = new Set(students.slice(0, 150).map((s) => s.id));
  accumulate(
    tally,
    answers.filter((a) => firstPage.has(a.user_id)),
    theta,
  );
  accumulate(
    tally,
    answers.filter((a) => !firstPage.has(a.user_id)),
    theta,
  );
  const updates = planUpdates(questions, tally);

  it("decodes abilities from the stored JSON (toPosterior): same EAP as the posterior itself", () => {
    // The stored sums are the exact log-likelihood (to 1e-4 per term), so the decoded EAP equals the in-memory posterior's.
    const responses = [
      { b: -1, correct: true },
      { b: 0.5, correct: false },
      { b: 2, correct: true },
    ];
    const decoded = abilities([storedRow(7, responses)]).get(7)!;
    expect(decoded).toBeCloseTo(summarize(addResponses(emptyPosterior(), responses)).theta, 3);
    // Estimates track the true abilities.
    const err = students.reduce((s, x) => s + (theta.get(x.id)! - x.theta) ** 2, 0) / students.length;
    expect(Math.sqrt(err)).toBeLessThan(0.5);
  });

  it("moves each well-answered item from the prior toward its true difficulty", () => {
    expect(updates).toHaveLength(40);
    for (const u of updates) {
      expect(u.n).toBeGreaterThan(300);
      const offset = trueB.get(u.id)! - u.b0;
      // Offsets well beyond the estimation error (se ≈ 0.1): closer to the truth than the prior, on its side of b0.
      if (Math.abs(offset) >= 0.5) {
        expect(Math.abs(u.b - trueB.get(u.id)!)).toBeLessThan(Math.abs(offset));
        expect(Math.sign(u.b - u.b0)).toBe(Math.sign(offset));
      }
    }
    const rmse = (f: (u: (typeof updates)[number]) => number) =>
      Math.sqrt(updates.reduce((s, u) => s + (f(u) - trueB.get(u.id)!) ** 2, 0) / updates.length);
    expect(rmse((u) => u.b)).toBeLessThan(0.35 * rmse((u) => u.b0));
    expect(updates.reduce((s, u) => s + u.n, 0)).toBe(300 * 60);
  });

  it("gives no update to items without responses or students without an ability row", () => {
    expect(updates.some((u) => u.id > 40)).toBe(false);
    const orphan = planUpdates(
      questions,
      accumulate(new Map(), [{ question_id: 41, user_id: 99, correct: 1, total: 1 }], theta),
    );
    expect(orphan).toEqual([]);
  });

  it("writes well-formed SQL holding only numbers", () => {
    const sql = updateSql(updates);
    const lines = sql.trimEnd().split("\n");
    expect(lines).toHaveLength(40);
    for (const line of lines)
      expect(line).toMatch(
        /^UPDATE questions SET irt_difficulty = -?\d+(\.\d{1,4})?, irt_responses = \d+ WHERE id = \d+;$/,
      );
    const u = updates[0];
    expect(updateSql([{ ...u, b: 1.23456789, n: 12, id: 7 }])).toBe(
      "UPDATE questions SET irt_difficulty = 1.2346, irt_responses = 12 WHERE id = 7;\n",
    );
    expect(() => updateSql([{ ...u, id: "1; DROP TABLE questions" as unknown as number }])).toThrow();
    expect(() => updateSql([{ ...u, b: NaN }])).toThrow();
    expect(updateSql([])).toBe("");
  });

  it("summarizes count, mean shift and the items that moved most", () => {
    const text = report(updates);
    expect(text).toContain("Items calibrated: 40");
    expect(text).toMatch(/Mean \|b - b0\|: \d\.\d{3} logits/);
    expect(text.split("\n").filter((l) => l.startsWith("  q-"))).toHaveLength(5);
    expect(report([])).toMatch(/nothing calibrated/);
  });
});
