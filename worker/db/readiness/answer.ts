// The statements a readiness-exam answer adds after the answer's own (the
// answer row must exist: the item copies its stored seconds): the exam's item,
// the question marked seen (its key shows in this exam's review, and it is the
// last to be repeated later), and the exam's running totals and next item.
// Hand-written SQL for the item (an INSERT … SELECT from the stored answer)
// and the seen mark (an upsert); the exam update is guarded by its status.
import { and, eq, sql } from "drizzle-orm";
import type { Query } from "../query";
import { bare, bareList } from "../columns";
import { answers, readinessExams, readinessItems, readinessSeen } from "../schema";
import type { ItemRow } from "../../learning/readiness-store";

export interface ExamAnswer {
  examId: number;
  item: ItemRow;
  userId: number;
  now: number;
  theta: number;
  se: number;
  status: string;
  reason: string | null;
  next: { questionId: number; reused: boolean } | null;
}

export function examAnswerWrites(db: Query, e: ExamAnswer) {
  const i = e.item;
  return [
    db.orm.run(sql`
      INSERT INTO ${readinessItems} (${bareList(readinessItems.examId, readinessItems.position, readinessItems.questionId, readinessItems.area, readinessItems.difficulty, readinessItems.selectedAnswer, readinessItems.isCorrect, readinessItems.response, readinessItems.points, readinessItems.maxPoints, readinessItems.timeSpent, readinessItems.answeredAt, readinessItems.caseId, readinessItems.caseStep)})
      SELECT ${e.examId}, ${i.position}, ${i.questionId}, ${i.area}, ${i.difficulty}, ${i.selectedAnswer}, ${i.isCorrect}, ${i.response},
             ${i.points}, ${i.maxPoints}, ${answers.timeSpent}, ${e.now}, ${i.caseId}, ${i.caseStep}
        FROM ${answers} WHERE ${answers.userId} = ${e.userId} AND ${answers.questionId} = ${i.questionId} AND ${answers.answeredAt} = ${e.now}
       ORDER BY ${answers.id} DESC LIMIT 1`),
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
      })
      .where(and(eq(readinessExams.id, e.examId), eq(readinessExams.status, "active"))),
  ] as const;
}
