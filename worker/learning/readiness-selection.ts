// Choosing the readiness exam's next item from the reserved pool: the
// content-balanced area, near 50% predicted success, never repeated within
// the exam. Pool items this student has never seen come first, in every area;
// only when they have seen the whole pool does the exam repeat items from
// their earlier exams, least recently seen first.
import type { Query } from "../db/query";
import { emptyCounts, nextArea } from "../../lib/irt/content-balance";
import { selectExamItem } from "../../lib/irt/selection";
import { CLIENT_NEEDS, type ClientNeed } from "../../lib/categories";
import { ITEM_DIFFICULTY_SQL } from "./ability";
import { FORMAT_MIX } from "../../lib/format-mix";
import type { FormatFamily } from "../../lib/formats/names";
import { nextCaseMove, type ExamCaseItem } from "../../lib/readiness-cases";
import { caseItem, startCase } from "./readiness-case-selection";

export interface NextItem {
  questionId: number;
  area: ClientNeed;
  b: number;
  /** A repeat from the student's earlier exams. */
  reused: boolean;
}

const NEAREST = 5; // candidates on each side of the estimate
const TIE_POOL = 40; // nearest items read per side: random tie-breaking stays bounded work
const REUSE_WINDOW = 10; // repeats: the nearest to the estimate among this many least recently seen

// Before calibration there are only 5 difficulty values, so ORDER BY b alone
// would give every student near the same θ the same items (index order). The
// inner query reads the TIE_POOL nearest unseen pool items (an index seek on
// (active, pool, area, difficulty), one readiness_seen probe per candidate);
// the outer one keeps the nearest and breaks ties at random.
function nearestUnseenSql(side: "above" | "below", used: string): string {
  const b = ITEM_DIFFICULTY_SQL;
  const dir = side === "above" ? "" : " DESC";
  return `SELECT id, b FROM (
      SELECT id, ${b} AS b FROM questions q WHERE active = 1 AND pool = 'readiness' AND family = ? AND client_need = ? AND ${b} ${side === "above" ? ">=" : "<"} ? AND id NOT IN (${used})
        AND NOT EXISTS (SELECT 1 FROM readiness_seen s WHERE s.user_id = ? AND s.question_id = q.id)
      ORDER BY ${b}${dir} LIMIT ${TIE_POOL})
    ORDER BY b${dir}, random() LIMIT ${NEAREST}`;
}

const LEAST_RECENTLY_SEEN_SQL = (
  used: string,
) => `SELECT q.id, ${ITEM_DIFFICULTY_SQL} AS b FROM readiness_seen s JOIN questions q ON q.id = s.question_id
  WHERE s.user_id = ? AND s.area = ? AND q.client_need = s.area AND q.active = 1 AND q.pool = 'readiness' AND q.id NOT IN (${used})
  ORDER BY s.seen_at LIMIT ${REUSE_WINDOW}`;

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

export async function chooseNextItem(
  db: Query,
  userId: number,
  items: AnsweredItem[],
  theta: number,
): Promise<NextItem | null> {
  const move = nextCaseMove(items);
  if (move.kind !== "stand-alone") {
    const next =
      move.kind === "continue"
        ? await caseItem(db, userId, move.caseId, move.step)
        : await startCase(db, userId, items, theta);
    if (next) return next;
  }
  return chooseStandAloneItem(db, userId, items, theta);
}

async function chooseStandAloneItem(
  db: Query,
  userId: number,
  items: AnsweredItem[],
  theta: number,
): Promise<NextItem | null> {
  const used = items.map((i) => Math.trunc(i.questionId)).join(",") || "0"; // integer ids from the database, inlined
  const families = familyOrder(items.filter((i) => !i.caseId)); // the stand-alone mix: case items are not part of it
  const unseen = await firstInBalanceOrder(items, theta, async (area) => {
    for (const family of families) {
      const [above, below] = await db.rawBatch<{ id: number; b: number }>([
        [nearestUnseenSql("above", used), family, area, theta, userId],
        [nearestUnseenSql("below", used), family, area, theta, userId],
      ]);
      if (above.length + below.length) return [...above, ...below];
    }
    return [];
  });
  if (unseen) return { questionId: unseen.id, area: unseen.area, b: unseen.b, reused: false };
  const repeat = await firstInBalanceOrder(items, theta, (area) =>
    db.rawAll(LEAST_RECENTLY_SEEN_SQL(used), userId, area),
  );
  return repeat ? { questionId: repeat.id, area: repeat.area, b: repeat.b, reused: true } : null;
}
