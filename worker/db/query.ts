// A thin layer over the D1 binding for hand-tuned queries on hot paths. It
// keeps every result's meta.rows_read, so each response can report the rows
// it read (X-D1-Rows-Read): the budget the tests and the benchmark check.
export type Param = string | number | null;
export type Statement = [sql: string, ...params: Param[]];

export class Query {
  rowsRead = 0;
  constructor(readonly d1: D1Database) {}

  private count(meta: { rows_read?: number } | undefined) {
    this.rowsRead += meta?.rows_read ?? 0;
  }

  async all<T>(sql: string, ...params: Param[]): Promise<T[]> {
    const r = await this.d1.prepare(sql).bind(...params).all<T>();
    this.count(r.meta);
    return r.results;
  }

  async first<T>(sql: string, ...params: Param[]): Promise<T | null> {
    return (await this.all<T>(sql, ...params))[0] ?? null;
  }

  async run(sql: string, ...params: Param[]): Promise<D1Result["meta"]> {
    const r = await this.d1.prepare(sql).bind(...params).run();
    this.count(r.meta);
    return r.meta;
  }

  /** One round trip, executed in order as one implicit transaction. */
  async batch<T = Record<string, unknown>>(statements: Statement[]): Promise<T[][]> {
    if (!statements.length) return [];
    const results = await this.d1.batch<T>(statements.map(([sql, ...params]) => this.d1.prepare(sql).bind(...params)));
    for (const r of results) this.count(r.meta);
    return results.map((r) => r.results);
  }
}
