// The statements a readiness-exam answer writes while the exam runs: the
// exam's item (its seconds from the exam's gate, its calendar day), the
// question marked seen (its key shows in this exam's review, and it is the
// last to be repeated later), and the exam's totals and next item. Nothing a
// student can read about their statistics changes until the exam ends
// (record.ts). Hand-written SQL for the item: an INSERT … SELECT from the
// gate, so a refused answer stores nothing.
import { and, eq, sql } from "drizzle-orm";
import type { Query } from "../query";
import { bare, bareList } from "../columns";
import { readinessExams, readinessItems, readinessSeen } from "../schema";
import type { AnswerGate } from "../answers/gate";
import type { ClientNeed } from "../../../lib/categories";

export interface ExamAnswer {
  examId: number;
  userId: number;
  now: number;
  day: string;
  gate: AnswerGate;
  item: {
    position: number;
    questionId: number;
    area: ClientNeed;
    difficulty: number;
    selectedAnswer: string;
    isCorrect: number;
    points: number;
    maxPoints: number;
    response: string | null;
    caseId: number | null;
    caseStep: number | null;
  };
  theta: number;
  se: number;
  status: "active" | "passed" | "failed";
  reason: string | null;
  next: { questionId: number; reused: boolean; pretest?: boolean } | null;
}

export function examAnswerWrites(db: Query, e: ExamAnswer) {
  const i = e.item;
  return [
    db.orm.all<{ position: number }>(sql`
      INSERT INTO ${readinessItems} (${bareList(readinessItems.examId, readinessItems.position, readinessItems.questionId, readinessItems.area, readinessItems.difficulty, readinessItems.selectedAnswer, readinessItems.isCorrect, readinessItems.response, readinessItems.points, readinessItems.maxPoints, readinessItems.timeSpent, readinessItems.answeredAt, readinessItems.caseId, readinessItems.caseStep, readinessItems.localDay)})
      SELECT ${e.examId}, ${i.position}, ${i.questionId}, ${i.area}, ${i.difficulty}, ${i.selectedAnswer}, ${i.isCorrect}, ${i.response},
             ${i.points}, ${i.maxPoints}, g.spent, ${e.now}, ${i.caseId}, ${i.caseStep}, ${e.day} FROM (${e.gate}) g WHERE true
      RETURNING ${bare(readinessItems.position)} AS position`),
    db.orm
      .insert(readinessSeen)
      .values({ userId: e.userId, questionId: i.questionId, area: i.area, seenAt: e.now })
      .onConflictDoUpdate({
        target: [readinessSeen.userId, readinessSeen.questionId],
        set: { area: sql`excluded.${bare(readinessSeen.area)}`, seenAt: sql`excluded.${bare(readinessSeen.seenAt)}` },
      }),
    db.orm
      .update(readinessExams)
      .set({
        answered: sql`${readinessExams.answered} + 1`,
        correct: sql`${readinessExams.correct} + ${i.isCorrect}`,
        points: sql`${readinessExams.points} + ${i.points}`,
        possible: sql`${readinessExams.possible} + ${i.maxPoints}`,
        theta: e.theta,
        se: e.se,
        status: e.status,
        reason: e.reason,
        finishedAt: e.status === "active" ? null : e.now,
        reusedCount: sql`${readinessExams.reusedCount} + ${readinessExams.currentReused}`,
        currentQuestionId: e.next?.questionId ?? null,
        currentShownAt: e.now,
        currentReused: e.next?.reused ? 1 : 0,
        currentPretest: e.next?.pretest ? 1 : 0,
      })
      .where(and(eq(readinessExams.id, e.examId), eq(readinessExams.status, "active"))),
  ] as const;
}
