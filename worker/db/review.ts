// Reads of a student's review cards, all seeks on (user_id, due_at) or the
// primary key: a due list reads O(due cards), never the answer history.
import type { Query } from "./query";
import { loadQuestions } from "./questions";
import { POOL_OPEN_SQL, poolOpenParams } from "../learning/readiness-pool";
import { endOfToday, FORECAST_DAYS, forecast, REVIEW_BATCH } from "../../lib/review/due";

/**
 * The questions due today (before the student's midnight, as the dashboard's
 * count), oldest due first, each with `dueAt`. A readiness-pool question is
 * left out while its key is sealed (an exam running, or not yet seen).
 */
export async function dueQuestions(db: Query, userId: number, now: number, timeZone: string, limit = REVIEW_BATCH) {
  const due = await db.rawAll<{ id: number; dueAt: number }>(
    `SELECT rc.question_id AS id, rc.due_at AS dueAt FROM review_cards rc JOIN questions q ON q.id = rc.question_id
      WHERE rc.user_id = ? AND rc.due_at < ? AND q.active = 1 AND ${POOL_OPEN_SQL} ORDER BY rc.due_at LIMIT ?`,
    userId,
    endOfToday(now, timeZone),
    ...poolOpenParams(userId, now),
    limit,
  );
  const dueAt = new Map(due.map((d) => [d.id, d.dueAt]));
  return (
    await loadQuestions(
      db,
      due.map((d) => d.id),
    )
  ).map((q) => ({ ...q, dueAt: dueAt.get(q.id)! }));
}

/** { dueToday, total, nextDueAt } for the dashboard; dueToday counts cards due before the student's midnight. */
export async function reviewSummary(db: Query, userId: number, now: number, timeZone: string) {
  const [[today], [all], [next]] = (await db.rawBatch([
    ["SELECT count(*) AS n FROM review_cards WHERE user_id = ? AND due_at < ?", userId, endOfToday(now, timeZone)],
    ["SELECT count(*) AS n FROM review_cards WHERE user_id = ?", userId],
    ["SELECT min(due_at) AS nextDueAt FROM review_cards WHERE user_id = ? AND due_at > ?", userId, now],
  ])) as [[{ n: number }], [{ n: number }], [{ nextDueAt: number | null }]];
  return { dueToday: today.n, total: all.n, nextDueAt: next.nextDueAt };
}

/** Analytics: cards, the share of review answers at full marks, and the next 14 days' due counts. */
export async function reviewStats(db: Query, userId: number, now: number, timeZone: string) {
  const horizon = now + FORECAST_DAYS * 86_400_000;
  const [[totals], soon] = (await db.rawBatch([
    [
      "SELECT count(*) AS cards, coalesce(sum(reviews), 0) AS reviews, coalesce(sum(reviews_full), 0) AS reviewsFull FROM review_cards WHERE user_id = ?",
      userId,
    ],
    ["SELECT due_at AS dueAt FROM review_cards WHERE user_id = ? AND due_at < ? ORDER BY due_at", userId, horizon],
  ])) as [[{ cards: number; reviews: number; reviewsFull: number }], { dueAt: number }[]];
  return {
    ...totals,
    fullShare: totals.reviews ? totals.reviewsFull / totals.reviews : null,
    forecast: forecast(
      soon.map((r) => r.dueAt),
      now,
      timeZone,
    ),
  };
}
