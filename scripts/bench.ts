// `npm run bench`: load test of the worker under workerd (wrangler dev) with a
// 20,000-question bank and a student with 50,000 answers (scripts/lib/bench-data.ts
// writes them into the local D1 and recomputes every aggregate from them; they
// are checked through the API before measuring). The app served is a frozen
// copy (scripts/lib/app-server.ts), so edits to the source cannot restart it
// mid-run. The load comes from autocannon on loopback; each route is measured
// right after the trivial GET /api/health, the runtime's ceiling at that moment
// on this shared host, so read each route relative to it. Prints tables and
// writes them to docs/benchmark-latest.md (docs/performance.md explains them).
//
// BENCH_SECONDS (default 10) per measurement, BENCH_CONNECTIONS (default 10);
// BENCH_ROUTES="/ /analytics" measures only those paths under load (the tables of single requests stay whole);
// BENCH_BUILD=1 rebuilds dist/ and the seed first (otherwise only when missing).
import { randomUUID } from "node:crypto";
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg, totalmem } from "node:os";
import autocannon from "autocannon";
import { startApp } from "./lib/app-server";
import { signInBench } from "./lib/bench-sign-in";
import { ANSWERS, BANK, DAYS, loadBulkData } from "./lib/bench-data";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PAGES = [
  "/analytics",
  "/question-bank",
  "/practice",
  "/timed-tests",
  "/bookmarks",
  "/study-plan",
  "/activity",
  "/readiness-exam",
  "/case-studies",
  "/study-strategies",
];
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

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

async function measure(
  base: string,
  name: string,
  opts: { path: string; method?: "GET" | "POST"; body?: () => string; headers: Record<string, string> },
): Promise<Measured> {
  const probe = await fetch(base + opts.path, {
    method: opts.method ?? "GET",
    headers: opts.headers,
    body: opts.body?.(),
  });
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
  return {
    name,
    rps: Math.round(result.requests.average),
    p50: ms(50),
    p95: ms(95),
    p99: ms(99),
    rowsRead,
    status: probe.status,
    requests: latencies.length,
    errors: non2xx + result.errors + result.timeouts,
  };
}

/** Rows read by one request (X-D1-Rows-Read), and its status. */
async function rowsOf(base: string, path: string, headers: Record<string, string>, init: RequestInit = {}) {
  const res = await fetch(base + path, { headers, ...init });
  const body = await res.text();
  const header = (name: string) => Number(res.headers.get(name) ?? NaN);
  return {
    path: `${init.method ?? "GET"} ${path}`,
    status: res.status,
    rows: header("X-D1-Rows-Read"),
    trips: header("X-D1-Round-Trips"),
    written: header("X-D1-Rows-Written"),
    sqlMs: header("X-D1-Sql-Ms"),
    body,
  };
}

// ---- main ------------------------------------------------------------------

