// The pure part of `npm run calibrate` (scripts/calibrate.ts): database rows →
// difficulty updates → SQL text and summary. No wrangler, no I/O.
import { calibrateItem, THETA_BIN, type ItemStats } from "../../lib/irt/calibrate";
import { summarize } from "../../lib/irt/posterior";
import { priorDifficulty, PRIOR_DIFFICULTY_SD } from "../../lib/irt/rasch";
import { toPosterior } from "../../worker/learning/ability";

export interface AbilityRow {
  user_id: number;
  loglik: string;
  responses: number;
}
export interface QuestionRow {
  id: number;
  code: string;
  difficulty: number;
  maxPoints?: number;
}
/** answers grouped by (question, student): points earned (correct) over `total` responses. */
export interface AnswerRow {
  question_id: number;
  user_id: number;
  correct: number;
  total: number;
}

export interface Update {
  id: number;
  code: string;
  level: number;
  b0: number; // prior difficulty of the content level
  b: number; // MAP difficulty
  se: number;
  n: number; // responses used
}

/** Each student's EAP ability (θ) from their stored overall log-likelihood. */
export function abilities(rows: readonly AbilityRow[], into = new Map<number, number>()): Map<number, number> {
  for (const r of rows) into.set(r.user_id, summarize(toPosterior(r.loglik, r.responses)).theta);
  return into;
}

/** Per question: correct count and responses per student θ (binned), summed over pages. */
export type Tally = Map<number, { correct: number; groups: Map<number, number> }>;

/**
 * Add one page of grouped answers to the tally. Answers of a student without
 * an ability row are skipped: their θ is unknown. θ is binned (THETA_BIN) to
 * keep the tally small; the binning error is far below the SE of any θ.
 */
export function accumulate(tally: Tally, answers: readonly AnswerRow[], theta: ReadonlyMap<number, number>): Tally {
  for (const a of answers) {
    const t = theta.get(a.user_id);
    if (t === undefined || a.total <= 0) continue;
    const bin = Math.round(t / THETA_BIN) / Math.round(1 / THETA_BIN);
    let s = tally.get(a.question_id);
    if (!s) tally.set(a.question_id, (s = { correct: 0, groups: new Map() }));
    s.correct += a.correct;
    s.groups.set(bin, (s.groups.get(bin) ?? 0) + a.total);
  }
  return tally;
}

/** MAP difficulty of every question with responses; the others get no update (NULL: the worker uses the prior). */
export function planUpdates(questions: readonly QuestionRow[], tally: Tally): Update[] {
  const updates: Update[] = [];
  for (const q of questions) {
    const s = tally.get(q.id);
    if (!s) continue;
    const b0 = priorDifficulty(q.difficulty);
    const data: ItemStats = {
      correct: s.correct,
      maxPoints: q.maxPoints ?? 1,
      groups: [...s.groups].map(([theta, count]) => ({ theta, count })),
    };
    const { b, se, n } = calibrateItem({ b0, tau: PRIOR_DIFFICULTY_SD }, data);
    updates.push({ id: q.id, code: q.code, level: q.difficulty, b0, b, se, n });
  }
  return updates;
}

/** One UPDATE per item. Only validated numbers reach the text: nothing to inject. */
export function updateSql(updates: readonly Update[]): string {
  return updates
    .map((u) => {
      if (!Number.isSafeInteger(u.id) || !Number.isSafeInteger(u.n) || u.n < 0 || !Number.isFinite(u.b))
        throw new Error(`bad update for question ${u.id}`);
      const b = Math.round(u.b * 1e4) / 1e4;
      return `UPDATE questions SET irt_difficulty = ${Object.is(b, -0) ? 0 : b}, irt_responses = ${u.n} WHERE id = ${u.id};\n`;
    })
    .join("");
}

/** Short human summary: count, mean |b − b0|, the items that moved most. */
export function report(updates: readonly Update[], top = 5): string {
  if (updates.length === 0)
    return "No question has responses from students with an ability estimate: nothing calibrated.";
  const shift = (u: Update) => Math.abs(u.b - u.b0);
  const mean = updates.reduce((s, u) => s + shift(u), 0) / updates.length;
  const responses = updates.reduce((s, u) => s + u.n, 0);
  const lines = [
    `Items calibrated: ${updates.length} (${responses} responses)`,
    `Mean |b - b0|: ${mean.toFixed(3)} logits`,
    `Moved most:`,
    ...[...updates]
      .sort((x, y) => shift(y) - shift(x))
      .slice(0, top)
      .map((u) => `  ${u.code}  level ${u.level}  b0 ${fmt(u.b0)} -> b ${fmt(u.b)} (se ${u.se.toFixed(2)})  n=${u.n}`),
  ];
  return lines.join("\n");
}

const fmt = (x: number) => (x >= 0 ? "+" : "") + x.toFixed(2);
