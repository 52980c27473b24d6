// A throwaway copy of the app for the measuring scripts (`npm run bench`,
// `npm run lighthouse`): its own local D1 under .wrangler/<name>-state,
// migrated and seeded, served by `wrangler dev` from a frozen copy of the app
// (.wrangler/<name>-app) on a free loopback port.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";

export interface AppOptions {
  /** .wrangler/<name>-state holds the local D1 (recreated), .wrangler/<name>-app the frozen copy. */
  name: string;
  /** When to run `npm run build` first: "always", when dist/ or the seed is "missing", or when either is missing or older than its sources ("stale"). */
  build: "always" | "missing" | "stale";
  /** Runs on the migrated, seeded state before it is served (e.g. to write bulk data into the D1 file). */
  beforeServe?: (state: string) => Promise<void>;
  /** More `wrangler dev` arguments (e.g. `--inspector-port` for a CPU profile). */
  devArgs?: string[];
}

export interface App {
  base: string; // http://127.0.0.1:<port>
  state: string; // the --persist-to directory
  stop: () => void;
}

/** A free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** SIGTERM to a detached child's whole process group (npx → wrangler → workerd, or Chromium and its helpers). */
export function killGroup(child: ChildProcess) {
  try {
    process.kill(-child.pid!, "SIGTERM");
  } catch {
    /* already gone */
  }
}

/** Why dist/ or the seed must be (re)built: missing, or (when `stale` counts) older than a source it is built from. */
function buildNeeded(stale: boolean): string | null {
  for (const f of ["dist/manifest.json", "dist/client", "seed/questions.sql"])
    if (!existsSync(f)) return `${f} is missing`;
  if (!stale) return null;
  const newest = (paths: string[]): { file: string; ms: number } => {
    let best = { file: "", ms: 0 };
    const walk = (p: string) => {
      if (!existsSync(p)) return;
      const stat = statSync(p);
      if (stat.isDirectory()) readdirSync(p).forEach((e) => walk(join(p, e)));
      else if (stat.mtimeMs > best.ms) best = { file: p, ms: stat.mtimeMs };
    };
    paths.forEach(walk);
    return best;
  };
  const client = newest([
    "client",
    "islands",
    "components",
    "lib",
    "styles",
    "scripts/build-client.mjs",
    "scripts/build-sw.mjs",
    "scripts/lib/react-dom-as-module.mjs",
  ]);
  if (client.ms > statSync("dist/manifest.json").mtimeMs) return `${client.file} is newer than dist/`;
  const content = newest(["content"]);
  if (content.ms > statSync("seed/questions.sql").mtimeMs) return `${content.file} is newer than seed/questions.sql`;
  return null;
}

/**
 * A frozen copy of the app: the worker bundled once (wrangler deploy --dry-run)
 * and the client assets copied beside it. `wrangler dev` on the project itself
 * rebuilds and restarts whenever anyone saves a source file, which would land
 * in the middle of a measurement; the copy is served with --no-bundle instead.
 */
function snapshotApp(dir: string) {
  for (let attempt = 1; ; attempt++) {
    rmSync(dir, { recursive: true, force: true });
    cpSync("dist/client", `${dir}/client`, { recursive: true });
    execFileSync("npx", ["wrangler", "deploy", "--dry-run", "--outdir", dir], { stdio: "pipe" });
    // The bundle embeds dist/manifest.json: every asset it names must be in the copy.
    const missing = [
      ...new Set(readFileSync(`${dir}/index.js`, "utf8").match(/\/assets\/[\w.-]+\.(?:js|css)/g) ?? []),
    ].filter((a) => !existsSync(`${dir}/client${a}`));
    if (!missing.length) return;
    if (attempt >= 3)
      throw new Error(
        `dist/client does not match dist/manifest.json (a build running?): missing ${missing.join(", ")}`,
      );
    execFileSync("sleep", ["5"]);
  }
}

/**
 * Builds if needed, creates a fresh migrated and seeded local D1, runs
 * `beforeServe`, snapshots the app and serves it with wrangler dev; resolves
 * once /api/health answers. Request logging is off (--log-level warn): it costs
 * CPU that production does not spend. SIGINT/SIGTERM stop the server and exit 130.
 */
export async function startApp({ name, build, beforeServe, devArgs = [] }: AppOptions): Promise<App> {
  const state = `.wrangler/${name}-state`;
  const app = `.wrangler/${name}-app`;
  execFileSync("node", ["scripts/dev-vars.mjs"], { stdio: "inherit" });
  const why = build === "always" ? "a build was asked for" : buildNeeded(build === "stale");
  if (why) {
    console.error(`building first: ${why}`);
    execFileSync("npm", ["run", "build"], { stdio: "inherit" });
  }
  rmSync(state, { recursive: true, force: true });
  const wrangler = (...args: string[]) =>
    execFileSync("npx", ["wrangler", ...args, "--persist-to", state], { stdio: "pipe" });
  wrangler("d1", "migrations", "apply", "nclex-daily", "--local");
  wrangler("d1", "execute", "nclex-daily", "--local", "--file=seed/questions.sql");
  await beforeServe?.(state);
  snapshotApp(app);

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const args = [
    "wrangler",
    "dev",
    `${app}/index.js`,
    "--config",
    "wrangler.toml",
    "--no-bundle",
    "--assets",
    `${app}/client`,
    "--log-level",
    "warn",
    "--var",
    `APP_ORIGIN:${base}`,
  ];
  const child = spawn(
    "npx",
    [
      ...args,
      "--port",
      String(port),
      "--ip",
      "127.0.0.1",
      "--persist-to",
      state,
      "--show-interactive-dev-session=false",
      ...devArgs,
    ],
    {
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    },
  );
  let log = "";
  const keep = (d: Buffer) => (log = (log + d).slice(-20_000));
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  const stop = () => killGroup(child);
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    process.on(signal, () => {
      stop();
      process.exit(130);
    });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited ${child.exitCode}\n${log}`);
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { base, state, stop };
    await new Promise((r) => setTimeout(r, 250));
  }
  stop();
  throw new Error(`wrangler dev did not answer within 120 s\n${log}`);
}
