// A clinical-judgment drill: case items of one step (1..6) from different
// practice cases, each shown with its case's chart as it stands at that step
// (loadQuestions adds the context). A seek into the (active, pool, case_step,
// rand_key) index, wrapping once: rows read follow the draw size.
import type { Query } from "./query";

const KEY_SPACE = 2 ** 31;

export async function drawStepItems(
  db: Query,
  step: number,
  count: number,
  categoryId: number | null,
): Promise<number[]> {
  const start = Math.floor(Math.random() * KEY_SPACE);
  const where = `active = 1 AND pool = 'case' AND case_step = ?${categoryId ? " AND category_id = ?" : ""}`;
  const params = categoryId ? [step, categoryId] : [step];
  const [after, before] = await db.rawBatch<{ id: number }>([
    [`SELECT id FROM questions WHERE ${where} AND rand_key >= ? ORDER BY rand_key LIMIT ?`, ...params, start, count],
    [`SELECT id FROM questions WHERE ${where} AND rand_key < ? ORDER BY rand_key LIMIT ?`, ...params, start, count],
  ]);
  return [...after, ...before].slice(0, count).map((r) => r.id);
}
