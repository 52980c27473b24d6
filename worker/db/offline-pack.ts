// An offline pack: practice questions a student stores on the phone with
// their keys and rationales, to practise and be graded locally without a
// connection (answers sync later and the server grades them again). Stand-alone
// items follow the draws' format mix, unseen-recently first; case studies come
// whole, one per 25 questions, six items in step order. Only the practice and
// case pools: a readiness-exam item is never in a pack.
import type { Query } from "./query";
import { drawQuestionIds } from "./draw";
import { loadGradable, loadQuestions } from "./questions";
import { DIFFICULTIES } from "../../lib/practice";
import { STEP_NAMES } from "../../lib/cases/steps";
import type { StoredQuestion } from "../../lib/formats/submission";

export const PACK_SIZE = { min: 25, max: 200 } as const;
const QUESTIONS_PER_CASE = 25;

export async function buildPack(db: Query, userId: number, size: number, categoryId: number | null, now: number) {
  const cases = await db.rawAll<{ id: number }>(
    `SELECT q.id FROM questions q WHERE q.active = 1 AND q.pool = 'case' AND q.case_id IN (
       SELECT id FROM case_studies WHERE active = 1 AND pool = 'practice' ${categoryId === null ? "" : "AND category_id = ?"} ORDER BY random() LIMIT ?)
     ORDER BY q.case_id, q.case_step`,
    ...(categoryId === null ? [] : [categoryId]),
    Math.floor(size / QUESTIONS_PER_CASE),
  );
  const caseIds = cases.map((r) => r.id);
  const standAlone = await drawQuestionIds(db, {
    count: size - caseIds.length,
    categoryId,
    levels: DIFFICULTIES.mixed,
    userId,
    now,
  });
  // Whole cases spread through the pack, never split.
  const wholeCases = Array.from({ length: caseIds.length / STEP_NAMES.length }, (_, k) =>
    caseIds.slice(k * STEP_NAMES.length, (k + 1) * STEP_NAMES.length),
  );
  const every = Math.ceil(standAlone.length / (wholeCases.length + 1));
  const ids = standAlone.flatMap((id, i) =>
    (i + 1) % every === 0 && wholeCases.length ? [id, ...wholeCases.shift()!] : [id],
  );
  ids.push(...wholeCases.flat());
  const [questions, gradable] = await Promise.all([loadQuestions(db, ids), loadGradable(db, ids)]);
  return questions.map((q) => {
    const { type, options, correctAnswer, explanation, body } = gradable.get(q.id)!;
    const stored: StoredQuestion = { type, options, correctAnswer, explanation, body };
    return { ...q, stored };
  });
}
