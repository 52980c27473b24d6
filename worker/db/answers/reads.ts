// What the answer route reads in its first round trip, besides the user: the
// question with what grading needs (keys included: never sent as they are),
// the session's state, and whether it holds this question.
import { eq, sql } from "drizzle-orm";
import type { Query } from "../query";
import { questions, sessionQuestions, sessions } from "../schema";
import { itemDifficulty, poolOpen } from "../pool-access";

export const questionToGrade = (db: Query, questionId: number, userId: number, now: number) =>
  db.orm
    .select({
      type: questions.type,
      categoryId: questions.categoryId,
      clientNeed: questions.clientNeed,
      b: itemDifficulty,
      options: questions.options,
      correctAnswer: questions.correctAnswer,
      explanation: questions.explanation,
      body: questions.body,
      caseId: questions.caseId,
      caseStep: questions.caseStep,
      open: poolOpen(userId, now),
    })
    .from(questions)
    .where(eq(questions.id, questionId));

export const sessionToAnswer = (db: Query, sessionId: number, questionId: number) =>
  db.orm
    .select({
      userId: sessions.userId,
      sessionType: sessions.sessionType,
      finishedAt: sessions.finishedAt,
      startedAt: sessions.startedAt,
      timeLimit: sessions.timeLimit,
      total: sessions.totalQuestions,
      answered: sessions.answeredCount,
      drawn: sql<number>`EXISTS (SELECT 1 FROM ${sessionQuestions} WHERE ${sessionQuestions.sessionId} = ${sessions.id})`,
      inSession: sql<number>`EXISTS (SELECT 1 FROM ${sessionQuestions} WHERE ${sessionQuestions.sessionId} = ${sessions.id} AND ${sessionQuestions.questionId} = ${questionId})`,
      isCase: sql<number>`${sessions.caseId} IS NOT NULL`,
    })
    .from(sessions)
    .where(eq(sessions.id, sessionId));

export type SessionToAnswer = Awaited<ReturnType<typeof sessionToAnswer>>[number];
