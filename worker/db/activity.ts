// Recent activity (spec section 9: up to 2 sessions plus the latest bookmark),
// the full history, and the category for Continue Last Session.
import type { Query } from "./query";
import { CATEGORIES } from "../../lib/categories";
import { continueCategory as pickContinueCategory } from "../../lib/activity";

export interface SessionItem {
  id: number;
  sessionType: "practice" | "timed";
  categoryName: string | null;
  totalQuestions: number;
  answered: number;
  correctAnswers: number;
  score: number | null;
  /** Points earned and possible over the answered questions (NGN partial credit); correctAnswers counts full marks. */
  points: number;
  maxPoints: number;
  timeLimit: number | null;
  createdAt: number;
}

export interface BookmarkItem {
  questionId: number;
  categoryName: string;
  content: string;
  createdAt: number;
}

const SESSION_COLUMNS = `s.id, s.session_type AS sessionType, c.name AS categoryName, s.total_questions AS totalQuestions, s.answered_count AS answered,
  s.correct_answers AS correctAnswers, s.score, s.time_limit AS timeLimit, s.created_at AS createdAt, s.points, s.max_points AS maxPoints`;

export async function recentActivity(db: Query, userId: number) {
  const [sessions, bookmarks, last] = (await db.batch([
    [
      `SELECT ${SESSION_COLUMNS} FROM sessions s LEFT JOIN categories c ON c.id = s.category_id WHERE s.user_id = ? AND s.answered_count > 0 ORDER BY s.created_at DESC LIMIT 2`,
      userId,
    ],
    [
      "SELECT b.question_id AS questionId, c.name AS categoryName, q.content, b.created_at AS createdAt FROM bookmarks b JOIN questions q ON q.id = b.question_id JOIN categories c ON c.id = q.category_id WHERE b.user_id = ? ORDER BY b.created_at DESC LIMIT 1",
      userId,
    ],
    [
      "SELECT category_id AS categoryId FROM sessions WHERE user_id = ? AND session_type = 'practice' AND category_id IS NOT NULL ORDER BY created_at DESC LIMIT 1",
      userId,
    ],
  ])) as [SessionItem[], BookmarkItem[], { categoryId: number }[]];
  return { sessions, bookmark: bookmarks[0] ?? null, lastCategoryId: last[0]?.categoryId ?? null };
}

/** Continue Last Session's category (the rule lives in lib/activity.ts). */
export const continueCategory = (lastCategoryId: number | null) => pickContinueCategory(lastCategoryId, CATEGORIES);

export const HISTORY_PAGE = 50;

/** Every session with answers, newest first, a page at a time (`before`: a createdAt cursor). */
export function sessionHistory(db: Query, userId: number, before = Number.MAX_SAFE_INTEGER, limit = HISTORY_PAGE) {
  return db.all<SessionItem>(
    `SELECT ${SESSION_COLUMNS} FROM sessions s LEFT JOIN categories c ON c.id = s.category_id WHERE s.user_id = ? AND s.created_at < ? AND s.answered_count > 0 ORDER BY s.created_at DESC LIMIT ?`,
    userId,
    before,
    limit,
  );
}
