// The statements a session answer adds to its batch, after the gated ones (the
// gate must see the session as it was): the session's counts under the same
// rules with the seconds just stored, and for a case-study session the
// student's best on that case. Hand-written SQL: an UPDATE that reads the
// answer just stored, and an upsert that keeps the larger best.
import { sql } from "drizzle-orm";
import type { Query } from "../query";
import { bare, bareList } from "../columns";
import { answers, caseBests, caseStudies, sessions } from "../schema";
import { sessionOpen } from "./gate";

export interface SessionMarks {
  userId: number;
  sessionId: number;
  questionId: number;
  isCorrect: 0 | 1;
  points: number;
  maxPoints: number;
}

export const sessionAnswerWrites = (db: Query, m: SessionMarks, now: number) => [
  db.orm.run(sql`
    UPDATE ${sessions} SET ${bare(sessions.answeredCount)} = ${sessions.answeredCount} + 1,
      ${bare(sessions.correctAnswers)} = ${sessions.correctAnswers} + ${m.isCorrect},
      ${bare(sessions.points)} = ${sessions.points} + ${m.points},
      ${bare(sessions.maxPoints)} = ${sessions.maxPoints} + ${m.maxPoints},
      ${bare(sessions.timeSpent)} = ${sessions.timeSpent} + (SELECT ${answers.timeSpent} FROM ${answers}
        WHERE ${answers.sessionId} = ${sessions.id} AND ${answers.questionId} = ${m.questionId})
    WHERE ${sessions.id} = ${m.sessionId} AND ${sessions.userId} = ${m.userId} AND ${sessionOpen(now, m.questionId)}`),
  // A case-study session: the student's best on that case is at least what this attempt has earned so far.
  db.orm.run(sql`
    INSERT INTO ${caseBests} (${bareList(caseBests.userId, caseBests.caseId, caseBests.bestPoints, caseBests.maxPoints, caseBests.updatedAt)})
    SELECT ${sessions.userId}, ${sessions.caseId}, ${sessions.points}, ${caseStudies.maxPoints}, ${now}
      FROM ${sessions} JOIN ${caseStudies} ON ${caseStudies.id} = ${sessions.caseId}
     WHERE ${sessions.id} = ${m.sessionId} AND ${sessions.userId} = ${m.userId} AND true
    ON CONFLICT (${bareList(caseBests.userId, caseBests.caseId)}) DO UPDATE SET
      ${bare(caseBests.bestPoints)} = excluded.${bare(caseBests.bestPoints)},
      ${bare(caseBests.maxPoints)} = excluded.${bare(caseBests.maxPoints)},
      ${bare(caseBests.updatedAt)} = excluded.${bare(caseBests.updatedAt)}
    WHERE excluded.${bare(caseBests.bestPoints)} > ${caseBests.bestPoints} OR excluded.${bare(caseBests.maxPoints)} <> ${caseBests.maxPoints}`),
];
