// Views of an exam: the running exam (current item, no keys) and, once it has
// ended, the report with every item's key and rationale and the per-area levels.
import type { Query } from "../db/query";
import { loadQuestions } from "../db/questions";
import { probabilityAbove, summarize } from "../../lib/irt/posterior";
import { areaLevel, MAX_ITEMS, MIN_ITEMS, PASSING_STANDARD, type StopReason } from "../../lib/irt/readiness";
import { CLIENT_NEEDS } from "../../lib/categories";
import type { ActiveExamView, ExamReportView } from "../../lib/readiness-view";
import { itemView, posteriors, type ExamRow, type ItemRow } from "./readiness-store";
import { RUNNING_EXAM_SQL } from "./readiness-pool";

const iso = (ms: number) => new Date(ms).toISOString();
const round2 = (x: number) => Math.round(x * 100) / 100;

export async function activeView(db: Query, exam: ExamRow): Promise<ActiveExamView> {
  return {
    id: exam.id,
    status: "active",
    answered: exam.answered,
    startedAt: iso(exam.startedAt),
    deadline: iso(exam.deadline),
    minItems: MIN_ITEMS,
    maxItems: MAX_ITEMS,
    item: await itemView(db, exam.currentQuestionId!, exam.answered + 1),
  };
}

export async function reportView(db: Query, exam: ExamRow, items: ItemRow[]): Promise<ExamReportView> {
  const { overall, perArea } = posteriors(items);
  const { theta, se } = summarize(overall);
  // While another exam of theirs runs, earlier reviews are withheld: the running
  // exam may repeat their items once the student has seen the whole pool.
  const now = Date.now();
  const running = !!(await db.first(`SELECT 1 WHERE ${RUNNING_EXAM_SQL}`, exam.userId, now));
  const questions = new Map((running ? [] : await loadQuestions(db, items.map((i) => i.questionId))).map((q) => [q.id, q]));
  return {
    id: exam.id,
    status: exam.status === "passed" ? "passed" : "failed",
    reason: (exam.reason ?? "time") as StopReason,
    answered: items.length,
    correct: items.filter((i) => i.isCorrect === 1).length,
    theta: round2(theta),
    se: round2(se),
    standard: PASSING_STANDARD,
    passPercent: Math.round(100 * probabilityAbove(overall, PASSING_STANDARD)),
    startedAt: iso(exam.startedAt),
    finishedAt: iso(exam.finishedAt ?? exam.deadline),
    reused: exam.reusedCount,
    reviewWithheld: running,
    areas: CLIENT_NEEDS.map((area) => {
      const mine = items.filter((i) => i.area === area);
      return { area, answered: mine.length, correct: mine.filter((i) => i.isCorrect === 1).length, level: areaLevel(perArea[area]) };
    }),
    review: running ? [] : items.map((i) => {
      const q = questions.get(i.questionId)!;
      return { position: i.position, questionId: i.questionId, clientNeed: i.area, content: q.content, options: q.options, correctAnswer: q.correctAnswer, explanation: q.explanation, selectedAnswer: i.selectedAnswer, isCorrect: i.isCorrect === 1 };
    }),
  };
}

export const examView = (db: Query, exam: ExamRow, items: ItemRow[]) => (exam.status === "active" ? activeView(db, exam) : reportView(db, exam, items));
