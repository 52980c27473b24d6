// Reading and settling readiness exams. An exam is at most 150 items, so
// rebuilding its posterior from its own items is bounded work. The next item
// is chosen in readiness-selection.ts.
import type { Query } from "../db/query";
import { addResponse, emptyPosterior, summarize, type Posterior } from "../../lib/irt/posterior";
import { CLIENT_NEEDS, type ClientNeed } from "../../lib/categories";
import { decide, TIME_LIMIT_MINUTES } from "../../lib/irt/readiness";
import type { ExamItemView } from "../../lib/readiness-view";
import type { FormatFamily } from "../../lib/formats/names";
import { caseContext } from "../db/case-studies";

export interface ExamRow {
  id: number;
  userId: number;
  status: "active" | "passed" | "failed";
  reason: string | null;
  startedAt: number;
  deadline: number;
  finishedAt: number | null;
  answered: number;
  correct: number;
  points: number;
  possible: number;
  theta: number | null;
  se: number | null;
  currentQuestionId: number | null;
  currentShownAt: number | null;
  currentReused: number;
  reusedCount: number;
}

export interface ItemRow {
  position: number;
  questionId: number;
  area: ClientNeed;
  difficulty: number;
  selectedAnswer: string;
  isCorrect: number; // full marks
  points: number;
  maxPoints: number;
  response: string | null; // JSON; null for answers from before NGN formats
  family: FormatFamily;
  caseId: number | null; // a case item: its case and step
  caseStep: number | null;
}

export const EXAM_COLUMNS =
  "id, user_id AS userId, status, reason, started_at AS startedAt, deadline, finished_at AS finishedAt, answered, correct, points, possible, theta, se, current_question_id AS currentQuestionId, current_shown_at AS currentShownAt, current_reused AS currentReused, reused_count AS reusedCount";

/** The caller's exam and its answered items, in one round trip; null when it is not theirs. */
export async function loadExam(
  db: Query,
  userId: number,
  examId: number,
): Promise<{ exam: ExamRow; items: ItemRow[] } | null> {
  const [exams, items] = (await db.rawBatch([
    [`SELECT ${EXAM_COLUMNS} FROM readiness_exams WHERE id = ? AND user_id = ?`, examId, userId],
    [
      "SELECT i.position, i.question_id AS questionId, i.area, i.difficulty, i.selected_answer AS selectedAnswer, i.is_correct AS isCorrect, coalesce(i.points, i.is_correct) AS points, i.max_points AS maxPoints, i.response, q.family, i.case_id AS caseId, i.case_step AS caseStep FROM readiness_items i JOIN readiness_exams e ON e.id = i.exam_id JOIN questions q ON q.id = i.question_id WHERE i.exam_id = ? AND e.user_id = ? ORDER BY i.position",
      examId,
      userId,
    ],
  ])) as [ExamRow[], ItemRow[]];
  return exams[0] ? { exam: exams[0], items } : null;
}

export interface ExamPosteriors {
  overall: Posterior;
  perArea: Record<ClientNeed, Posterior>;
}

export function posteriors(
  items: { area: ClientNeed; difficulty: number; points: number; maxPoints: number }[],
): ExamPosteriors {
  const perArea = Object.fromEntries(CLIENT_NEEDS.map((a) => [a, emptyPosterior()])) as Record<ClientNeed, Posterior>;
  let overall = emptyPosterior();
  for (const i of items) {
    const mark = { points: i.points, maxPoints: i.maxPoints };
    overall = addResponse(overall, i.difficulty, mark);
    perArea[i.area] = addResponse(perArea[i.area], i.difficulty, mark);
  }
  return { overall, perArea };
}

/** Minutes counted against the limit: the deadline is authoritative. */
export const elapsedMinutes = (exam: ExamRow, now: number) =>
  now >= exam.deadline ? TIME_LIMIT_MINUTES : (now - exam.startedAt) / 60_000;

export async function itemView(db: Query, questionId: number, position: number): Promise<ExamItemView> {
  const q = await db.rawFirst<{
    type: string;
    maxPoints: number;
    content: string;
    options: string;
    display: string | null;
    category: string;
    caseId: number | null;
    caseStep: number | null;
  }>(
    "SELECT q.type, q.max_points AS maxPoints, q.content, q.options, q.display, c.name AS category, q.case_id AS caseId, q.case_step AS caseStep FROM questions q JOIN categories c ON c.id = q.category_id WHERE q.id = ?",
    questionId,
  );
  const context = q!.caseId && q!.caseStep ? await caseContext(db, q!.caseId, q!.caseStep) : null;
  // No key and no rationale: options without them, and the NGN display (which never holds either).
  const item = q!.display ? (JSON.parse(q!.display) as Record<string, unknown>) : null;
  const options = (JSON.parse(q!.options) as { label: string; text: string }[]).map(({ label, text }) => ({
    label,
    text,
  }));
  return {
    position,
    questionId,
    type: q!.type,
    maxPoints: q!.maxPoints,
    content: q!.content,
    options: item && Array.isArray(item.options) && !options.length ? (item.options as typeof options) : options,
    item,
    category: q!.category,
    ...(context ? { case: context } : {}),
  };
}

export const currentTheta = (items: ItemRow[]) => summarize(posteriors(items).overall).theta;

/** Ends an active exam whose time is up (decided by the estimate so far). */
export async function settleExpired(db: Query, exam: ExamRow, items: ItemRow[], now = Date.now()): Promise<ExamRow> {
  if (exam.status !== "active" || now < exam.deadline) return exam;
  const { theta, se } = summarize(posteriors(items).overall);
  const d = decide({ answered: items.length, theta, se, elapsedMinutes: TIME_LIMIT_MINUTES });
  const passed = d.done && d.passed;
  await db.rawRun(
    "UPDATE readiness_exams SET status = ?, reason = 'time', finished_at = deadline, theta = ?, se = ?, current_question_id = NULL WHERE id = ? AND status = 'active'",
    passed ? "passed" : "failed",
    theta,
    se,
    exam.id,
  );
  return {
    ...exam,
    status: passed ? "passed" : "failed",
    reason: "time",
    finishedAt: exam.deadline,
    theta,
    se,
    currentQuestionId: null,
  };
}
