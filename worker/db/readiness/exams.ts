// Readiness exams in D1: a student's exams, one exam with its answered items,
// creating an exam (atomically, one running at a time) and ending one.
import { and, desc, eq, sql } from "drizzle-orm";
import type { Query } from "../query";
import { questions, readinessExams, readinessItems } from "../schema";
import { runningExam } from "../pool-access";

export const examFields = {
  id: readinessExams.id,
  userId: readinessExams.userId,
  status: readinessExams.status,
  reason: readinessExams.reason,
  startedAt: readinessExams.startedAt,
  deadline: readinessExams.deadline,
  finishedAt: readinessExams.finishedAt,
  answered: readinessExams.answered,
  correct: readinessExams.correct,
  points: readinessExams.points,
  possible: readinessExams.possible,
  theta: readinessExams.theta,
  se: readinessExams.se,
  currentQuestionId: readinessExams.currentQuestionId,
  currentShownAt: readinessExams.currentShownAt,
  currentReused: readinessExams.currentReused,
  reusedCount: readinessExams.reusedCount,
  scored: readinessExams.scored,
  recordedAt: readinessExams.recordedAt,
  mode: readinessExams.mode,
  inTutorial: readinessExams.inTutorial,
  breakOffers: readinessExams.breakOffers,
  breaksTaken: readinessExams.breaksTaken,
  breakStartedAt: readinessExams.breakStartedAt,
  breakMs: readinessExams.breakMs,
  pretestPlan: readinessExams.pretestPlan,
  pretestAnswered: readinessExams.pretestAnswered,
  currentPretest: readinessExams.currentPretest,
};

/** The student's latest exams, newest first. */
export const recentExams = (db: Query, userId: number, limit: number) =>
  db.orm
    .select(examFields)
    .from(readinessExams)
    .where(eq(readinessExams.userId, userId))
    .orderBy(desc(readinessExams.startedAt))
    .limit(limit);

export type ExamRow = Awaited<ReturnType<typeof recentExams>>[number];

/** The student's running exam (status active; its time may have run out: settle it). */
export const activeExam = (db: Query, userId: number) =>
  db.orm
    .select(examFields)
    .from(readinessExams)
    .where(and(eq(readinessExams.userId, userId), eq(readinessExams.status, "active")))
    .orderBy(desc(readinessExams.startedAt))
    .limit(1);

const itemFields = {
  position: readinessItems.position,
  questionId: readinessItems.questionId,
  area: readinessItems.area,
  difficulty: readinessItems.difficulty,
  selectedAnswer: readinessItems.selectedAnswer,
  isCorrect: readinessItems.isCorrect,
  points: sql<number>`coalesce(${readinessItems.points}, ${readinessItems.isCorrect})`.as("points"),
  maxPoints: readinessItems.maxPoints,
  response: readinessItems.response,
  family: questions.family,
  type: questions.type,
  caseId: readinessItems.caseId,
  caseStep: readinessItems.caseStep,
  timeSpent: readinessItems.timeSpent,
  answeredAt: readinessItems.answeredAt,
};

/** The caller's exam and its answered items, in one round trip; null when it is not theirs. */
export async function loadExam(db: Query, userId: number, examId: number) {
  const [exams, items] = await db.batch([
    db.orm
      .select(examFields)
      .from(readinessExams)
      .where(and(eq(readinessExams.id, examId), eq(readinessExams.userId, userId))),
    db.orm
      .select(itemFields)
      .from(readinessItems)
      .innerJoin(readinessExams, eq(readinessExams.id, readinessItems.examId))
      .innerJoin(questions, eq(questions.id, readinessItems.questionId))
      .where(and(eq(readinessItems.examId, examId), eq(readinessExams.userId, userId)))
      .orderBy(readinessItems.position),
  ] as const);
  return exams[0] ? { exam: exams[0], items } : null;
}

export type ItemRow =
  Awaited<ReturnType<typeof loadExam>> extends infer L ? (L extends { items: (infer I)[] } ? I : never) : never;

export interface NewExam {
  userId: number;
  now: number;
  deadline: number;
  first: { questionId: number; reused: boolean; pretest?: boolean };
  scored: boolean;
  /** An NCLEX-day run: it opens on the tutorial, and carries its pretest plan (JSON). */
  nclexDay?: { pretestPlan: string };
}

/**
 * A new exam, unless one of the student's is running. Atomic: a second
 * simultaneous POST finds the first one's row and inserts nothing.
 * Hand-written: an INSERT … SELECT guarded by NOT EXISTS.
 */
export const createExam = (db: Query, e: NewExam) =>
  db.orm.all<{ id: number }>(sql`
    INSERT INTO ${readinessExams} (user_id, started_at, deadline, current_question_id, current_shown_at, current_reused, scored,
                                   mode, in_tutorial, pretest_plan, current_pretest)
    SELECT ${e.userId}, ${e.now}, ${e.deadline}, ${e.first.questionId}, ${e.now}, ${e.first.reused ? 1 : 0}, ${e.scored ? 1 : 0},
           ${e.nclexDay ? "nclex-day" : "short"}, ${e.nclexDay ? 1 : 0}, ${e.nclexDay?.pretestPlan ?? null}, ${e.first.pretest ? 1 : 0}
     WHERE NOT ${runningExam(e.userId, e.now)} RETURNING id`);

/** Ends an active exam now, decided by the estimate (the bank has no item left for it). */
export const endByBank = (
  db: Query,
  examId: number,
  e: { passed: boolean; reason: string; theta: number; se: number; now: number },
) =>
  db.orm
    .update(readinessExams)
    .set({
      status: e.passed ? "passed" : "failed",
      reason: e.reason,
      finishedAt: e.now,
      theta: e.theta,
      se: e.se,
      currentQuestionId: null,
      currentPretest: 0,
    })
    .where(and(eq(readinessExams.id, examId), eq(readinessExams.status, "active")));

/** Ends an active exam whose time ran out (its result decided by the estimate so far). */
export const endByTime = (db: Query, examId: number, passed: boolean, theta: number, se: number) =>
  db.orm
    .update(readinessExams)
    .set({
      status: passed ? "passed" : "failed",
      reason: "time",
      finishedAt: sql`${readinessExams.deadline}`,
      theta,
      se,
      currentQuestionId: null,
    })
    .where(and(eq(readinessExams.id, examId), eq(readinessExams.status, "active")));
