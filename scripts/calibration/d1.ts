// Local or remote D1 through `wrangler d1 execute`, for the offline learning
// engine jobs (npm run calibrate, npm run rebuild-abilities).
// Flags: --remote | --persist-to <dir> (local D1 by default), --dry-run.
import { execFileSync } from "node:child_process";

const DB = "nclex-daily";

export function d1(argv: readonly string[]) {
  const remote = argv.includes("--remote");
  const dryRun = argv.includes("--dry-run");
  const persistAt = argv.indexOf("--persist-to");
  const persistTo = persistAt >= 0 ? argv[persistAt + 1] : undefined;
  if (persistAt >= 0 && !persistTo) throw new Error("--persist-to needs a directory");
  if (remote && persistTo) throw new Error("--persist-to is for the local database only");
  const target = remote ? ["--remote"] : ["--local", ...(persistTo ? ["--persist-to", persistTo] : [])];

  function wrangler(args: string[]): string {
    try {
      return execFileSync("npx", ["wrangler", "d1", "execute", DB, ...target, ...args], {
        encoding: "utf8",
        maxBuffer: 1 << 30,
        stdio: ["ignore", "pipe", "inherit"],
        env: { ...process.env, CI: "true" }, // no interactive prompts
      });
    } catch (e) {
      console.error((e as { stdout?: string }).stdout ?? ""); // wrangler --json reports errors on stdout
      throw e;
    }
  }

  function query<T>(sql: string): T[] {
    const out = JSON.parse(wrangler(["--json", "--command", sql])) as { results: T[] }[];
    return out.flatMap((r) => r.results);
  }

  /** Keyset pagination: rows with key > last, in key order. */
  function* pages<T>(sqlAfter: (last: number) => string, key: (row: T) => number): Generator<T[]> {
    for (let last = -1; ;) {
      const rows = query<T>(sqlAfter(last));
      if (rows.length === 0) return;
      yield rows;
      last = key(rows[rows.length - 1]);
    }
  }

  const applyFile = (file: string) => wrangler(["--yes", "--file", file]);
  return { remote, dryRun, query, pages, applyFile };
}

/** An integer for inlining into SQL. */
export const int = (x: number) => {
  if (!Number.isSafeInteger(x)) throw new Error(`not an integer: ${x}`);
  return x;
};
