// The pure part of `npm run rebuild-abilities` (scripts/rebuild-abilities.ts):
// grouped first answers → user_ability rows → SQL text. No wrangler, no I/O.
import { GRID_SIZE } from "../../lib/irt/posterior";
import { OVERALL, responseTerm } from "../../worker/learning/ability";

/** A row of firstAnswerGroupsSql: n first answers of a student in an area with difficulty b and this result (ok points of m). */
export interface FirstAnswerGroup {
  user_id: number;
  area: string;
  b: number;
  ok: number;
  m?: number;
  n: number;
}
export interface AbilityRowOut {
  userId: number;
  area: string;
  loglik: number[];
  responses: number;
}

/** Per student and area ('all' + each area): the summed responseTerm of their first answers, as the live upsert builds it. */
export function abilitySums(groups: readonly FirstAnswerGroup[]): AbilityRowOut[] {
  const sums = new Map<string, AbilityRowOut>();
  const add = (userId: number, area: string, term: number[], n: number) => {
    const key = `${userId}\u0000${area}`;
    const row = sums.get(key) ?? { userId, area, loglik: new Array<number>(GRID_SIZE).fill(0), responses: 0 };
    term.forEach((v, k) => (row.loglik[k] += v * n));
    row.responses += n;
    sums.set(key, row);
  };
  for (const g of groups) {
    const term = JSON.parse(
      responseTerm(Number(g.b), { points: Number(g.ok), maxPoints: Number(g.m ?? 1) }),
    ) as number[];
    add(g.user_id, OVERALL, term, g.n);
    add(g.user_id, g.area, term, g.n);
  }
  return [...sums.values()];
}

const quote = (s: string) => `'${s.replaceAll("'", "''")}'`;

/** Summed log-likelihoods as stored: JSON, 4 decimals (as the live upsert rounds). */
export const loglikJson = (loglik: readonly number[]) => JSON.stringify(loglik.map((v) => Math.round(v * 1e4) / 1e4));

/** Replaces the stored sums of the students lo..hi (those without answers lose theirs). */
export function rebuildSql(lo: number, hi: number, rows: readonly AbilityRowOut[]): string {
  const lines = [`DELETE FROM user_ability WHERE user_id BETWEEN ${lo} AND ${hi};`];
  for (const r of rows) {
    lines.push(
      `INSERT INTO user_ability (user_id, area, loglik, responses) VALUES (${r.userId}, ${quote(r.area)}, ${quote(loglikJson(r.loglik))}, ${r.responses});`,
    );
  }
  return lines.join("\n") + "\n";
}
