// What Query runs: drizzle's queries, and queries whose SQL drizzle builds once
// per isolate (`prebuilt`) and each request binds to its own values.
import { fillPlaceholders, sql, type Placeholder } from "drizzle-orm";
import { drizzle, type DrizzleD1Database } from "drizzle-orm/d1";
import type { BatchItem } from "drizzle-orm/batch";

export type Orm = DrizzleD1Database;
type Item = BatchItem<"sqlite">;

/** drizzle's prepared query, as its own batch uses it. */
export interface PreparedItem {
  getQuery(): { sql: string; params: unknown[] };
  mapResult(result: unknown, isFromBatch: boolean): unknown;
  fields?: unknown[];
}

/** A prebuilt query bound to one request's values; `_` carries its result type, as drizzle's queries do. */
class BoundQuery<R> {
  declare readonly _: { result: R };
  constructor(
    readonly built: PreparedItem,
    readonly values: Record<string, unknown>,
  ) {}
}

/** A query Query can run: a drizzle query, or a prebuilt one bound to its values. */
export type Runnable = Item | BoundQuery<unknown>;
export type ResultsOf<T extends readonly Runnable[]> = { -readonly [K in keyof T]: T[K]["_"]["result"] };
/** One row of a query function's result. */
export type RowOf<F extends (...args: never[]) => Runnable> = ReturnType<F>["_"]["result"][number];

/** drizzle's prepared form of a query (the internal `_prepare` its own batch calls), with a bound query's values filled in. */
export function preparedOf(item: Runnable): PreparedItem {
  if (item instanceof BoundQuery) {
    const { built, values } = item;
    return {
      getQuery: () => {
        const query = built.getQuery();
        return { sql: query.sql, params: fillPlaceholders(query.params, values) };
      },
      mapResult: (result, isFromBatch) => built.mapResult(result, isFromBatch),
      fields: built.fields,
    };
  }
  const prepare = (item as Item & { _prepare?: () => PreparedItem })._prepare;
  if (typeof prepare !== "function") throw new Error("not a drizzle query: it cannot be batched");
  return prepare.call(item);
}

// drizzle over no database: it only builds prebuilt queries' SQL, which Query then sends on the request's session.
const noDatabase: Pick<D1Database, "prepare"> = { prepare: () => ({}) as D1PreparedStatement };
const builder = drizzle(noDatabase as D1Database);

/**
 * A query whose SQL drizzle builds once per isolate instead of on every request. `build` gets a
 * placeholder for each named value, and each call binds a request's values to the SQL built then.
 * For the queries of the busiest pages: building a query in drizzle costs the worker more CPU than its
 * statement costs D1 (docs/performance.md).
 */
export function prebuilt<const N extends string, Q extends Item>(
  names: readonly N[],
  build: (orm: Orm, values: Record<N, Placeholder>) => Q,
): (values: Record<N, string | number | null>) => BoundQuery<Q["_"]["result"]> {
  let built: PreparedItem | undefined;
  return (values) => {
    if (!built) {
      const placeholders = {} as Record<N, Placeholder>;
      for (const name of names) placeholders[name] = sql.placeholder(name);
      built = preparedOf(build(builder, placeholders));
    }
    return new BoundQuery(built, values);
  };
}
