// Pieces for the few hand-written statements drizzle's builder cannot express
// (INSERT … SELECT with guards, upserts that add to counters): column names
// taken from the schema, so a renamed column fails the typecheck here too.
import { sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";

/** A column's bare name, as an INSERT's column list or an upsert's SET needs it ("user_id", not "t"."user_id"). */
export const bare = (column: SQLiteColumn): SQL => sql`${sql.identifier(column.name)}`;

/** Bare column names joined by commas: `(user_id, category_id)`. */
export const bareList = (...columns: SQLiteColumn[]): SQL =>
  sql.join(
    columns.map((c) => bare(c)),
    sql`, `,
  );
