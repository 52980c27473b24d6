// Reading and choosing for the readiness exam. An exam is at most 150 items,
// so rebuilding its posterior from its own items is bounded work; the next
// item is found by seeking the (area, difficulty) index around the estimate.
import type { Query } from "../db/query";
import { addResponse, emptyPosterior, summarize, type Posterior } from "../../lib/irt/posterior";
import { emptyCounts, nextArea } from "../../lib/irt/content-balance";
import { selectExamItem } from "../../lib/irt/selection";
import { CLIENT_NEEDS, type ClientNeed } from "../../lib/categories";
import { ITEM_DIFFICULTY_SQL } from "./ability";
import { decide, TIME_LIMIT_MINUTES } from "../../lib/irt/readiness";
import type { ExamItemView } from "../../lib/readiness-view";

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
  theta: number | null;
  se: number | null;
  currentQuestionId: number | null;
  currentShownAt: number | null;
}

export interface ItemRow {
  position: number;
  questionId: number;
  area: ClientNeed;
  difficulty: number;
  selectedAnswer: string;
  isCorrect: number;
}

export const EXAM_COLUMNS =
  "id, user_id AS userId, status, reason, started_at AS startedAt, deadline, finished_at AS finishedAt, answered, correct, theta, se, current_question_id AS currentQuestionId, current_shown_at AS currentShownAt";

/** The caller's exam and its answered items, in one round trip; null when it is not theirs. */
export async function loadExam(db: Query, userId: number, examId: number): Promise<{ exam: ExamRow; items: ItemRow[] } | null> {
  const [exams, items] = (await db.batch([
    [`SELECT ${EXAM_COLUMNS} FROM readiness_exams WHERE id = ? AND user_id = ?`, examId, userId],
    ["SELECT i.position, i.question_id AS questionId, i.area, i.difficulty, i.selected_answer AS selectedAnswer, i.is_correct AS isCorrect FROM readiness_items i JOIN readiness_exams e ON e.id = i.exam_id WHERE i.exam_id = ? AND e.user_id = ? ORDER BY i.position", examId, userId],
  ])) as [ExamRow[], ItemRow[]];
  return exams[0] ? { exam: exams[0], items } : null;
}

export interface ExamPosteriors {
  overall: Posterior;
  perArea: Record<ClientNeed, Posterior>;
}

export function posteriors(items: { area: ClientNeed; difficulty: number; isCorrect: number }[]): ExamPosteriors {
  const perArea = Object.fromEntries(CLIENT_NEEDS.map((a) => [a, emptyPosterior()])) as Record<ClientNeed, Posterior>;
  let overall = emptyPosterior();
  for (const i of items) {
    overall = addResponse(overall, i.difficulty, i.isCorrect === 1);
    perArea[i.area] = addResponse(perArea[i.area], i.difficulty, i.isCorrect === 1);
  }
  return { overall, perArea };
}

/** Minutes counted against the limit: the deadline is authoritative. */
export const elapsedMinutes = (exam: ExamRow, now: number) => (now >= exam.deadline ? TIME_LIMIT_MINUTES : (now - exam.startedAt) / 60_000);

const NEAREST = 5; // candidates on each side of the estimate

/**
 * SQL (params: user id, now) true when question `q` is the current or an
 * answered item of the user's running, unexpired readiness exam: its key must
 * not be revealed elsewhere before the exam ends.
 */
export const IN_RUNNING_EXAM_SQL = `EXISTS (SELECT 1 FROM readiness_exams e WHERE e.user_id = ? AND e.status = 'active' AND e.deadline > ?
  AND (e.current_question_id = q.id OR EXISTS (SELECT 1 FROM readiness_items i WHERE i.exam_id = e.id AND i.question_id = q.id)))`;

const TIE_POOL = 40; // nearest items read per side: random tie-breaking stays bounded work

// Before calibration there are only 5 difficulty values, so ORDER BY b alone
// would give every student near the same θ the same items (index order). The
// inner query reads the TIE_POOL nearest items (an index seek on (area,
// difficulty)); the outer one keeps the nearest and breaks ties at random.
// "Unseen" skips items the student has ever answered (one probe of
// answers_user_question per candidate).
function nearestSql(side: "above" | "below", unseen: boolean, used: string): string {
  const b = ITEM_DIFFICULTY_SQL;
  const dir = side === "above" ? "" : " DESC";
  const notSeen = unseen ? " AND NOT EXISTS (SELECT 1 FROM answers a WHERE a.user_id = ? AND a.question_id = q.id)" : "";
  return `SELECT id, b FROM (
      SELECT id, ${b} AS b FROM questions q WHERE active = 1 AND client_need = ? AND ${b} ${side === "above" ? ">=" : "<"} ? AND id NOT IN (${used})${notSeen}
      ORDER BY ${b}${dir} LIMIT ${TIE_POOL})
    ORDER BY b${dir}, random() LIMIT ${NEAREST}`;
}

/**
 * The next item: the content-balanced area, then near 50% predicted success,
 * never repeated within the exam, preferring items this student has never
 * answered (a retake should not reuse items whose keys they saw in a review).
 */
export async function chooseNextItem(db: Query, userId: number, items: ItemRow[], theta: number): Promise<{ questionId: number; area: ClientNeed; b: number } | null> {
  const counts = emptyCounts();
  for (const i of items) counts[i.area]++;
  const used = items.map((i) => Math.trunc(i.questionId)).join(",") || "0"; // integer ids from the database, inlined
  let available: ClientNeed[] = [...CLIENT_NEEDS];
  while (available.length) {
    const area = nextArea(counts, available);
    for (const unseen of [true, false]) {
      const user = unseen ? [userId] : [];
      const [above, below] = await db.batch<{ id: number; b: number }>([
        [nearestSql("above", unseen, used), area, theta, ...user],
        [nearestSql("below", unseen, used), area, theta, ...user],
      ]);
      const pick = selectExamItem(theta, [...above, ...below], Math.random);
      if (pick) return { questionId: pick.id, area, b: pick.b };
    }
    available = available.filter((a) => a !== area); // this area is used up
  }
  return null;
}

export async function itemView(db: Query, questionId: number, position: number): Promise<ExamItemView> {
  const q = await db.first<{ content: string; options: string; category: string }>(
    "SELECT q.content, q.options, c.name AS category FROM questions q JOIN categories c ON c.id = q.category_id WHERE q.id = ?",
    questionId,
  );
  const options = (JSON.parse(q!.options) as { label: string; text: string }[]).map(({ label, text }) => ({ label, text }));
  return { position, questionId, content: q!.content, options, category: q!.category };
}

export const currentTheta = (items: ItemRow[]) => summarize(posteriors(items).overall).theta;

/** Ends an active exam whose time is up (decided by the estimate so far). */
export async function settleExpired(db: Query, exam: ExamRow, items: ItemRow[], now = Date.now()): Promise<ExamRow> {
  if (exam.status !== "active" || now < exam.deadline) return exam;
  const { theta, se } = summarize(posteriors(items).overall);
  const d = decide({ answered: items.length, theta, se, elapsedMinutes: TIME_LIMIT_MINUTES });
  const passed = d.done && d.passed;
  await db.run(
    "UPDATE readiness_exams SET status = ?, reason = 'time', finished_at = deadline, theta = ?, se = ?, current_question_id = NULL WHERE id = ? AND status = 'active'",
    passed ? "passed" : "failed", theta, se, exam.id,
  );
  return { ...exam, status: passed ? "passed" : "failed", reason: "time", finishedAt: exam.deadline, theta, se, currentQuestionId: null };
}

