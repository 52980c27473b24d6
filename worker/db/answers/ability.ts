// The learning engine's storage on the answer path: per student and area
// ('all' + the client-needs area) the summed log-likelihood, on the θ grid, of
// the student's first answer to each question. The answer's first batch reads
// the two rows (abilityRows) and whether the question was answered before; the
// worker adds this response's term (lib/irt) and the write batch stores each
// grid as one value. If another answer changed a row between the two batches,
// the same upsert adds the term in SQL instead (the CASE's other branch), so no
// update is lost and the common path reads a handful of rows, not the 81 × 2
// elements of a json_each pass. Hand-written SQL: a guarded upsert with that
// fallback, which drizzle's onConflictDoUpdate cannot express.
import { and, eq, or, sql } from "drizzle-orm";
import type { Query } from "../query";
import { bare, bareList } from "../columns";
import { answers, questions, userAbility } from "../schema";
import type { AnswerGate } from "./gate";
import type { Mark } from "../../../lib/irt/partial-credit";
import { OVERALL, termValues } from "../../../lib/irt/term";

export { OVERALL };

/** The student's overall row and the row of this question's area (read with the answer's other reads). */
export const abilityRows = (db: Query, userId: number, questionId: number) =>
  db.orm
    .select({ area: userAbility.area, loglik: userAbility.loglik, responses: userAbility.responses })
    .from(userAbility)
    .where(
      and(
        eq(userAbility.userId, userId),
        or(
          eq(userAbility.area, OVERALL),
          eq(
            userAbility.area,
            sql`(SELECT ${questions.clientNeed} FROM ${questions} WHERE ${questions.id} = ${questionId})`,
          ),
        ),
      ),
    );

/** Whether the student answered this question before (then this answer is no new evidence of ability). */
export const answeredBefore = (db: Query, userId: number, questionId: number) =>
  db.orm
    .select({ yes: sql<number>`1`.as("yes") })
    .from(answers)
    .where(and(eq(answers.userId, userId), eq(answers.questionId, questionId)))
    .limit(1);

/** One area's grid after some first answers: the new sums, the response count they were computed from, how many responses they add and their summed term. */
export interface AreaUpdate {
  area: string;
  loglik: number[];
  readResponses: number;
  added: number;
  term: number[];
}

const sumTerms = (terms: number[][]) =>
  terms[0].map((_, i) => Math.round(terms.reduce((s, t) => s + t[i], 0) * 1e4) / 1e4);

/** An area's grid after these responses' terms, from the row read (a missing row starts at 0). */
export function areaUpdate(
  rows: { area: string; loglik: string; responses: number }[],
  area: string,
  terms: number[][],
): AreaUpdate {
  const row = rows.find((r) => r.area === area);
  const sums = row ? (JSON.parse(row.loglik) as number[]) : [];
  const term = sumTerms(terms);
  return {
    area,
    loglik: term.map((v, i) => Math.round(((sums[i] ?? 0) + v) * 1e4) / 1e4),
    readResponses: row?.responses ?? 0,
    added: terms.length,
    term,
  };
}

/** One answer's updates: the overall grid and its area's. */
export const answerAbilityUpdates = (
  rows: { area: string; loglik: string; responses: number }[],
  area: string,
  b: number,
  mark: Mark,
): AreaUpdate[] => [OVERALL, area].map((a) => areaUpdate(rows, a, [termValues(b, mark)]));

/**
 * The upserts. They run after the answer rows' INSERT in the same batch, only
 * when the answer's gate passes and, for a live answer (`firstOf`), only if
 * it is the student's first answer to that question: a count of 1 means
 * "first" (batches are serialized).
 */
export function abilityUpserts(db: Query, userId: number, updates: AreaUpdate[], gate: AnswerGate, firstOf?: number) {
  const first =
    firstOf === undefined
      ? sql`1`
      : sql`(SELECT count(*) FROM (SELECT 1 FROM ${answers} WHERE ${answers.userId} = ${userId} AND ${answers.questionId} = ${firstOf} LIMIT 2)) = 1`;
  return updates.map((a) =>
    db.orm.run(sql`
      INSERT INTO ${userAbility} (${bareList(userAbility.userId, userAbility.area, userAbility.loglik, userAbility.responses)})
      SELECT ${userId}, ${a.area}, ${JSON.stringify(a.loglik)}, ${a.added} WHERE ${first} AND EXISTS (${gate})
      ON CONFLICT (${bareList(userAbility.userId, userAbility.area)}) DO UPDATE SET
        ${bare(userAbility.responses)} = ${userAbility.responses} + ${a.added},
        ${bare(userAbility.loglik)} = CASE WHEN ${userAbility.responses} = ${a.readResponses} THEN excluded.${bare(userAbility.loglik)}
          ELSE (SELECT json_group_array(v) FROM (
            SELECT round(cur.value + json_extract(${JSON.stringify(a.term)}, '$[' || cur.key || ']'), 4) AS v
              FROM json_each(${userAbility.loglik}) AS cur ORDER BY cur.key)) END`),
  );
}
