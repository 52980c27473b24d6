// The bank's categories: GET /api/categories, and the check that a category
// asked for exists (a draw, an offline pack).
import { eq, sql } from "drizzle-orm";
import type { Query } from "./query";
import { categories } from "./schema";

export const listCategories = (db: Query) =>
  db.one(
    db.orm
      .select({ id: categories.id, name: categories.name, questionCount: categories.questionCount })
      .from(categories)
      .orderBy(categories.id),
  );

/** One row when the category exists. */
export const knownCategory = (db: Query, categoryId: number) =>
  db.orm
    .select({ ok: sql<number>`1`.as("ok") })
    .from(categories)
    .where(eq(categories.id, categoryId));
