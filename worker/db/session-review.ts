// What a session's review reads, in one round trip: the student's session
// (none when it is another's), the questions drawn for it in order, and its
// answers with their questions (a practice session drawn before sessions
// recorded their questions has only its answers). O(the session's questions).
import { and, asc, eq, sql } from "drizzle-orm";
import type { Query } from "./query";
import { answers, categories, questions, sessionQuestions, sessions } from "./schema";
import { sessionRows } from "./sessions";

const questionFields = {
  id: questions.id,
  type: questions.type,
  maxPoints: questions.maxPoints,
  category: categories.name,
  difficulty: questions.difficulty,
  content: questions.content,
  display: questions.display,
  options: questions.options,
  correctAnswer: questions.correctAnswer,
  explanation: questions.explanation,
  body: questions.body,
};

export const sessionReviewReads = (db: Query, userId: number, sessionId: number) =>
  [
    sessionRows(db).where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId))),
    db.orm
      .select({ position: sessionQuestions.position, ...questionFields })
      .from(sessionQuestions)
      .innerJoin(sessions, eq(sessions.id, sessionQuestions.sessionId))
      .innerJoin(questions, eq(questions.id, sessionQuestions.questionId))
      .innerJoin(categories, eq(categories.id, questions.categoryId))
      .where(and(eq(sessionQuestions.sessionId, sessionId), eq(sessions.userId, userId)))
      .orderBy(asc(sessionQuestions.position)),
    db.orm
      .select({
        ...questionFields,
        questionId: answers.questionId,
        selectedAnswer: answers.selectedAnswer,
        response: answers.response,
        points: answers.points,
        isCorrect: answers.isCorrect,
        answerMaxPoints: sql<number>`${answers.maxPoints}`.as("answer_max_points"),
        timeSpent: answers.timeSpent,
      })
      .from(answers)
      .innerJoin(questions, eq(questions.id, answers.questionId))
      .innerJoin(categories, eq(categories.id, questions.categoryId))
      .where(and(eq(answers.sessionId, sessionId), eq(answers.userId, userId)))
      .orderBy(asc(answers.answeredAt), asc(answers.id)),
  ] as const;
