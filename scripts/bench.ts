// `npm run bench`: load test of the worker under workerd (wrangler dev) with a
// 20,000-question bank and a student with 50,000 answers. The bulk data is
// written straight into the local D1 SQLite file with @libsql/client, and every
// per-user aggregate (category, day, day x category, mode, ability) is then
// recomputed from those answers in SQL, as the migrations' backfills do, so the
// student looks exactly as if the answers had come through POST /api/answers
// (checked through the API before measuring). The app served is a frozen copy
// (snapshotApp), so edits to the source cannot restart it mid-run. The load
// comes from autocannon on loopback; each route is measured right after the
// trivial GET /api/health, the runtime's ceiling at that moment on this shared
// host, so read each route relative to it. Prints tables and writes them to
// docs/benchmark-latest.md (docs/performance.md explains them).
//
// BENCH_SECONDS (default 10) per measurement, BENCH_CONNECTIONS (default 10);
// BENCH_BUILD=1 rebuilds dist/ and the seed first (otherwise only when missing).
import { execFileSync, spawn } from "node:child_process";
import { pbkdf2Sync, randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { cpus, loadavg, totalmem } from "node:os";
import { createClient, type InStatement } from "@libsql/client";
import autocannon from "autocannon";
import { localDay } from "../lib/dates";
import { CLIENT_NEEDS } from "../lib/categories";
import { GRID_SIZE } from "../lib/irt/posterior";
import { sigmoid } from "../lib/irt/rasch";
import { OVERALL, ITEM_DIFFICULTY_SQL, responseTerm } from "../worker/learning/ability";

const STATE = ".wrangler/bench-state";
const APP = ".wrangler/bench-app"; // the frozen copy served (snapshotApp)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const BANK = 20_000;
const ANSWERS = 50_000;
const DAYS = 200;
const PER_SESSION = 25;

const wrangler = (...args: string[]) => execFileSync("npx", ["wrangler", ...args, "--persist-to", STATE], { stdio: "pipe" });

/** Deterministic PRNG (mulberry32), so every run loads the same student. */
function prng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function loadBulkData() {
  const dir = `${STATE}/v3/d1/miniflare-D1DatabaseObject`;
  const file = readdirSync(dir).find((f) => f.endsWith(".sqlite") && f !== "metadata.sqlite")!;
  const db = createClient({ url: `file:${dir}/${file}` });
  const one = async (sql: string, args: (string | number | null)[] = []) => (await db.execute({ sql, args })).rows[0];

  // The bank: the seeded questions plus generated ones, up to BANK.
  const seeded = Number((await one("SELECT count(*) AS n FROM questions")).n);
  const options = JSON.stringify(["A", "B", "C", "D"].map((label) => ({ label, text: `Option ${label}`, rationale: "Generated rationale." })));
  await db.execute(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${BANK - seeded})
    INSERT INTO questions (code, category_id, type, client_need, difficulty, content, options, correct_answer, explanation, rand_key)
    SELECT 'bench' || i, (i % 12) + 1, 'single', CASE i % 8 ${CLIENT_NEEDS.map((n, k) => `WHEN ${k} THEN '${n}'`).join(" ")} END, (i % 5) + 1,
           'Generated benchmark question ' || i, '${options}', 'A', 'Generated explanation.', abs(random()) % 2147483648 FROM n`);
  await db.execute("UPDATE categories SET question_count = (SELECT count(*) FROM questions q WHERE q.category_id = categories.id AND q.active = 1)");
  const bank = (await db.execute(`SELECT id, category_id AS c, ${ITEM_DIFFICULTY_SQL} AS b, correct_answer AS key, options FROM questions WHERE active = 1 ORDER BY id`)).rows.map((r) => ({
    id: Number(r.id),
    category: Number(r.c),
    b: Number(r.b),
    key: String(r.key),
    wrong: (JSON.parse(String(r.options)) as { label: string }[]).find((o) => o.label !== r.key)!.label,
  }));
  const byCategory = new Map<number, typeof bank>();
  for (const q of bank) byCategory.set(q.category, [...(byCategory.get(q.category) ?? []), q]);

  const salt = randomBytes(16);
  const hash = `pbkdf2-sha256$100000$${salt.toString("base64")}$${pbkdf2Sync("bench-password-1", salt, 100_000, 32, "sha256").toString("base64")}`;
  const userId = Number((await one("INSERT INTO users (username, email, password_hash, exam_date, time_zone) VALUES ('bench', 'bench@example.com', ?, ?, 'UTC') RETURNING id", [hash, localDay(Date.now() + 60 * 86_400_000, "UTC")])).id);

  // 50,000 answers over the last 200 days, oldest first, in blocks of 25: most
  // blocks are sessions (3 practice in one category : 1 timed across the bank),
  // every 20th block is single-question review (no session). A student of
  // ability 0.8 answers by the Rasch model, so the ability sums are realistic.
  const random = prng(42);
  const now = Date.now();
  const cursor = new Map<number, number>();
  const next = (pool: typeof bank, key: number) => {
    const i = cursor.get(key) ?? Math.floor(random() * pool.length);
    cursor.set(key, i + 1);
    return pool[i % pool.length];
  };
  const sessions: InStatement[] = [];
  const answers: InStatement[] = [];
  let sessionId = 0;
  for (let block = 0; block < ANSWERS / PER_SESSION; block++) {
    const review = block % 20 === 19;
    const timed = !review && block % 4 === 3;
    const category = review || timed ? null : (block % 12) + 1;
    const pool = category ? byCategory.get(category)! : bank;
    const sid = review ? null : ++sessionId;
    let correct = 0;
    let spent = 0;
    let first = 0;
    let last = 0;
    for (let j = 0; j < PER_SESSION; j++) {
      const i = block * PER_SESSION + j;
      const at = now - Math.floor((1 - i / ANSWERS) * DAYS * 86_400_000);
      const q = next(pool, category ?? 0);
      const ok = random() < sigmoid(0.8 - q.b) ? 1 : 0;
      const time = 30 + Math.floor(random() * 60);
      correct += ok;
      spent += time;
      if (j === 0) first = at;
      last = at;
      answers.push({ sql: "INSERT INTO answers (user_id, question_id, session_id, selected_answer, is_correct, time_spent, answered_at, local_day) VALUES (?, ?, ?, ?, ?, ?, ?, ?)", args: [userId, q.id, sid, ok ? q.key : q.wrong, ok, time, at, localDay(at, "UTC")] });
    }
    if (sid)
      sessions.push({
        sql: "INSERT INTO sessions (id, user_id, session_type, category_id, total_questions, answered_count, correct_answers, time_spent, time_limit, score, started_at, finished_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        args: [sid, userId, timed ? "timed" : "practice", category, PER_SESSION, PER_SESSION, correct, spent, timed ? PER_SESSION : null, Math.round((correct / PER_SESSION) * 1000) / 10, first, last + 1000, first],
      });
  }
  await db.batch(sessions, "write");
  for (let i = 0; i < answers.length; i += 5_000) await db.batch(answers.slice(i, i + 5_000), "write");

  // Aggregates recomputed from the answers (the same GROUP BYs as the migrations' backfills).
  await db.batch(
    [
      { sql: "INSERT INTO user_category_stats (user_id, category_id, total, correct, time_spent) SELECT a.user_id, q.category_id, count(*), sum(a.is_correct), sum(a.time_spent) FROM answers a JOIN questions q ON q.id = a.question_id WHERE a.user_id = ? GROUP BY q.category_id", args: [userId] },
      { sql: "INSERT INTO user_daily_stats (user_id, day, total, correct, time_spent) SELECT user_id, local_day, count(*), sum(is_correct), sum(time_spent) FROM answers WHERE user_id = ? GROUP BY local_day", args: [userId] },
      { sql: "INSERT INTO user_day_category_stats (user_id, day, category_id, total, correct) SELECT a.user_id, a.local_day, q.category_id, count(*), sum(a.is_correct) FROM answers a JOIN questions q ON q.id = a.question_id WHERE a.user_id = ? GROUP BY a.local_day, q.category_id", args: [userId] },
      {
        sql: `INSERT INTO user_mode_stats (user_id, mode, total, correct, time_spent)
              SELECT a.user_id, CASE WHEN s.session_type = 'timed' THEN 'timed' WHEN s.id IS NULL THEN 'review' ELSE 'practice' END AS mode, count(*), sum(a.is_correct), sum(a.time_spent)
                FROM answers a LEFT JOIN sessions s ON s.id = a.session_id WHERE a.user_id = ? GROUP BY mode`,
        args: [userId],
      },
    ],
    "write",
  );
  // The learning engine: per area, the sum of each response's log-likelihood term
  // (responseTerm, the exact JSON the per-answer upsert adds), grouped by (area, b, correct).
  const groups = (await db.execute({ sql: `SELECT q.client_need AS area, ${ITEM_DIFFICULTY_SQL} AS b, a.is_correct AS ok, count(*) AS n FROM answers a JOIN questions q ON q.id = a.question_id WHERE a.user_id = ? GROUP BY 1, 2, 3`, args: [userId] })).rows;
  const sums = new Map<string, { loglik: number[]; n: number }>();
  const add = (area: string, term: number[], n: number) => {
    const s = sums.get(area) ?? { loglik: new Array<number>(GRID_SIZE).fill(0), n: 0 };
    term.forEach((v, k) => (s.loglik[k] += v * n));
    s.n += n;
    sums.set(area, s);
  };
  for (const g of groups) {
    const term = JSON.parse(responseTerm(Number(g.b), Number(g.ok) === 1)) as number[];
    add(OVERALL, term, Number(g.n));
    add(String(g.area), term, Number(g.n));
  }
  await db.batch(
    [...sums].map(([area, s]) => ({ sql: "INSERT INTO user_ability (user_id, area, loglik, responses) VALUES (?, ?, ?, ?)", args: [userId, area, JSON.stringify(s.loglik.map((v) => Math.round(v * 1e4) / 1e4)), s.n] })),
    "write",
  );

  // Some bookmarks and study plans, as a long-time student would have.
  await db.execute({ sql: `INSERT INTO bookmarks (user_id, question_id, created_at) SELECT ?, id, ? - (id * 60000) FROM questions WHERE id % 97 = 0 LIMIT 150`, args: [userId, now] });
  await db.execute({ sql: "INSERT INTO study_plans (user_id, category_id, target_score, questions_per_day, created_at) VALUES (?, 5, 80, 30, ?), (?, 1, 75, 20, ?)", args: [userId, now - 30 * 86_400_000, userId, now - 10 * 86_400_000] });
  await db.execute({ sql: "INSERT INTO study_plans (user_id, category_id, target_score, questions_per_day, completed, current_score, created_at, completed_at) VALUES (?, 9, 70, 25, 1, 72.5, ?, ?)", args: [userId, now - 90 * 86_400_000, now - 40 * 86_400_000] });
  await db.execute("PRAGMA optimize");
  db.close();
  return { sessions: sessionId, bookmarks: 150 };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
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
    const missing = [...new Set(readFileSync(`${dir}/index.js`, "utf8").match(/\/assets\/[\w.-]+\.(?:js|css)/g) ?? [])].filter((a) => !existsSync(`${dir}/client${a}`));
    if (!missing.length) return;
    if (attempt >= 3) throw new Error(`dist/client does not match dist/manifest.json (a build running?): missing ${missing.join(", ")}`);
    execFileSync("sleep", ["5"]);
  }
}

/** wrangler dev on the frozen copy; ready when /api/health answers. Request logging is off (--log-level warn): it costs CPU that production does not spend. */
async function startServer(port: number): Promise<() => void> {
  const args = ["wrangler", "dev", `${APP}/index.js`, "--config", "wrangler.toml", "--no-bundle", "--assets", `${APP}/client`, "--log-level", "warn"];
  const child = spawn("npx", [...args, "--port", String(port), "--ip", "127.0.0.1", "--persist-to", STATE, "--show-interactive-dev-session=false"], { stdio: ["ignore", "pipe", "pipe"], detached: true });
  let log = "";
  const keep = (d: Buffer) => (log = (log + d).slice(-20_000));
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  const stop = () => {
    try {
      process.kill(-child.pid!, "SIGTERM");
    } catch {
      /* already gone */
    }
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited ${child.exitCode}\n${log}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false);
    if (ok) return stop;
    await new Promise((r) => setTimeout(r, 250));
  }
  stop();
  throw new Error(`wrangler dev did not answer within 120 s\n${log}`);
}

const percentile = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

interface Measured {
  name: string;
  rps: number;
  p50: string;
  p95: string;
  p99: string;
  rowsRead: string;
  status: number;
  requests: number;
  errors: number;
}

async function measure(base: string, name: string, opts: { path: string; method?: "GET" | "POST"; body?: () => string; headers: Record<string, string> }): Promise<Measured> {
  const probe = await fetch(base + opts.path, { method: opts.method ?? "GET", headers: opts.headers, body: opts.body?.() });
  await probe.arrayBuffer();
  if (!probe.ok) throw new Error(`${name}: probe answered ${probe.status}`);
  const rowsRead = probe.headers.get("X-D1-Rows-Read") ?? "-";
  const latencies: number[] = [];
  let non2xx = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base + opts.path,
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
  return { name, rps: Math.round(result.requests.average), p50: ms(50), p95: ms(95), p99: ms(99), rowsRead, status: probe.status, requests: latencies.length, errors: non2xx + result.errors + result.timeouts };
}

/** Rows read by one request (X-D1-Rows-Read), and its status. */
async function rowsOf(base: string, path: string, headers: Record<string, string>, init: RequestInit = {}) {
  const res = await fetch(base + path, { headers, ...init });
  const body = await res.text();
  return { path: `${init.method ?? "GET"} ${path}`, status: res.status, rows: Number(res.headers.get("X-D1-Rows-Read") ?? NaN), body };
}

// ---- main ------------------------------------------------------------------

rmSync(STATE, { recursive: true, force: true });
execFileSync("node", ["scripts/dev-vars.mjs"], { stdio: "inherit" });
if (process.env.BENCH_BUILD || !existsSync("dist/manifest.json") || !existsSync("dist/client") || !existsSync("seed/questions.sql")) execFileSync("npm", ["run", "build"], { stdio: "inherit" });
wrangler("d1", "migrations", "apply", "nclex-daily", "--local");
wrangler("d1", "execute", "nclex-daily", "--local", "--file=seed/questions.sql");
const loaded = await loadBulkData();
snapshotApp(APP);
const port = await freePort();
const BASE = `http://127.0.0.1:${port}`;
const stop = await startServer(port);
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => {
    stop();
    process.exit(130);
  });
try {
  const origin = { Origin: BASE, "Content-Type": "application/json" };
  const login = await fetch(`${BASE}/api/auth/login`, { method: "POST", headers: origin, body: JSON.stringify({ username: "bench", password: "bench-password-1" }) });
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const cookie = login.headers.getSetCookie().map((c) => c.split(";")[0]).find((c) => c.startsWith("nclex_session="))!;
  const auth = { Cookie: cookie };

  // The student is consistent: the aggregates say 50,000 answers everywhere.
  const stats = JSON.parse((await rowsOf(BASE, "/api/analytics/stats", auth)).body) as { totalQuestions: number; categoryStats: unknown[] };
  const pass = JSON.parse((await rowsOf(BASE, "/api/analytics/pass-probability", auth)).body) as { answered: number; status: string; percent?: number; areas: { answered: number }[] };
  const areaSum = pass.areas.reduce((s, a) => s + a.answered, 0);
  if (stats.totalQuestions !== ANSWERS || pass.answered !== ANSWERS || areaSum !== ANSWERS) throw new Error(`inconsistent aggregates: stats ${stats.totalQuestions}, ability ${pass.answered}, areas ${areaSum}`);

  // Rows read per request, one request each, before any load (the dashboard's
  // HTML streams, so its header counts only what finished before the headers).
  const single = [
    await rowsOf(BASE, "/", auth),
    await rowsOf(BASE, "/api/analytics/stats", auth),
    await rowsOf(BASE, "/api/analytics/streak", auth),
    await rowsOf(BASE, "/api/analytics/activity", auth),
    await rowsOf(BASE, "/api/analytics/pass-probability", auth),
    await rowsOf(BASE, "/api/analytics/trend?days=90", auth),
    await rowsOf(BASE, "/api/questions/random?categoryId=5&count=25", auth),
    await rowsOf(BASE, "/api/questions/random?count=25", auth),
    await rowsOf(BASE, "/api/bookmarks", auth),
    await rowsOf(BASE, "/api/study-plans", auth),
    await rowsOf(BASE, "/api/sessions/recent", auth),
    await rowsOf(BASE, "/api/answers", auth, { method: "POST", headers: { ...auth, ...origin }, body: JSON.stringify({ questionId: 1234, selectedAnswer: "A", timeSpent: 30, sessionId: null }) }),
  ];
  const bad = single.filter((r) => r.status >= 300);
  if (bad.length) throw new Error(`unexpected status: ${bad.map((r) => `${r.path} ${r.status} ${r.body.slice(0, 200)}`).join("; ")}`);
  const rows = (p: string) => single.find((r) => r.path === `GET ${p}`)!.rows;
  const dashboardApis = rows("/api/analytics/stats") + rows("/api/analytics/activity") + rows("/api/analytics/pass-probability");

  const startLoad = loadavg()[0];
  // Each route is measured right after the trivial route, so that its share of
  // the ceiling is read against the ceiling of that moment: this host is shared
  // and its load drifts during a run.
  let q = 0;
  const routes: [string, Parameters<typeof measure>[2]][] = [
    ["GET / (dashboard HTML, signed in, full streamed body)", { path: "/", headers: auth }],
    ["GET /api/analytics/stats", { path: "/api/analytics/stats", headers: auth }],
    ["GET /api/questions/random?categoryId=5&count=25", { path: "/api/questions/random?categoryId=5&count=25", headers: auth }],
    ["GET /api/questions/random?count=25 (all categories, test plan)", { path: "/api/questions/random?count=25", headers: auth }],
    [
      "POST /api/answers (sessionId null, varied question)",
      { path: "/api/answers", method: "POST", headers: { ...auth, ...origin }, body: () => JSON.stringify({ questionId: 1 + ((q++ * 7919) % BANK), selectedAnswer: "A", timeSpent: 30, sessionId: null }) },
    ],
  ];
  const measured: { route: Measured; ceiling: Measured }[] = [];
  for (const [name, opts] of routes) {
    const ceiling = await measure(BASE, "GET /api/health", { path: "/api/health", headers: {} });
    measured.push({ ceiling, route: await measure(BASE, name, opts) });
  }
  const loadTable = [
    "| route | req/s | p50 ms | p95 ms | p99 ms | GET /api/health just before: req/s (p50 / p99 ms) | % of that ceiling | D1 rows read / request | requests | errors |",
    "|---|---|---|---|---|---|---|---|---|---|",
    ...measured.map(
      ({ route: r, ceiling: h }) =>
        `| ${r.name} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${h.rps} (${h.p50} / ${h.p99}) | ${Math.round((r.rps / h.rps) * 100)}% | ${r.rowsRead}${r.name.startsWith("GET / ") ? "*" : ""} | ${r.requests} | ${r.errors + h.errors} |`,
    ),
  ].join("\n");
  const rowsTable = [
    "| request (one, signed in) | D1 rows read |",
    "|---|---|",
    ...single.map((r) => `| ${r.path} | ${r.rows}${r.path === "GET /" ? "*" : ""} |`),
    `| stats + activity + pass-probability (what the dashboard computes) | ${dashboardApis} |`,
  ].join("\n");
  const footnote =
    "\\* The dashboard streams: its `X-D1-Rows-Read` header is sent with the first bytes, so it counts only the queries finished by then (the session lookup). " +
    `Its numbers come from the same reads as /api/analytics/stats (and /streak), /api/analytics/activity and the overall row of /api/analytics/pass-probability: about ${dashboardApis} rows in all.`;
  const cpu = cpus();
  const versions = {
    node: process.version,
    wrangler: execFileSync("npx", ["wrangler", "--version"], { encoding: "utf8" }).trim().split("\n").pop(),
  };
  const setup =
    `${SECONDS}s per route and ${SECONDS}s of GET /api/health (the runtime's ceiling) just before each, ${CONNECTIONS} concurrent connections (autocannon, loopback), wrangler dev (workerd, local D1 = SQLite) on this machine. ` +
    `Bank of ${BANK.toLocaleString("en-US")} questions; the student has ${ANSWERS.toLocaleString("en-US")} answers over ${DAYS} days (${loaded.sessions} sessions, ${loaded.bookmarks} bookmarks, 3 study plans) with consistent aggregates ` +
    `(stats ${stats.totalQuestions}, ability ${pass.answered} responses, pass probability ${pass.percent ?? pass.status}%).`;
  const machine =
    `Machine: ${cpu[0]?.model ?? "unknown CPU"}${cpu[0]?.speed ? ` at ${cpu[0].speed} MHz` : ""}, ${cpu.length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB; Node ${versions.node}; wrangler ${versions.wrangler}. ` +
    `Load average (1 min) ${startLoad.toFixed(1)} before the load, ${loadavg()[0].toFixed(1)} after: autocannon, wrangler, workerd and anything else on the host share these cores.`;
  const text = `${setup}\n${machine}\n\n${loadTable}\n\n${rowsTable}\n\n${footnote}\n`;
  console.log(`\n${text}`);
  mkdirSync("docs", { recursive: true });
  writeFileSync("docs/benchmark-latest.md", `# Latest benchmark run (${new Date().toISOString()})\n\nRaw output of \`npm run bench\`; docs/performance.md explains the method and how to read it.\n\n${text}`);
} finally {
  stop();
}
