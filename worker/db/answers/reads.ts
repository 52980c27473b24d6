// What the answer route reads in its first round trip, besides the user: the
// question with what grading needs (keys included: never sent as they are),
// the session's state, and whether it holds this question.
import { eq, sql } from "drizzle-orm";
import type { Query } from "../query";
import { questions, sessionQuestions, sessions } from "../schema";
import { itemDifficulty, poolOpen } from "../pool-access";
import { qualified } from "../columns";

export const questionToGrade = (db: Query, questionId: number, userId: number, now: number) =>
  db.orm
    .select({
      type: questions.type,
      categoryId: questions.categoryId,
      clientNeed: questions.clientNeed,
      b: itemDifficulty.as("b"),
      options: questions.options,
      correctAnswer: questions.correctAnswer,
      explanation: questions.explanation,
      body: questions.body,
      caseId: questions.caseId,
      caseStep: questions.caseStep,
      open: poolOpen(userId, now).as("open"),
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
      drawn:
        sql<number>`EXISTS (SELECT 1 FROM ${sessionQuestions} WHERE ${qualified(sessionQuestions.sessionId)} = ${qualified(sessions.id)})`.as(
          "drawn",
        ),
      inSession:
        sql<number>`EXISTS (SELECT 1 FROM ${sessionQuestions} WHERE ${qualified(sessionQuestions.sessionId)} = ${qualified(sessions.id)} AND ${qualified(sessionQuestions.questionId)} = ${questionId})`.as(
          "in_session",
        ),
      isCase: sql<number>`${sessions.caseId} IS NOT NULL`.as("is_case"),
      caseId: sessions.caseId,
    })
    .from(sessions)
    .where(eq(sessions.id, sessionId));

export type SessionToAnswer = Awaited<ReturnType<typeof sessionToAnswer>>[number];
