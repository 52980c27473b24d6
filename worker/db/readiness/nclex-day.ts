// The NCLEX-day run's statements: ending the tutorial (the clock starts),
// answering a break offer, coming back from a break, and the pretest items
// (chosen among the readiness pool's uncalibrated items, answered into
// readiness_pretest and nowhere else). Each update is guarded by the state it
// leaves, so a repeated or late request changes nothing.
import { and, eq, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { Query } from "../query";
import { bareList, idSet } from "../columns";
import { questions, readinessExams, readinessPretest, readinessSeen } from "../schema";
import type { AnswerGate } from "../answers/gate";
import { CALIBRATION_MIN_RESPONSES } from "../../../lib/readiness-nclex-day";

const running = (examId: number) => and(eq(readinessExams.id, examId), eq(readinessExams.status, "active"));

/** "Begin": the tutorial ends and the exam's clock starts now; the first item counts its time from now. */
export const beginExam = (db: Query, examId: number, now: number, limitMs: number) =>
  db.orm
    .update(readinessExams)
    .set({ inTutorial: 0, startedAt: now, deadline: now + limitMs, currentShownAt: now })
    .where(and(running(examId), eq(readinessExams.inTutorial, 1)))
    .returning({ id: readinessExams.id });

/** A break offer answered: taken (the break starts now, the clock keeps running) or declined. */
export const answerBreakOffer = (db: Query, examId: number, offer: number, take: boolean, now: number) =>
  db.orm
    .update(readinessExams)
    .set({
      breakOffers: offer + 1,
      currentShownAt: now, // the item's time counts from its showing, not from before the offer or the break
      ...(take ? { breaksTaken: sql`${readinessExams.breaksTaken} + 1`, breakStartedAt: now } : {}),
    })
    .where(
      and(
        running(examId),
        eq(readinessExams.inTutorial, 0),
        eq(readinessExams.breakOffers, offer),
        isNull(readinessExams.breakStartedAt),
      ),
    )
    .returning({ id: readinessExams.id });

/** Back from a break: the exam resumes at the same item, whose time counts from now. */
export const resumeExam = (db: Query, examId: number, now: number) =>
  db.orm
    .update(readinessExams)
    .set({
      breakMs: sql`${readinessExams.breakMs} + max(0, ${now} - ${readinessExams.breakStartedAt})`,
      breakStartedAt: null,
      currentShownAt: now,
    })
    .where(and(running(examId), isNotNull(readinessExams.breakStartedAt)))
    .returning({ id: readinessExams.id });

/**
 * A pretest item: a random active stand-alone readiness-pool item with fewer
 * calibration responses than CALIBRATION_MIN_RESPONSES, not used in this exam
 * and never seen (with its key) by the student. Random by a seek on the draw
 * key from a random point (wrapping around).
 */
export function pretestCandidate(db: Query, userId: number, used: number[], from: number) {
  const where = (side: "after" | "before") =>
    and(
      eq(questions.active, 1),
      eq(questions.pool, "readiness"),
      isNull(questions.caseId),
      lt(questions.irtResponses, CALIBRATION_MIN_RESPONSES),
      used.length ? sql`${questions.id} NOT IN ${idSet(used)}` : undefined,
      sql`NOT EXISTS (SELECT 1 FROM ${readinessSeen} WHERE ${readinessSeen.userId} = ${userId} AND ${readinessSeen.questionId} = ${questions.id})`,
      side === "after" ? sql`${questions.randKey} >= ${from}` : sql`${questions.randKey} < ${from}`,
    );
  const pick = (side: "after" | "before") =>
    db.orm
      .select({ id: questions.id, area: questions.clientNeed })
      .from(questions)
      .where(where(side))
      .orderBy(questions.randKey)
      .limit(1);
  return [pick("after"), pick("before")] as const;
}

export interface PretestAnswer {
  examId: number;
  questionId: number;
  position: number;
  response: string;
  points: number;
  maxPoints: number;
  now: number;
  gate: AnswerGate;
  next: { questionId: number; reused: boolean; pretest: boolean } | null;
}

/** A pretest answer: its row (seconds from the exam's gate), and the exam's next item. θ and totals do not move. */
export function pretestAnswerWrites(db: Query, a: PretestAnswer) {
  return [
    db.orm.run(sql`
      INSERT INTO ${readinessPretest} (${bareList(readinessPretest.examId, readinessPretest.questionId, readinessPretest.position, readinessPretest.response, readinessPretest.points, readinessPretest.maxPoints, readinessPretest.timeSpent, readinessPretest.answeredAt)})
      SELECT ${a.examId}, ${a.questionId}, ${a.position}, ${a.response}, ${a.points}, ${a.maxPoints}, g.spent, ${a.now} FROM (${a.gate}) g WHERE true`),
    db.orm
      .update(readinessExams)
      .set({
        pretestAnswered: sql`${readinessExams.pretestAnswered} + 1`,
        currentQuestionId: a.next?.questionId ?? null,
        currentShownAt: a.now,
        currentReused: a.next?.reused ? 1 : 0,
        currentPretest: a.next?.pretest ? 1 : 0,
      })
      .where(and(running(a.examId), eq(readinessExams.currentQuestionId, a.questionId))),
  ] as const;
}

/** This exam's pretest items so far (never repeated within it). */
export const pretestUsed = (db: Query, examId: number) =>
  db.orm
    .select({ questionId: readinessPretest.questionId })
    .from(readinessPretest)
    .where(eq(readinessPretest.examId, examId));
