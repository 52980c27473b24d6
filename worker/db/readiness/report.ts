// What an ended exam's report reads: whether another exam of the student's is
// running (then the review's keys are withheld), the questions with their keys
// for the review, and the titles of the cases it met.
import { inArray, sql } from "drizzle-orm";
import type { Query } from "../query";
import { caseStudies, questions } from "../schema";
import { runningExam } from "../pool-access";
import { idSet } from "../columns";

export const reportReads = (db: Query, userId: number, now: number, questionIds: number[], caseIds: number[]) =>
  [
    db.orm.select({ running: sql<number>`${runningExam(userId, now)}`.as("running") }).from(sql`(SELECT 1)`),
    db.orm
      .select({
        id: questions.id,
        type: questions.type,
        content: questions.content,
        display: questions.display,
        options: questions.options,
        correctAnswer: questions.correctAnswer,
        explanation: questions.explanation,
        body: questions.body,
      })
      .from(questions)
      .where(sql`${questions.id} IN ${idSet(questionIds)}`),
    db.orm
      .select({ id: caseStudies.id, title: caseStudies.title })
      .from(caseStudies)
      .where(inArray(caseStudies.id, caseIds.length ? caseIds : [0])),
  ] as const;
