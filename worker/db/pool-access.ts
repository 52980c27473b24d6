// Who may see what of the readiness pool (lib/readiness-pool.ts), as SQL
// fragments over the questions table. A pool question is open to a student
// only when no readiness exam of theirs is running and they have already seen
// its key (readiness_seen: the review of an ended exam, or practice before the
// pool existed). Everything else about a pool question stays sealed.
import { sql } from "drizzle-orm";
import { questions, readinessExams, readinessSeen } from "./schema";
import { qualified } from "./columns";

/** The student has a readiness exam running. */
export const runningExam = (userId: number, now: number) =>
  sql`EXISTS (SELECT 1 FROM ${readinessExams} WHERE ${qualified(readinessExams.userId)} = ${userId}
    AND ${qualified(readinessExams.status)} = 'active' AND ${qualified(readinessExams.deadline)} > ${now})`;

/** 1 when the question may be shown with its key to this student (practice and practice-case items always; readiness items, stand-alone or in a case, once seen). */
export const poolOpen = (userId: number, now: number) =>
  sql<number>`(${qualified(questions.pool)} IN ('practice', 'case') OR (NOT ${runningExam(userId, now)}
    AND EXISTS (SELECT 1 FROM ${readinessSeen} WHERE ${qualified(readinessSeen.userId)} = ${userId} AND ${qualified(readinessSeen.questionId)} = ${qualified(questions.id)})))`;

/** An item's difficulty in logits: calibrated, else the prior of its level (priorDifficulty(l) = l - 3); the index questions_family_area_difficulty matches it. */
export const itemDifficulty = sql<number>`coalesce(${questions.irtDifficulty}, ${questions.difficulty} - 3)`;

/** True when the question exists and is open to the student (for a write that names a question by id). */
export const questionOpen = (questionId: number, userId: number, now: number) =>
  sql`EXISTS (SELECT 1 FROM ${questions} WHERE ${questions.id} = ${questionId} AND ${poolOpen(userId, now)})`;
