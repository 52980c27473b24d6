// The running exam's current item as the student sees it: no key and no
// rationale (options without them, and the NGN display, which holds neither);
// a case item with its client and the chart as it stands at its step.
import { eq } from "drizzle-orm";
import type { Query } from "../query";
import { categories, questions } from "../schema";
import { caseContext } from "../case-studies";
import type { ExamItemView } from "../../../lib/readiness-view";

export async function itemView(db: Query, questionId: number, position: number): Promise<ExamItemView> {
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
  const item = q.display ? (JSON.parse(q.display) as Record<string, unknown>) : null;
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
