// The Question Bank's counts, in one round trip: questions per category and
// per item format (format_counts, recounted by every seed: 15 rows, not the bank).
import type { Query } from "./query";
import { formatCounts } from "./schema";
import { categoryList } from "./stats";

export async function questionBankCounts(db: Query) {
  const [categories, formats] = await db.batch([
    categoryList(db),
    db.orm.select({ type: formatCounts.type, questionCount: formatCounts.questionCount }).from(formatCounts),
  ] as const);
  return { categories, formats };
}
