// What a session's review reads, in one round trip: the student's session
// (none when it is another's), the questions drawn for it in order, and its
// answers with their questions (a practice session drawn before sessions
// recorded their questions has only its answers). O(the session's questions).
import { and, asc, eq, sql } from "drizzle-orm";
import type { Query } from "./query";
import { answers, categories, questions, sessionQuestions, sessions } from "./schema";
import { sessionRows } from "./sessions";
import { reviewEntry } from "../../lib/session-review";
import { answerDeadline } from "../../lib/session-rules";

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

/**
 * A session's review as the API and the previous-test page show it, in one
 * round trip: null when the session is not the student's; `entries` null
 * while a timed test runs (no key leaves the server before it ends).
 */
export async function loadSessionReview(db: Query, userId: number, sessionId: number, now: number) {
  const [[session], drawn, answered] = await db.batch(sessionReviewReads(db, userId, sessionId));
  if (!session) return null;
  const deadline = answerDeadline({ ...session, timeLimit: session.timeLimit });
  const running = !session.finishedAt && (deadline === null || now <= deadline);
  if (running && session.sessionType === "timed") return { session, running, entries: null };
  const byQuestion = new Map(
    answered.map((a) => [a.questionId, { ...a, maxPoints: a.answerMaxPoints, questionMaxPoints: a.maxPoints }]),
  );
  const questions = drawn.length ? drawn : answered.map((a) => ({ ...a, position: 0 }));
  const entries = questions.map((q, i) => reviewEntry(i + 1, q, byQuestion.get(q.id), !running));
  return { session, running, entries };
}

export type LoadedSessionReview = NonNullable<Awaited<ReturnType<typeof loadSessionReview>>>;
