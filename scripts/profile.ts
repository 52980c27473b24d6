// `npm run profile -- <path> [requests]`: where the worker spends its CPU on one
// route. Serves the bench's frozen app and data (a 20,000-question bank, a student
// with 50,000 answers) with workerd's inspector open, signs in as that student,
// samples the worker's CPU over <requests> sequential requests (default 300) and
// prints the functions by self time and by inclusive time. The raw profile goes to
// .wrangler/profile.cpuprofile (open it in Chromium's DevTools, Performance tab).
//
// Only the app's isolate is sampled: local D1 runs elsewhere, so its SQL is not
// in the profile (the bench's "SQL ms" column gives it).
import { writeFileSync } from "node:fs";
import { freePort, startApp } from "./lib/app-server";
import { loadBulkData } from "./lib/bench-data";
import { signInBench } from "./lib/bench-sign-in";
import { summarizeProfile, type CpuProfile } from "./lib/cpu-profile";

const path = process.argv[2] ?? "/";
const requests = Number(process.argv[3] ?? 300);

const inspectorPort = await freePort();
const app = await startApp({
  name: "bench",
  build: process.env.BENCH_BUILD ? "always" : "missing",
  beforeServe: (state) => loadBulkData(state).then(() => undefined),
  devArgs: ["--inspector-port", String(inspectorPort)],
});
try {
  const headers = { Cookie: await signInBench(app.base) };
  const hit = async () => {
    const res = await fetch(app.base + path, { headers });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  };
  for (let i = 0; i < 20; i++) await hit(); // warm the isolate before sampling

  const targets = (await (await fetch(`http://127.0.0.1:${inspectorPort}/json`)).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  // The inspector proxy refuses a socket without an Origin; undici's WebSocket takes headers.
  const socket = new WebSocket(targets[0].webSocketDebuggerUrl, {
    headers: { Origin: `http://127.0.0.1:${inspectorPort}` },
  } as unknown as string[]);
  await new Promise((resolve, reject) => ((socket.onopen = resolve), (socket.onerror = reject)));
  let nextId = 1;
  const pending = new Map<number, (result: unknown) => void>();
  socket.onmessage = (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
    if (message.id) pending.get(message.id)?.(message.result);
  };
  const send = <T>(method: string, params: object = {}) =>
    new Promise<T>((resolve) => {
      const id = nextId++;
      pending.set(id, resolve as (result: unknown) => void);
      socket.send(JSON.stringify({ id, method, params }));
    });

  await send("Profiler.enable");
  await send("Profiler.setSamplingInterval", { interval: 100 });
  await send("Profiler.start");
  const started = performance.now();
  for (let i = 0; i < requests; i++) await hit();
  const wallMs = performance.now() - started;
  const { profile } = await send<{ profile: CpuProfile }>("Profiler.stop");
  socket.close();
  writeFileSync(".wrangler/profile.cpuprofile", JSON.stringify(profile));
  console.log(`${requests} × GET ${path}: ${(wallMs / requests).toFixed(2)} ms wall per request`);
  console.log(summarizeProfile(profile, requests));
} finally {
  app.stop();
}
