// A signed-in student who owns one of everything, and a fingerprint of all
// user data, to check that a refused request changed nothing.
import { env } from "cloudflare:test";
import { json, signedIn } from "./helpers";
import type { Ids } from "./endpoints";

export async function studentWithData() {
  const s = await signedIn();
  const b = s.browser;
  const [q] = await json(await b.fetch("/api/questions/random?categoryId=2&count=1"));
  const session = await json(await b.post("/api/sessions", { sessionType: "practice", totalQuestions: 5, correctAnswers: 0, timeLimit: null, categoryId: 2 }));
  await b.post("/api/answers", { questionId: q.id, selectedAnswer: q.correctAnswer, timeSpent: 12, sessionId: session.id });
  await b.post("/api/bookmarks", { questionId: q.id });
  const plan = await json(await b.post("/api/study-plans", { categoryId: 2, targetScore: 60, questionsPerDay: 10 }));
  const exam = await json(await b.post("/api/readiness-exams", {}));
  const ids: Ids = { questionId: q.id, sessionId: session.id, planId: plan.id, examId: exam.id, examQuestionId: exam.item.questionId };
  return { ...s, ids };
}

const TABLES: Record<string, string> = {
  users: "count(*) || ':' || coalesce(max(id), 0) || ':' || coalesce(sum(length(username) + length(email) + length(time_zone) + length(coalesce(exam_date, ''))), 0)",
  auth_sessions: "count(*) || ':' || count(revoked_at)",
  answers: "count(*) || ':' || coalesce(max(id), 0) || ':' || coalesce(sum(is_correct), 0)",
  sessions: "count(*) || ':' || coalesce(sum(answered_count), 0) || ':' || coalesce(sum(correct_answers), 0) || ':' || count(finished_at)",
  bookmarks: "count(*) || ':' || coalesce(max(id), 0)",
  study_plans: "count(*) || ':' || coalesce(sum(completed), 0) || ':' || coalesce(sum(target_score), 0)",
  user_category_stats: "count(*) || ':' || coalesce(sum(total), 0) || ':' || coalesce(sum(correct), 0)",
  user_daily_stats: "count(*) || ':' || coalesce(sum(total), 0)",
  user_mode_stats: "count(*) || ':' || coalesce(sum(total), 0)",
  user_day_category_stats: "count(*) || ':' || coalesce(sum(total), 0)",
  user_ability: "count(*) || ':' || coalesce(sum(responses), 0) || ':' || coalesce(sum(length(loglik)), 0)",
  readiness_exams: "count(*) || ':' || coalesce(sum(answered), 0) || ':' || group_concat(status)",
  readiness_items: "count(*)",
  questions: "count(*) || ':' || coalesce(sum(active), 0) || ':' || coalesce(max(updated_at), 0)",
};

/** One string that changes whenever any user row (or the bank) changes. login_throttle is left out: failed logins are meant to count. */
export async function fingerprint(): Promise<string> {
  const sql = Object.entries(TABLES).map(([t, expr]) => `(SELECT ${expr} FROM ${t})`).join(" || '|' || ");
  return (await env.DB.prepare(`SELECT ${sql} AS f`).first<{ f: string }>())!.f;
}
