// A clinical-judgment drill: case items of one step (1..6) from different
// practice cases, each shown with its case's chart as it stands at that step
// (loadQuestions adds the context). A seek into the (active, pool, case_step,
// rand_key) index, wrapping once: rows read follow the draw size.
import { and, eq, gte, lt, type SQL } from "drizzle-orm";
import type { Query } from "./query";
import { questions } from "./schema";

const KEY_SPACE = 2 ** 31;

export async function drawStepItems(
  db: Query,
  step: number,
  count: number,
  categoryId: number | null,
): Promise<number[]> {
  const start = Math.floor(Math.random() * KEY_SPACE);
  const seek = (from: SQL) =>
    db.orm
      .select({ id: questions.id })
      .from(questions)
      .where(
        and(
          eq(questions.active, 1),
          eq(questions.pool, "case"),
          eq(questions.caseStep, step),
          categoryId ? eq(questions.categoryId, categoryId) : undefined,
          from,
        ),
      )
      .orderBy(questions.randKey)
      .limit(count);
  const [after, before] = await db.batch([
    seek(gte(questions.randKey, start)),
    seek(lt(questions.randKey, start)),
  ] as const);
  return [...after, ...before].slice(0, count).map((r) => r.id);
}