let loaded: Awaited<ReturnType<typeof loadBulkData>> = {
  sessions: 0,
  bookmarks: 0,
  firstAnswers: 0,
  answered: 0,
  unanswered: 0,
  singles: [],
};
const app = await startApp({
  name: "bench",
  build: process.env.BENCH_BUILD ? "always" : "missing",
  beforeServe: async (state) => {
    loaded = await loadBulkData(state);
  },
});
const BASE = app.base;
try {
  const origin = { Origin: BASE, "Content-Type": "application/json" };
  const cookie = await signInBench(BASE);
  const auth = { Cookie: cookie };

  // The student is consistent: the stats count all 50,000 answers; the ability
  // (overall and summed over the areas) counts each question's first answer once.
  const stats = JSON.parse((await rowsOf(BASE, "/api/analytics/stats", auth)).body) as {
    totalQuestions: number;
    categoryStats: unknown[];
  };
  const pass = JSON.parse((await rowsOf(BASE, "/api/analytics/pass-probability", auth)).body) as {
    answered: number;
    status: string;
    percent?: number;
    areas: { answered: number }[];
  };
  const areaSum = pass.areas.reduce((s, a) => s + a.answered, 0);
  if (stats.totalQuestions !== ANSWERS || pass.answered !== loaded.firstAnswers || areaSum !== loaded.firstAnswers)
    throw new Error(
      `inconsistent aggregates: stats ${stats.totalQuestions}, ability ${pass.answered}, areas ${areaSum}`,
    );

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
  ];
  for (const [what, questionId] of [
    ["a first answer to the question: the ability sums included", loaded.unanswered],
    ["a repeat answer: the ability sums skipped", loaded.answered],
  ] as const) {
    const r = await rowsOf(BASE, "/api/answers", auth, {
      method: "POST",
      headers: { ...auth, ...origin },
      body: JSON.stringify({ questionId, selectedAnswer: "A", timeSpent: 30, sessionId: null }),
    });
    single.push({ ...r, path: `POST /api/answers (${what})` });
  }
  const bad = single.filter((r) => r.status >= 300);
  if (bad.length)
    throw new Error(`unexpected status: ${bad.map((r) => `${r.path} ${r.status} ${r.body.slice(0, 200)}`).join("; ")}`);
  const rows = (p: string) => single.find((r) => r.path === `GET ${p}`)!.rows;
  const dashboardApis =
    rows("/api/analytics/stats") + rows("/api/analytics/activity") + rows("/api/analytics/pass-probability");

  // The primary's cost of the write path (docs/scaling.md): sequential answers, each
  // with a fresh clientAnswerId, timed by D1 itself (meta.duration, summed per request).
  const WRITES = 300;
  const writes: { sqlMs: number; written: number; rows: number }[] = [];
  for (let i = 0; i < WRITES; i++) {
    const questionId = loaded.singles[(i * 7919) % loaded.singles.length];
    const r = await rowsOf(BASE, "/api/answers", auth, {
      method: "POST",
      headers: { ...auth, ...origin },
      body: JSON.stringify({
        questionId,
        selectedAnswer: i % 3 ? "A" : "B",
        timeSpent: 30,
        sessionId: null,
        clientAnswerId: randomUUID(),
      }),
    });
    if (r.status !== 201) throw new Error(`write-cost answer: ${r.status} ${r.body.slice(0, 200)}`);
    writes.push({ sqlMs: r.sqlMs, written: r.written, rows: r.rows });
  }
  // A first answer to a question also moves the ability sums (it reads far more rows): report both kinds.
  const mean = (ws: typeof writes, f: (w: (typeof writes)[number]) => number) =>
    ws.length ? ws.reduce((a, w) => a + f(w), 0) / ws.length : NaN;
  const costOf = (ws: typeof writes) => ({
    n: ws.length,
    sqlMs: mean(ws, (w) => w.sqlMs),
    written: mean(ws, (w) => w.written),
    rows: mean(ws, (w) => w.rows),
  });
  const writeCost = costOf(writes);
  const firstCost = costOf(writes.filter((w) => w.rows > 100));
  const repeatCost = costOf(writes.filter((w) => w.rows <= 100));

  const startLoad = loadavg()[0];
  // Each route is measured right after the trivial route, so that its share of
  // the ceiling is read against the ceiling of that moment: this host is shared
  // and its load drifts during a run.
  let q = 0;
  const routes: [string, Parameters<typeof measure>[2]][] = [
    ["GET / (dashboard HTML, signed in, full streamed body)", { path: "/", headers: auth }],
    ["GET /api/analytics/stats", { path: "/api/analytics/stats", headers: auth }],
    [
      "GET /api/questions/random?categoryId=5&count=25",
      { path: "/api/questions/random?categoryId=5&count=25", headers: auth },
    ],
    [
      "GET /api/questions/random?count=25 (all categories, test plan)",
      { path: "/api/questions/random?count=25", headers: auth },
    ],
    [
      "POST /api/answers (sessionId null, varied practice multiple-choice question; most are repeats of answered questions)",
      {
        path: "/api/answers",
        method: "POST",
        headers: { ...auth, ...origin },
        body: () =>
          JSON.stringify({
            questionId: loaded.singles[(q++ * 7919) % loaded.singles.length],
            selectedAnswer: "A",
            timeSpent: 30,
            sessionId: null,
          }),
      },
    ],
  ];
  // The other signed-in pages, measured beside the dashboard (full HTML bodies, streamed or not).
  for (const page of PAGES) routes.push([`GET ${page} (page HTML)`, { path: page, headers: auth }]);
  const only = process.env.BENCH_ROUTES?.split(/\s+/).filter(Boolean);
  const chosen = only ? routes.filter(([, opts]) => only.includes(opts.path)) : routes;
  const measured: { route: Measured; ceiling: Measured }[] = [];
  for (const [name, opts] of chosen) {
    const ceiling = await measure(BASE, "GET /api/health", { path: "/api/health", headers: {} });
    measured.push({ ceiling, route: await measure(BASE, name, opts) });
  }
  const loadTable = [
    "| route | req/s | p50 ms | p95 ms | p99 ms | GET /api/health just before: req/s (p50 / p99 ms) | % of that ceiling | D1 rows read / request | requests | errors |",
    "|---|---|---|---|---|---|---|---|---|---|",
    ...measured.map(
      ({ route: r, ceiling: h }) =>
        `| ${r.name} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${h.rps} (${h.p50} / ${h.p99}) | ${Math.round((r.rps / h.rps) * 100)}% | ${r.rowsRead}${r.name.includes("HTML") ? "*" : ""} | ${r.requests} | ${r.errors + h.errors} |`,
    ),
  ].join("\n");
  const rowsTable = [
    "| request (one, signed in) | D1 rows read | sequential D1 round trips | rows written | SQL ms in D1 |",
    "|---|---|---|---|---|",
    ...single.map(
      (r) =>
        `| ${r.path} | ${r.rows}${r.path === "GET /" ? "*" : ""} | ${r.trips}${r.path === "GET /" ? "*" : ""} | ${r.written} | ${r.sqlMs.toFixed(2)} |`,
    ),
    `| stats + activity + pass-probability (what the dashboard computes) | ${dashboardApis} | | | |`,
  ].join("\n");
  const footnote =
    "\\* A page's `X-D1-Rows-Read` header is sent with its first bytes, so a streamed page's counts only the queries finished by then. The dashboard sends its reads in the same D1 call as its session check, before its first bytes, so its count is whole (one round trip); the other pages' count the session lookup, and their own reads follow in the stream. " +
    `The dashboard's reads are those of /api/analytics/stats (and /streak), /api/analytics/activity and the overall row of /api/analytics/pass-probability, about ${dashboardApis} rows, and the student's review cards (the load table's probe runs after the write-path test has added some).`;
  const cpu = cpus();
  const versions = {
    node: process.version,
    wrangler: execFileSync("npx", ["wrangler", "--version"], { encoding: "utf8" }).trim().split("\n").pop(),
  };
  const setup =
    `${SECONDS}s per route and ${SECONDS}s of GET /api/health (the runtime's ceiling) just before each, ${CONNECTIONS} concurrent connections (autocannon, loopback), wrangler dev (workerd, local D1 = SQLite) on this machine. ` +
    `Bank of ${BANK.toLocaleString("en-US")} questions; the student has ${ANSWERS.toLocaleString("en-US")} answers over ${DAYS} days (${loaded.sessions} sessions, ${loaded.bookmarks} bookmarks, 3 study plans) with consistent aggregates ` +
    `(stats ${stats.totalQuestions} answers, ability ${pass.answered} first answers, pass probability ${pass.percent ?? pass.status}%).`;
  const machine =
    `Machine: ${cpu[0]?.model ?? "unknown CPU"}${cpu[0]?.speed ? ` at ${cpu[0].speed} MHz` : ""}, ${cpu.length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB; Node ${versions.node}; wrangler ${versions.wrangler}. ` +
    `Load average (1 min) ${startLoad.toFixed(1)} before the load, ${loadavg()[0].toFixed(1)} after: autocannon, wrangler, workerd and anything else on the host share these cores.`;
  const writeText =
    `Write path (${WRITES} sequential POST /api/answers, each a new clientAnswerId, varied practice questions, mostly repeats): ` +
    `mean ${writeCost.sqlMs.toFixed(2)} ms of SQL in D1, ${writeCost.written.toFixed(1)} rows written, ${writeCost.rows.toFixed(0)} rows read per answer, 2 round trips each; ` +
    (firstCost.n
      ? `${firstCost.n} first answers (ability sums moved): ${firstCost.sqlMs.toFixed(2)} ms, ${firstCost.written.toFixed(1)} rows written, ${firstCost.rows.toFixed(0)} read; `
      : "no first answers among them (the single first answer is in the table above); ") +
    `${repeatCost.n} repeats: ${repeatCost.sqlMs.toFixed(2)} ms, ${repeatCost.written.toFixed(1)} written, ${repeatCost.rows.toFixed(0)} read. ` +
    `One D1 primary runs its statements one at a time, so at these costs it saturates near ${firstCost.n ? `${Math.round(1000 / Math.max(firstCost.sqlMs, 0.01))} first answers/s or ` : ""}${Math.round(1000 / Math.max(repeatCost.sqlMs, 0.01))} repeats/s (docs/scaling.md).`;
  const text = `${setup}\n${machine}\n\n${loadTable}\n\n${rowsTable}\n\n${footnote}\n\n${writeText}\n`;
  console.log(`\n${text}`);
  mkdirSync("docs", { recursive: true });
  writeFileSync(
    "docs/benchmark-latest.md",
    `# Latest benchmark run (${new Date().toISOString()})\n\nRaw output of \`npm run bench\`; docs/performance.md explains the method and how to read it.\n\n${text}`,
  );
} finally {
  app.stop();
}
