// A readiness exam's state in the worker: its posterior rebuilt from its own
// items (at most 150, so bounded work), minutes counted against the limit, and
// ending an exam, which records its answers into the student's statistics in
// the same batch (worker/db/readiness/record.ts). The next item is chosen in
// readiness-selection.ts.
import type { Query } from "../db/query";
import { addResponse, emptyPosterior, summarize, type Posterior } from "../../lib/irt/posterior";
import { CLIENT_NEEDS, type ClientNeed } from "../../lib/categories";
import { decide, TIME_LIMIT_MINUTES } from "../../lib/irt/readiness";
import { endByTime, type ExamRow, type ItemRow } from "../db/readiness/exams";
import { recordExamWrites, recordReads } from "../db/readiness/record";
import type { BatchItem } from "drizzle-orm/batch";

export type { ExamRow, ItemRow };

export interface ExamPosteriors {
  overall: Posterior;
  perArea: Record<ClientNeed, Posterior>;
}

export function posteriors(
  items: { area: string; difficulty: number; points: number; maxPoints: number }[],
): ExamPosteriors {
  const perArea = Object.fromEntries(CLIENT_NEEDS.map((a) => [a, emptyPosterior()])) as Record<ClientNeed, Posterior>;
  let overall = emptyPosterior();
  for (const i of items) {
    const mark = { points: i.points, maxPoints: i.maxPoints };
    overall = addResponse(overall, i.difficulty, mark);
    const area = i.area as ClientNeed;
    perArea[area] = addResponse(perArea[area], i.difficulty, mark);
  }
  return { overall, perArea };
}

/** Minutes counted against the limit: the deadline is authoritative. */
export const elapsedMinutes = (exam: ExamRow, now: number) =>
  now >= exam.deadline ? TIME_LIMIT_MINUTES : (now - exam.startedAt) / 60_000;

export const currentTheta = (items: ItemRow[]) => summarize(posteriors(items).overall).theta;

/**
 * Ends an exam in one batch: `ending` (the statement that sets its status)
 * followed by the recording of its answers. The recording reads (first
 * answers, ability rows, review cards: O(exam items)) come first.
 */
export async function endExam(db: Query, exam: ExamRow, items: ItemRow[], ending: BatchItem<"sqlite">[], now: number) {
  const [answeredBefore, ability, cards] = await db.batch(
    recordReads(
      db,
      exam.userId,
      items.map((i) => i.questionId),
    ),
  );
  await db.batch([
    ...ending,
    ...recordExamWrites(db, {
      examId: exam.id,
      userId: exam.userId,
      stamp: now,
      items: items.map((i) => ({
        questionId: i.questionId,
        area: i.area,
        difficulty: i.difficulty,
        points: i.points,
        maxPoints: i.maxPoints,
        type: i.type,
        timeSpent: i.timeSpent,
        answeredAt: i.answeredAt,
      })),
      reads: { answeredBefore, ability, cards },
    }),
  ] as const);
}

/** Ends an active exam whose time is up (decided by the estimate so far) and records its answers. */
export async function settleExpired(db: Query, exam: ExamRow, items: ItemRow[], now: number): Promise<ExamRow> {
  if (exam.status !== "active" || now < exam.deadline) return exam;
  const { theta, se } = summarize(posteriors(items).overall);
  const d = decide({ answered: items.length, theta, se, elapsedMinutes: TIME_LIMIT_MINUTES });
  const passed = d.done && d.passed;
  await endExam(db, exam, items, [endByTime(db, exam.id, passed, theta, se)], now);
  return {
    ...exam,
    status: passed ? "passed" : "failed",
    reason: "time",
    finishedAt: exam.deadline,
    theta,
    se,
    currentQuestionId: null,
  };
}
