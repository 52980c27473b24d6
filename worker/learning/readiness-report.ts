// Views of an exam: the running exam (current item, no keys) and, once it has
// ended, the report with every item's key and rationale and the per-area levels.
import type { Query } from "../db/query";
import type { Env } from "../env";
import { reportReads } from "../db/readiness/report";
import { itemView } from "../db/readiness/item-view";
import { bodyOfStored, gradedReply } from "../../lib/formats/submission";
import { grade } from "../../lib/formats/registry";
import { probabilityAbove, summarize } from "../../lib/irt/posterior";
import { areaLevel, MAX_ITEMS, MIN_ITEMS, PASSING_STANDARD, type StopReason } from "../../lib/irt/readiness";
import { CLIENT_NEEDS } from "../../lib/categories";
import type { ActiveExamView, ExamReportView } from "../../lib/readiness-view";
import { elapsedMinutes, posteriors, type ExamRow, type ItemRow } from "./readiness-store";
import { breakOffered } from "../../lib/readiness-nclex-day";
import { stepName } from "../../lib/cases/steps";

const iso = (ms: number) => new Date(ms).toISOString();
const round2 = (x: number) => Math.round(x * 100) / 100;

export async function activeView(db: Query, exam: ExamRow, env: Env, now: number): Promise<ActiveExamView> {
  const phase = exam.inTutorial ? "tutorial" : exam.breakStartedAt !== null ? "break" : "testing";
  const breakOffer =
    exam.mode === "nclex-day" && phase === "testing" && breakOffered(elapsedMinutes(exam, now), exam.breakOffers);
  // Pretest items count like any other: the same numbering, the same payload, no marker.
  const shown = exam.answered + exam.pretestAnswered;
  return {
    id: exam.id,
    status: "active",
    answered: shown,
    startedAt: iso(exam.startedAt),
    deadline: iso(exam.deadline),
    secondsLeft: Math.max(0, Math.round((exam.deadline - now) / 1000)),
    minItems: MIN_ITEMS,
    maxItems: MAX_ITEMS,
    scored: exam.scored === 1,
    mode: exam.mode,
    phase,
    breakOffer,
    breaksTaken: exam.breaksTaken,
    item:
      phase === "testing" && !breakOffer ? await itemView(db, env, exam.id, exam.currentQuestionId!, shown + 1) : null,
  };
}

export async function reportView(db: Query, exam: ExamRow, items: ItemRow[], now: number): Promise<ExamReportView> {
  const { overall, perArea } = posteriors(items);
  const { theta, se } = summarize(overall);
  // While another exam of theirs runs, earlier reviews are withheld: the running
  // exam may repeat their items once the student has seen the whole pool.
  const caseIds = [...new Set(items.flatMap((i) => (i.caseId ? [i.caseId] : [])))];
  const [[{ running }], rows, cases] = await db.batch(
    reportReads(
      db,
      exam.userId,
      now,
      items.map((i) => i.questionId),
      caseIds,
    ),
  );
  const questions = new Map(running ? [] : rows.map((q) => [q.id, q]));
  const caseTitles = new Map(cases.map((c) => [c.id, c.title]));
  const scored = exam.scored === 1;
  return {
    id: exam.id,
    status: exam.status === "passed" ? "passed" : "failed",
    scored,
    reason: (exam.reason ?? "time") as StopReason,
    answered: items.length,
    correct: items.filter((i) => i.isCorrect === 1).length,
    points: items.reduce((s, i) => s + i.points, 0),
    possible: items.reduce((s, i) => s + i.maxPoints, 0),
    theta: round2(theta),
    se: round2(se),
    standard: PASSING_STANDARD,
    passPercent: scored ? Math.round(100 * probabilityAbove(overall, PASSING_STANDARD)) : null,
    startedAt: iso(exam.startedAt),
    finishedAt: iso(exam.finishedAt ?? exam.deadline),
    mode: exam.mode,
    timeUsedSeconds: Math.max(0, Math.round(((exam.finishedAt ?? exam.deadline) - exam.startedAt) / 1000)),
    breaksTaken: exam.breaksTaken,
    breakSeconds: Math.round(
      (exam.breakMs +
        (exam.breakStartedAt !== null ? Math.max(0, (exam.finishedAt ?? exam.deadline) - exam.breakStartedAt) : 0)) /
        1000,
    ),
    reused: exam.reusedCount,
    reviewWithheld: !!running,
    areas: CLIENT_NEEDS.map((area) => {
      const mine = items.filter((i) => i.area === area);
      return {
        area,
        answered: mine.length,
        correct: mine.filter((i) => i.isCorrect === 1).length,
        level: areaLevel(perArea[area]),
      };
    }),
    review: running
      ? []
      : items.map((i) => {
          const q = questions.get(i.questionId)!;
          const single = q.type === "single";
          const response = i.response ? JSON.parse(i.response) : i.selectedAnswer;
          // Graded again against today's key (the stored points stay what the exam counted).
          const body = bodyOfStored(q);
          const { rule, ruleSentence, breakdown, correctResponse, rationales, feedback } = gradedReply(
            q,
            body,
            response,
            grade(q.type, body, response),
          );
          return {
            position: i.position,
            questionId: i.questionId,
            clientNeed: i.area,
            content: q.content,
            type: q.type,
            options: single ? JSON.parse(q.options) : [],
            item: q.display ? JSON.parse(q.display) : null,
            correctAnswer: single ? q.correctAnswer : null,
            explanation: q.explanation,
            selectedAnswer: i.selectedAnswer,
            isCorrect: i.isCorrect === 1,
            response,
            points: i.points,
            maxPoints: i.maxPoints,
            rule,
            ruleSentence,
            breakdown,
            correctResponse,
            rationales,
            ...(feedback ? { feedback } : {}), // a calculation's worked solution
            case:
              i.caseId && i.caseStep
                ? { title: caseTitles.get(i.caseId) ?? "Case study", step: i.caseStep, stepName: stepName(i.caseStep) }
                : null,
          };
        }),
  };
}

export const examView = (db: Query, exam: ExamRow, items: ItemRow[], now: number, env: Env) =>
  exam.status === "active" ? activeView(db, exam, env, now) : reportView(db, exam, items, now);
