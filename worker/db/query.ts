// The request's database: drizzle over one D1 session (the Sessions API: a
// primary or a nearby replica), with what a request costs counted on the way:
// meta.rows_read of every result (X-D1-Rows-Read), sequential round trips
// (X-D1-Round-Trips), the budgets the tests and the benchmark check, and the
// rows written and SQL time (X-D1-Rows-Written, X-D1-Sql-Ms) that size the
// primary's write capacity (docs/scaling.md).
//
// Every query goes through `batch` (or `one`, a batch of one): D1's batch is
// the call that reports rows read for every statement, and it keeps a
// request's reads in one round trip. drizzle's own D1 batch cannot bind the
// parameters of a raw `sql` statement and loses the meta, so the batch is
// built here from drizzle's prepared queries.
import { drizzle } from "drizzle-orm/d1";
import { preparedOf, type Orm, type ResultsOf, type Runnable } from "./prepared";
export type { Orm } from "./prepared";

/** What the database needs of D1: a whole database or one session of it (withSession). */
export type D1Target = Pick<D1Database, "prepare" | "batch">;

/**
 * Queries with the reading of their results: a loader's reads, which `Query.read`
 * runs alone and `Query.all` runs together with other loaders' in one D1 call.
 */
export interface Reads<T> {
  items: readonly Runnable[];
  from: (results: unknown[]) => T;
}

/** A loader's queries and how its value comes from their results (each typed by its query). */
export function reads<const I extends readonly Runnable[], T>(items: I, from: (results: ResultsOf<I>) => T): Reads<T> {
  return { items, from: from as (results: unknown[]) => T };
}

type ValuesOf<R extends readonly Reads<unknown>[]> = {
  -readonly [K in keyof R]: R[K] extends Reads<infer T> ? T : never;
};

/** Several loaders' reads as one: their queries in order, and each loader's value from its own results. */
export function together<const R extends readonly Reads<unknown>[]>(...groups: R): Reads<ValuesOf<R>> {
  return {
    items: groups.flatMap((g) => g.items),
    from: (results) => {
      let at = 0;
      return groups.map((g) => g.from(results.slice(at, (at += g.items.length)))) as ValuesOf<R>;
    },
  };
}

export class Query {
  readonly orm: Orm;
  rowsRead = 0;
  rowsWritten = 0;
  /** Milliseconds D1 spent executing SQL (meta.duration): how long the primary is busy for a write path. */
  sqlMs = 0;
  /**
   * Round trips one after another. In production each is a trip to the primary
   * or a replica, so this, not local req/s, is what a distant student waits
   * for. Calls made while another is in flight (Promise.all) share a trip.
   */
  roundTrips = 0;
  private inFlight = 0;
  constructor(readonly d1: D1Target) {
    // No `{ schema }`: nothing uses drizzle's relational queries (db.orm.query), and with a schema drizzle
    // rebuilds their table map on every request's Query (a tenth of a dashboard render in `npm run profile`).
    this.orm = drizzle(d1 as D1Database);
  }

  private async trip<T extends { meta?: { rows_read?: number; rows_written?: number; duration?: number } }>(
    call: () => Promise<T[]>,
  ): Promise<T[]> {
    if (this.inFlight++ === 0) this.roundTrips++;
    try {
      const results = await call();
      for (const r of results) {
        this.rowsRead += r.meta?.rows_read ?? 0;
        this.rowsWritten += r.meta?.rows_written ?? 0;
        this.sqlMs += r.meta?.duration ?? 0;
      }
      return results;
    } finally {
      this.inFlight--;
    }
  }

  /** drizzle queries in one round trip, executed in order as one implicit transaction; each result typed by its query. */
  async batch<T extends readonly Runnable[]>(items: T): Promise<ResultsOf<T>> {
    if (!items.length) return [] as ResultsOf<T>;
    const prepared = items.map(preparedOf);
    const statements = prepared.map((p) => {
      const q = p.getQuery();
      return this.d1.prepare(q.sql).bind(...q.params);
    });
    const results = await this.trip(() => this.d1.batch(statements));
    return prepared.map((p, i) => {
      // D1 returns rows as objects: two selected columns of one name would collapse into one.
      // And a column named like an integer ("0", a bare `sql\`0\``) would be listed first, out of order.
      const keys = Object.keys((results[i].results[0] as object | undefined) ?? {});
      if (p.fields && keys.length && (keys.length !== p.fields.length || keys.some((k) => /^\d+$/.test(k))))
        throw new Error(`give every computed column its own alias (.as()): ${p.getQuery().sql}`);
      return p.mapResult(results[i], true);
    }) as ResultsOf<T>;
  }

  /** One loader's reads: its queries in one round trip, then its value. */
  async read<T>(r: Reads<T>): Promise<T> {
    return r.from((await this.batch(r.items)) as unknown[]);
  }

  /**
   * Several loaders' reads in one D1 call (a page's whole data): each D1 call costs the
   * worker a fetch, a JSON parse and its tracing whatever it holds (`npm run profile`).
   */
  all<const R extends readonly Reads<unknown>[]>(...groups: R): Promise<ValuesOf<R>> {
    return this.read(together(...groups));
  }

  /** One drizzle query: a batch of one. */
  async one<T extends Runnable>(item: T): Promise<T["_"]["result"]> {
    return (await this.batch([item] as const))[0];
  }
}
