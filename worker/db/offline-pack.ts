// An offline pack: practice questions a student stores on the phone with
// their keys and rationales, to practise and be graded locally without a
// connection (answers sync later and the server grades them again). Stand-alone
// items follow the draws' format mix, unseen-recently first; case studies come
// whole, one per 25 questions, six items in step order. Only the practice and
// case pools: a readiness-exam item is never in a pack.
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Query } from "./query";
import { caseStudies, questions } from "./schema";
import { drawQuestionIds } from "./draw";
import { loadGradable, loadQuestions } from "./questions";
import { practiceCase } from "./case-studies";
import { DIFFICULTIES } from "../../lib/practice";
import { STEP_NAMES } from "../../lib/cases/steps";
import type { StoredQuestion } from "../../lib/formats/submission";

export const PACK_SIZE = { min: 25, max: 200 } as const;
const QUESTIONS_PER_CASE = 25;

/** The items, case by case in step order, of `count` random practice cases (of the category, if one is given). */
const randomCaseItems = (db: Query, count: number, categoryId: number | null) =>
  db.orm
    .select({ id: questions.id })
    .from(questions)
    .where(
      and(
        eq(questions.active, 1),
        eq(questions.pool, "case"),
        inArray(
          questions.caseId,
          db.orm
            .select({ id: caseStudies.id })
            .from(caseStudies)
            .where(and(practiceCase, categoryId === null ? undefined : eq(caseStudies.categoryId, categoryId)))
            .orderBy(sql`random()`)
            .limit(count),
        ),
      ),
    )
    .orderBy(questions.caseId, questions.caseStep);

export async function buildPack(db: Query, userId: number, size: number, categoryId: number | null, now: number) {
  const cases = await db.one(randomCaseItems(db, Math.floor(size / QUESTIONS_PER_CASE), categoryId));
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
  const [loaded, gradable] = await Promise.all([loadQuestions(db, ids), loadGradable(db, ids)]);
  return loaded.map((q) => {
    const { type, options, correctAnswer, explanation, body } = gradable.get(q.id)!;
    const stored: StoredQuestion = { type, options, correctAnswer, explanation, body };
    return { ...q, stored };
  });
}
