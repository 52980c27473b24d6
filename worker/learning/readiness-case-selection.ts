// The readiness exam's case studies (lib/readiness-cases.ts says when): a new
// case is the reserved readiness case nearest the ability estimate, preferring
// one the student has never met, then one that keeps every area within its
// test-plan range, then a category this exam has not had; inside a case, the
// items follow in step order. At most a dozen case rows are read.
import type { Query } from "../db/query";
import type { ClientNeed } from "../../lib/categories";
import { areaOverflow } from "../../lib/readiness-cases";
import { caseStepItem, unusedCases } from "../db/readiness/selection";
import type { NextItem } from "./next-item";

const NEAREST_CASES = 3; // random among the nearest few, so students near the same θ do not all get the same case

/** The item of `step` in a case, as the exam's next item (a repeat when the student saw it in an earlier exam). */
export async function caseItem(db: Query, userId: number, caseId: number, step: number): Promise<NextItem | null> {
  const [q] = await db.one(caseStepItem(db, userId, caseId, step));
  return q ? { questionId: q.id, area: q.area, b: q.b, reused: !!q.seen } : null;
}

/** The first item of the readiness case this exam should start now, or null when the pool has none left. */
export async function startCase(
  db: Query,
  userId: number,
  items: { caseId: number | null; area: ClientNeed }[],
  theta: number,
): Promise<NextItem | null> {
  const used = [...new Set(items.flatMap((i) => (i.caseId ? [i.caseId] : [])))];
  // Every unused readiness case (a dozen rows), each with its items' areas; the order is decided here.
  const cases = await db.one(unusedCases(db, userId, theta, used));
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
