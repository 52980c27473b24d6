// A thin layer over one D1 session (the Sessions API: a primary or a nearby
// replica) for hand-tuned queries on hot paths. It counts what a request costs:
// meta.rows_read of every result (X-D1-Rows-Read) and its sequential round
// trips (X-D1-Round-Trips), the budgets the tests and the benchmark check, and
// the rows written and SQL time (X-D1-Rows-Written, X-D1-Sql-Ms) that size the
// primary's write capacity (docs/scaling.md).
export type Param = string | number | null;
export type Statement = [sql: string, ...params: Param[]];

/** What Query needs of D1: a whole database or one session of it (withSession). */
export type D1Target = Pick<D1Database, "prepare" | "batch">;

export class Query {
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
  constructor(readonly d1: D1Target) {}

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

  async all<T>(sql: string, ...params: Param[]): Promise<T[]> {
    const [r] = await this.trip(async () => [
      await this.d1
        .prepare(sql)
        .bind(...params)
        .all<T>(),
    ]);
    return r.results;
  }

  async first<T>(sql: string, ...params: Param[]): Promise<T | null> {
    return (await this.all<T>(sql, ...params))[0] ?? null;
  }

  async run(sql: string, ...params: Param[]): Promise<D1Result["meta"]> {
    const [r] = await this.trip(async () => [
      await this.d1
        .prepare(sql)
        .bind(...params)
        .run(),
    ]);
    return r.meta;
  }

  /** One round trip, executed in order as one implicit transaction. */
  async batch<T = Record<string, unknown>>(statements: Statement[]): Promise<T[][]> {
    if (!statements.length) return [];
    const results = await this.trip(() =>
      this.d1.batch<T>(statements.map(([sql, ...params]) => this.d1.prepare(sql).bind(...params))),
    );
    return results.map((r) => r.results);
  }
}
