// `npm run bench`: load test of the worker under workerd (wrangler dev) with a
// 20,000-question bank and a student with 50,000 answers. The bulk data is
// written straight into the local D1 SQLite file with @libsql/client; the
// load comes from autocannon on loopback. Prints a table and writes it to
// docs/performance.md. Numbers depend on this machine; the trivial route is
// the runtime's own ceiling here, so read the others relative to it.
import { execFileSync, spawn } from "node:child_process";
import { pbkdf2Sync, randomBytes } from "node:crypto";
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createClient } from "@libsql/client";
import autocannon from "autocannon";
import { localDay } from "../lib/dates";

const STATE = ".wrangler/bench-state";
const PORT = 8790;
const BASE = `http://127.0.0.1:${PORT}`;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const NEEDS = ["Management of Care", "Safety and Infection Control", "Health Promotion and Maintenance", "Psychosocial Integrity", "Basic Care and Comfort", "Pharmacological and Parenteral Therapies", "Reduction of Risk Potential", "Physiological Adaptation"];

const wrangler = (...args: string[]) => execFileSync("npx", ["wrangler", ...args, "--persist-to", STATE], { stdio: "pipe" });

async function loadBulkData() {
  const dir = `${STATE}/v3/d1/miniflare-D1DatabaseObject`;
  const file = readdirSync(dir).find((f) => f.endsWith(".sqlite") && f !== "metadata.sqlite")!;
  const db = createClient({ url: `file:${dir}/${file}` });
  const options = JSON.stringify(["A", "B", "C", "D"].map((label) => ({ label, text: `Option ${label}`, rationale: "Generated rationale." })));
  await db.execute(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 19400)
    INSERT INTO questions (code, category_id, type, client_need, difficulty, content, options, correct_answer, explanation, rand_key)
    SELECT 'bench' || i, (i % 12) + 1, 'single', CASE i % 8 ${NEEDS.map((n, k) => `WHEN ${k} THEN '${n}'`).join(" ")} END, (i % 5) + 1,
           'Generated benchmark question ' || i, '${options}', 'A', 'Generated explanation.', abs(random()) % 2147483648 FROM n`);
  await db.execute("UPDATE categories SET question_count = (SELECT count(*) FROM questions q WHERE q.category_id = categories.id AND q.active = 1)");
  const salt = randomBytes(16);
  const hash = `pbkdf2-sha256$100000$${salt.toString("base64")}$${pbkdf2Sync("bench-password-1", salt, 100_000, 32, "sha256").toString("base64")}`;
  const user = await db.execute({ sql: "INSERT INTO users (username, email, password_hash, time_zone) VALUES ('bench', 'bench@example.com', ?, 'UTC') RETURNING id", args: [hash] });
  const userId = Number(user.rows[0].id);
  // 50,000 answers over the last 200 days, then aggregates recomputed from them.
  const now = Date.now();
  const stmts = [];
  for (let i = 0; i < 50_000; i++) {
    const at = now - Math.floor((i / 50_000) * 200 * 86_400_000);
    stmts.push({ sql: "INSERT INTO answers (user_id, question_id, selected_answer, is_correct, time_spent, answered_at, local_day) VALUES (?, ?, 'A', ?, 40, ?, ?)", args: [userId, 1 + (i % 20_000), i % 4 === 0 ? 0 : 1, at, localDay(at, "UTC")] });
    if (stmts.length === 5_000) await db.batch(stmts.splice(0), "write");
  }
  await db.batch(stmts, "write");
  await db.execute({ sql: "INSERT INTO user_category_stats (user_id, category_id, total, correct, time_spent) SELECT a.user_id, q.category_id, count(*), sum(a.is_correct), sum(a.time_spent) FROM answers a JOIN questions q ON q.id = a.question_id WHERE a.user_id = ? GROUP BY q.category_id", args: [userId] });
  await db.execute({ sql: "INSERT INTO user_daily_stats (user_id, day, total, correct, time_spent) SELECT user_id, local_day, count(*), sum(is_correct), sum(time_spent) FROM answers WHERE user_id = ? GROUP BY local_day", args: [userId] });
  await db.execute("PRAGMA optimize");
  db.close();
}

function startServer(): Promise<() => void> {
  const child = spawn("npx", ["wrangler", "dev", "--port", String(PORT), "--ip", "127.0.0.1", "--persist-to", STATE, "--show-interactive-dev-session=false"], { stdio: ["ignore", "pipe", "pipe"], detached: true });
  let log = "";
  return new Promise((resolve, reject) => {
    const onData = (d: Buffer) => ((log += d), /Ready on http/.test(log) && resolve(() => process.kill(-child.pid!, "SIGTERM")));
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.on("exit", (code) => reject(new Error(`wrangler dev exited ${code}\n${log}`)));
  });
}

const percentile = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

async function measure(name: string, opts: { path: string; method?: "GET" | "POST"; body?: () => string; headers: Record<string, string> }) {
  const probe = await fetch(BASE + opts.path, { method: opts.method ?? "GET", headers: opts.headers, body: opts.body?.() });
  await probe.arrayBuffer();
  const rowsRead = probe.headers.get("X-D1-Rows-Read") ?? "-";
  const latencies: number[] = [];
  let non2xx = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: BASE + opts.path,
        method: opts.method ?? "GET",
        headers: opts.headers,
        connections: CONNECTIONS,
        duration: SECONDS,
        requests: opts.body ? [{ setupRequest: (r) => ({ ...r, body: opts.body!() }) }] : undefined,
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    instance.on("response", (_c, status, _b, ms) => (latencies.push(ms), status >= 300 && non2xx++));
  });
  latencies.sort((a, b) => a - b);
  const ms = (p: number) => percentile(latencies, p).toFixed(1);
  return { name, rps: Math.round(result.requests.average), p50: ms(50), p95: ms(95), p99: ms(99), rowsRead, status: probe.status, errors: non2xx };
}

rmSync(STATE, { recursive: true, force: true });
execFileSync("npm", ["run", "build"], { stdio: "inherit" });
wrangler("d1", "migrations", "apply", "nclex-daily", "--local");
wrangler("d1", "execute", "nclex-daily", "--local", "--file=seed/questions.sql");
await loadBulkData();
const stop = await startServer();
try {
  const origin = { Origin: BASE, "Content-Type": "application/json" };
  const login = await fetch(`${BASE}/api/auth/login`, { method: "POST", headers: origin, body: JSON.stringify({ username: "bench", password: "bench-password-1" }) });
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const cookie = login.headers.getSetCookie()[0].split(";")[0];
  const auth = { Cookie: cookie };
  let q = 0;
  const rows = [
    await measure("GET /api/health (trivial, runtime ceiling)", { path: "/api/health", headers: {} }),
    await measure("GET / (dashboard HTML, signed in)", { path: "/", headers: auth }),
    await measure("GET /api/questions/random?count=25", { path: "/api/questions/random?count=25", headers: auth }),
    await measure("GET /api/questions/random?categoryId=5&count=25", { path: "/api/questions/random?categoryId=5&count=25", headers: auth }),
    await measure("POST /api/answers", { path: "/api/answers", method: "POST", headers: { ...auth, ...origin }, body: () => JSON.stringify({ questionId: 1 + (q++ % 20_000), selectedAnswer: "A", timeSpent: 30 }) }),
  ];
  const table = [
    `| route | req/s | p50 ms | p95 ms | p99 ms | D1 rows read / request | non-2xx |`,
    `|---|---|---|---|---|---|---|`,
    ...rows.map((r) => `| ${r.name} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.rowsRead} | ${r.errors} |`),
  ].join("\n");
  console.log(`\n${SECONDS}s per route, ${CONNECTIONS} connections, bank of 20,000 questions, student with 50,000 answers\n\n${table}\n`);
  mkdirSync("docs", { recursive: true });
  writeFileSync("docs/benchmark-latest.md", `# Latest benchmark run (${new Date().toISOString()})\n\n${SECONDS}s per route, ${CONNECTIONS} connections, 20,000 questions, a student with 50,000 answers, wrangler dev (workerd) on this machine.\n\n${table}\n`);
} finally {
  stop();
}
