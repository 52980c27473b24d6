// Reads of a student's review cards, all seeks on (user_id, due_at) or the
// primary key: a due list reads O(due cards), never the answer history.
import { and, eq, gt, lt, sql, type Placeholder } from "drizzle-orm";
import { reads, type Query } from "./query";
import { prebuilt } from "./prepared";
import { questions, reviewCards } from "./schema";
import { poolOpen } from "./pool-access";
import { loadQuestions } from "./questions";
import { endOfToday, FORECAST_DAYS, forecast, REVIEW_BATCH } from "../../lib/review/due";

/**
 * The questions due today (before the student's midnight, as the dashboard's
 * count), oldest due first, each with `dueAt`. A readiness-pool question is
 * left out while its key is sealed (an exam running, or not yet seen).
 */
export async function dueQuestions(db: Query, userId: number, now: number, timeZone: string, limit = REVIEW_BATCH) {
  const due = await db.one(
    db.orm
      .select({ id: reviewCards.questionId, dueAt: reviewCards.dueAt })
      .from(reviewCards)
      .innerJoin(questions, eq(questions.id, reviewCards.questionId))
      .where(
        and(
          eq(reviewCards.userId, userId),
          lt(reviewCards.dueAt, endOfToday(now, timeZone)),
          eq(questions.active, 1),
          poolOpen(userId, now),
        ),
      )
      .orderBy(reviewCards.dueAt)
      .limit(limit),
  );
  const dueAt = new Map(due.map((d) => [d.id, d.dueAt]));
  return (
    await loadQuestions(
      db,
      due.map((d) => d.id),
    )
  ).map((q) => ({ ...q, dueAt: dueAt.get(q.id)! }));
}

const count = sql<number>`count(*)`;
const ofUser = (userId: number | Placeholder) => eq(reviewCards.userId, userId);

/**
 * { dueToday, total, nextDueAt } for the dashboard; dueToday counts cards due before the student's midnight.
 * One statement, one pass over the student's cards: on a page, a statement costs more than its rows (docs/performance.md).
 */
const reviewSummaryRow = prebuilt(["userId", "endOfToday", "now"], (orm, v) =>
  orm
    .select({
      dueToday: sql<number>`coalesce(sum(${reviewCards.dueAt} < ${v.endOfToday}), 0)`.as("due_today"),
      total: count,
      nextDueAt: sql<number | null>`min(CASE WHEN ${reviewCards.dueAt} > ${v.now} THEN ${reviewCards.dueAt} END)`.as(
        "next_due_at",
      ),
    })
    .from(reviewCards)
    .where(ofUser(v.userId)),
);

export const reviewSummaryReads = (userId: number, now: number, timeZone: string) =>
  reads([reviewSummaryRow({ userId, endOfToday: endOfToday(now, timeZone), now })] as const, ([[row]]) => row);

export const reviewSummary = (db: Query, userId: number, now: number, timeZone: string) =>
  db.read(reviewSummaryReads(userId, now, timeZone));

/** Analytics: cards, the share of review answers at full marks, and the next 14 days' due counts. */
export async function reviewStats(db: Query, userId: number, now: number, timeZone: string) {
  const horizon = now + FORECAST_DAYS * 86_400_000;
  const [[totals], soon] = await db.batch([
    db.orm
      .select({
        cards: count,
        reviews: sql<number>`coalesce(sum(${reviewCards.reviews}), 0)`.as("reviews"),
        reviewsFull: sql<number>`coalesce(sum(${reviewCards.reviewsFull}), 0)`.as("reviews_full"),
      })
      .from(reviewCards)
      .where(ofUser(userId)),
    db.orm
      .select({ dueAt: reviewCards.dueAt })
      .from(reviewCards)
      .where(and(ofUser(userId), lt(reviewCards.dueAt, horizon)))
      .orderBy(reviewCards.dueAt),
  ] as const);
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
