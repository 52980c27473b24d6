// Helpers for readiness-exam tests: keys straight from the database, an
// answer with the key, and a deadline moved into the past.
import { env } from "cloudflare:test";
import { type Browser, json } from "./helpers";
import { answerFields } from "./answer-helpers";

export const keyOf = async (questionId: number) =>
  (await env.DB.prepare("SELECT correct_answer AS k FROM questions WHERE id = ?")
    .bind(questionId)
    .first<{ k: string }>())!.k;

/** Answers the exam's current item (any format) with full marks, or short of them; returns the next view. */
export const answerExam = async (b: Browser, view: { id: number; item: { questionId: number } }, right = true) =>
  json(
    await b.post(`/api/readiness-exams/${view.id}/answers`, {
      questionId: view.item.questionId,
      ...(await answerFields(view.item.questionId, right, `e${view.id}`)),
    }),
  );

/** Ends the exam's time: the next read settles it. */
export const expire = (examId: number) =>
  env.DB.prepare("UPDATE readiness_exams SET deadline = ? WHERE id = ?")
    .bind(Date.now() - 1000, examId)
    .run();
