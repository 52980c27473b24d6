// The running exam's current item as the student sees it: no key and no
// rationale (options without them, and the NGN display, which holds neither);
// a case item with its client and the chart as it stands at its step.
import { eq } from "drizzle-orm";
import type { Query } from "../query";
import { categories, questions } from "../schema";
import { caseContext } from "../case-studies";
import type { ExamItemView } from "../../../lib/readiness-view";
import type { Env } from "../../env";
import { drawnDisplay, examDrawKey } from "../../items/drawn";

export async function itemView(
  db: Query,
  env: Env,
  examId: number,
  questionId: number,
  position: number,
): Promise<ExamItemView> {
  const [q] = await db.one(
    db.orm
      .select({
        type: questions.type,
        maxPoints: questions.maxPoints,
        content: questions.content,
        options: questions.options,
        display: questions.display,
        category: categories.name,
        caseId: questions.caseId,
        caseStep: questions.caseStep,
      })
      .from(questions)
      .innerJoin(categories, eq(categories.id, questions.categoryId))
      .where(eq(questions.id, questionId)),
  );
  const context = q.caseId && q.caseStep ? await caseContext(db, q.caseId, q.caseStep) : null;
  // Element ids are this exam's draw of the item.
  const stored = q.display ? (JSON.parse(q.display) as Record<string, unknown>) : null;
  const item = stored ? await drawnDisplay(env, q.type, stored, examDrawKey(examId), questionId) : null;
  const options = (JSON.parse(q.options) as { label: string; text: string }[]).map(({ label, text }) => ({
    label,
    text,
  }));
  return {
    position,
    questionId,
    type: q.type,
    maxPoints: q.maxPoints,
    content: q.content,
    options: item && Array.isArray(item.options) && !options.length ? (item.options as typeof options) : options,
    item,
    category: q.category,
    ...(context ? { case: context } : {}),
  };
}
