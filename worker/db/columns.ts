// Pieces for the few hand-written statements drizzle's builder cannot express
// (INSERT … SELECT with guards, upserts that add to counters): column names
// taken from the schema, so a renamed column fails the typecheck here too.
import { getTableName, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";

/** A column's bare name, as an INSERT's column list or an upsert's SET needs it ("user_id", not "t"."user_id"). */
export const bare = (column: SQLiteColumn): SQL => sql`${sql.identifier(column.name)}`;

/** Bare column names joined by commas: `(user_id, category_id)`. */
export const bareList = (...columns: SQLiteColumn[]): SQL =>
  sql.join(
    columns.map((c) => bare(c)),
    sql`, `,
  );

/**
 * A column always written with its table ("case_studies"."id"). drizzle writes
 * the columns of a single-table select's fields bare, so a correlated subquery
 * inside a selected field must name the outer column this way, or the inner
 * table's own column of that name would be used.
 */
export const qualified = (column: SQLiteColumn): SQL =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/** A list of ids as one bound parameter, for `col IN ${idSet(ids)}` (D1 allows 100 parameters a statement). */
export const idSet = (ids: number[]): SQL => sql`(SELECT value FROM json_each(${JSON.stringify(ids)}))`;

/**
 * `column IN (1,2,3)` with the integers written into the statement: D1 binds
 * at most 100 parameters, and an offline pack loads up to 200 questions.
 */
export const inIntegers = (column: SQLiteColumn, ids: readonly number[]): SQL =>
  sql`${column} IN (${sql.raw(ids.map(Math.trunc).join(","))})`;

/**
 * A statement that reads nothing: `db.orm.all<Row>(noRows)` stands in a batch
 * for a query this request does not need, so the batch keeps its shape, and
 * its cost is that of the queries it does need.
 */
export const noRows = sql`SELECT NULL WHERE 0`;
