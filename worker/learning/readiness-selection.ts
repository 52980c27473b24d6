// Choosing the readiness exam's next item from the reserved pool: the
// content-balanced area, near 50% predicted success, never repeated within
// the exam. Pool items this student has never seen come first, in every area;
// only when they have seen the whole pool does the exam repeat items from
// their earlier exams, least recently seen first.
import type { Query } from "../db/query";
import { emptyCounts, nextArea } from "../../lib/irt/content-balance";
import { selectExamItem } from "../../lib/irt/selection";
import { CLIENT_NEEDS, type ClientNeed } from "../../lib/categories";
import { leastRecentlySeen, nearestUnseen } from "../db/readiness/selection";
import { FORMAT_MIX } from "../../lib/format-mix";
import type { FormatFamily } from "../../lib/formats/names";
import { nextCaseMove, type ExamCaseItem } from "../../lib/readiness-cases";
import { caseItem, startCase } from "./readiness-case-selection";
import type { NextItem } from "./next-item";
export type { NextItem } from "./next-item";

type Candidates = (area: ClientNeed) => Promise<{ id: number; b: number }[]>;

/**
 * Format families in the order this exam needs them: the one furthest below its
 * share of the mix (lib/format-mix.ts) first, so the exam holds the stand-alone
 * formats in a realistic share; the others follow when an area has none left.
 */
export function familyOrder(items: { family: FormatFamily }[]): FormatFamily[] {
  const n = items.length + 1;
  const deficit = (f: FormatFamily, share: number) => share * n - items.filter((i) => i.family === f).length;
  return [...FORMAT_MIX].sort((a, b) => deficit(b[0], b[1]) - deficit(a[0], a[1])).map(([f]) => f);
}

async function firstInBalanceOrder(
  items: { area: ClientNeed }[],
  theta: number,
  candidates: Candidates,
): Promise<{ id: number; b: number; area: ClientNeed } | null> {
  const counts = emptyCounts();
  for (const i of items) counts[i.area]++;
  let available: ClientNeed[] = [...CLIENT_NEEDS];
  while (available.length) {
    const area = nextArea(counts, available);
    const pick = selectExamItem(theta, await candidates(area), Math.random);
    if (pick) return { ...pick, area };
    available = available.filter((a) => a !== area); // nothing left in this area
  }
  return null;
}

type AnsweredItem = { questionId: number; area: ClientNeed; family: FormatFamily } & ExamCaseItem;

/** `exclude`: other items this exam has shown (its pretest items), never chosen again. */
export async function chooseNextItem(
  db: Query,
  userId: number,
  items: AnsweredItem[],
  theta: number,
  exclude: number[] = [],
): Promise<NextItem | null> {
  const move = nextCaseMove(items);
  if (move.kind !== "stand-alone") {
    const next =
      move.kind === "continue"
        ? await caseItem(db, userId, move.caseId, move.step)
        : await startCase(db, userId, items, theta);
    if (next) return next;
  }
  return chooseStandAloneItem(db, userId, items, theta, exclude);
}

async function chooseStandAloneItem(
  db: Query,
  userId: number,
  items: AnsweredItem[],
  theta: number,
  exclude: number[],
): Promise<NextItem | null> {
  const used = [...items.map((i) => i.questionId), ...exclude];
  const families = familyOrder(items.filter((i) => !i.caseId)); // the stand-alone mix: case items are not part of it
  const unseen = await firstInBalanceOrder(items, theta, async (area) => {
    for (const family of families) {
      const [above, below] = await db.batch([
        nearestUnseen(db, userId, family, area, theta, "above", used),
        nearestUnseen(db, userId, family, area, theta, "below", used),
      ] as const);
      if (above.length + below.length) return [...above, ...below];
    }
    return [];
  });
  if (unseen) return { questionId: unseen.id, area: unseen.area, b: unseen.b, reused: false };
  const repeat = await firstInBalanceOrder(items, theta, (area) => db.one(leastRecentlySeen(db, userId, area, used)));
  return repeat ? { questionId: repeat.id, area: repeat.area, b: repeat.b, reused: true } : null;
}
