// Answering an unscored pretest item of an NCLEX-day run: the answer is
// stored in readiness_pretest (for `npm run calibrate`) and nowhere else, the
// exam's θ, totals and stopping rules stay as they were, and the next item is
// chosen. Only when the bank has nothing left to show does the exam end,
// decided by its scored answers as after a scored item.
import type { Query } from "../db/query";
import { summarize } from "../../lib/irt/posterior";
import { MIN_ITEMS, PASSING_STANDARD } from "../../lib/irt/readiness";
import { examItemGate } from "../db/answers/gate";
import { endByBank, loadExam } from "../db/readiness/exams";
import { pretestAnswerWrites } from "../db/readiness/nclex-day";
import { chooseExamItem } from "./readiness-next";
import { endExam, posteriors, type ExamRow, type ItemRow } from "./readiness-store";

export interface PretestSubmission {
  questionId: number;
  response: string;
  score: { points: number; maxPoints: number };
  now: number;
}

export async function answerPretest(db: Query, exam: ExamRow, items: ItemRow[], a: PretestSubmission) {
  const { theta, se } = summarize(posteriors(items).overall);
  const next = await chooseExamItem(db, exam, items, theta, exam.pretestAnswered + 1, [a.questionId]);
  const writes = pretestAnswerWrites(db, {
    examId: exam.id,
    questionId: a.questionId,
    position: exam.answered + exam.pretestAnswered + 1,
    response: a.response,
    points: a.score.points,
    maxPoints: a.score.maxPoints,
    now: a.now,
    gate: examItemGate(exam.userId, exam.currentShownAt ?? a.now, a.now),
    next,
  });
  try {
    if (next) await db.batch(writes);
    else {
      const reason = items.length >= MIN_ITEMS ? "bank-exhausted" : "bank-exhausted-below-minimum";
      const ending = endByBank(db, exam.id, { passed: theta > PASSING_STANDARD, reason, theta, se, now: a.now });
      await endExam(db, exam, items, [...writes, ending], a.now);
    }
  } catch (e) {
    if (/UNIQUE constraint failed: readiness_pretest/.test(String(e))) return "duplicate" as const;
    throw e;
  }
  return (await loadExam(db, exam.userId, exam.id))!;
}
