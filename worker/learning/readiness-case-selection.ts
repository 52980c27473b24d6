// The readiness exam's case studies (lib/readiness-cases.ts says when): a new
// case is the reserved readiness case nearest the ability estimate, preferring
// one the student has never met, then one that keeps every area within its
// test-plan range, then a category this exam has not had; inside a case, the
// items follow in step order. At most a dozen case rows are read.
import type { Query } from "../db/query";
import type { ClientNeed } from "../../lib/categories";
import { areaOverflow } from "../../lib/readiness-cases";
import { ITEM_DIFFICULTY_SQL } from "./ability";
import type { NextItem } from "./readiness-selection";

const NEAREST_CASES = 3; // random among the nearest few, so students near the same θ do not all get the same case

/** The item of `step` in a case, as the exam's next item (a repeat when the student saw it in an earlier exam). */
export async function caseItem(db: Query, userId: number, caseId: number, step: number): Promise<NextItem | null> {
  const q = await db.rawFirst<{ id: number; area: ClientNeed; b: number; seen: number }>(
    `SELECT id, client_need AS area, ${ITEM_DIFFICULTY_SQL} AS b, EXISTS (SELECT 1 FROM readiness_seen s WHERE s.user_id = ? AND s.question_id = questions.id) AS seen
      FROM questions WHERE case_id = ? AND case_step = ? AND active = 1`,
    userId,
    caseId,
    step,
  );
  return q && { questionId: q.id, area: q.area, b: q.b, reused: !!q.seen };
}

/** The first item of the readiness case this exam should start now, or null when the pool has none left. */
export async function startCase(
  db: Query,
  userId: number,
  items: { caseId: number | null; area: ClientNeed }[],
  theta: number,
): Promise<NextItem | null> {
  const used = [...new Set(items.flatMap((i) => (i.caseId ? [Math.trunc(i.caseId)] : [])))].join(",") || "0";
  // Every unused readiness case (a dozen rows), each with its items' areas; the order is decided here.
  const cases = await db.rawAll<{ id: number; seen: number; sameCategory: number; distance: number; areas: string }>(
    `SELECT cs.id,
        EXISTS (SELECT 1 FROM readiness_seen s JOIN questions q ON q.id = s.question_id WHERE s.user_id = ? AND q.case_id = cs.id) AS seen,
        cs.category_id IN (SELECT category_id FROM case_studies WHERE id IN (${used})) AS sameCategory,
        abs(cs.difficulty - ?) AS distance,
        (SELECT group_concat(client_need, '|') FROM questions q WHERE q.case_id = cs.id AND q.active = 1) AS areas
      FROM case_studies cs WHERE cs.active = 1 AND cs.pool = 'readiness' AND cs.id NOT IN (${used})`,
    userId,
    theta,
  );
  if (!cases.length) return null;
  const have = items.map((i) => i.area);
  const ranked = cases
    .map((c) => ({ ...c, overflow: areaOverflow(have, (c.areas ?? "").split("|") as ClientNeed[]) }))
    .sort(
      (a, b) =>
        a.seen - b.seen || a.overflow - b.overflow || a.sameCategory - b.sameCategory || a.distance - b.distance,
    )
    .slice(0, NEAREST_CASES);
  // Only among equally preferred cases (seen, overflow and category standing alike) is the pick random.
  const [first] = ranked;
  const best = ranked.filter(
    (c) => c.seen === first.seen && c.overflow === first.overflow && c.sameCategory === first.sameCategory,
  );
  const pick = best[Math.floor(Math.random() * best.length)];
  return caseItem(db, userId, pick.id, 1);
}
