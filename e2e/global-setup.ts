// Starts the app once for all browser tests: a fresh local D1 under
// .wrangler/e2e-state-{pid}, migrated and seeded with the real commands, then
// `wrangler dev` on a free port. Tests read the URL with inject("baseURL").
// ENVIRONMENT=test lets tests move the server's clock (worker/clock.ts);
// APP_ORIGIN is the one origin unsafe API requests may come from.
import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { createServer } from "node:net";
import type { TestProject } from "vitest/node";

// Per run, so two runs on one machine (or checkout) never share a database.
const STATE = `.wrangler/e2e-state-${process.pid}`;
let server: ChildProcess | undefined;

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });

const wrangler = (...args: string[]) =>
  execFileSync("npx", ["wrangler", ...args, "--persist-to", STATE], {
    stdio: "pipe",
    env: { ...process.env, CI: "true" },
  });

export default async function setup(project: TestProject) {
  rmSync(STATE, { recursive: true, force: true });
  wrangler("d1", "migrations", "apply", "nclex-daily", "--local");
  wrangler("d1", "execute", "nclex-daily", "--local", "--file=seed/questions.sql");
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // wrangler splits --var at the first colon, so the origin's own colons survive.
  const vars = ["--var", "ENVIRONMENT:test", "--var", `APP_ORIGIN:${base}`];
  server = spawn(
    "npx",
    [
      "wrangler",
      "dev",
      "--port",
      String(port),
      "--ip",
      "127.0.0.1",
      "--persist-to",
      STATE,
      "--show-interactive-dev-session=false",
      ...vars,
    ],
    {
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, CI: "true" },
      detached: true,
    },
  );
  let log = "";
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`wrangler dev did not start:\n${log}`)), 90_000);
    const onData = (d: Buffer) => {
      log += d;
      if (/Ready on http/.test(log)) (clearTimeout(timer), resolve());
    };
    server!.stdout!.on("data", onData);
    server!.stderr!.on("data", onData);
    server!.on("exit", (code) => reject(new Error(`wrangler dev exited with ${code}:\n${log}`)));
  });
  project.provide("baseURL", base);
  project.provide("statePath", STATE); // for tests that plant data the API refuses (stored XSS)
  return async () => {
    if (server?.pid) process.kill(-server.pid, "SIGTERM");
    await new Promise((r) => setTimeout(r, 500));
    rmSync(STATE, { recursive: true, force: true });
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    statePath: string;
  }
}
