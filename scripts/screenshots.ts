// `npx tsx scripts/screenshots.ts [baseURL]`: screenshots of every page,
// signed out and signed in, at desktop and 390 px phone width, into
// screenshots/ (git-ignored), for looking at the app as a student would.
// SHOT_ACTIVITY=1 gives the student some answers, bookmarks and plans first.
import { chromium, type APIRequestContext } from "playwright-core";
import { chartsDrawn } from "../e2e/charts-drawn";

const base = process.argv[2] ?? "http://127.0.0.1:8787";
const paths = process.argv.slice(3).length
  ? process.argv.slice(3)
  : [
      "/",
      "/question-bank",
      "/practice",
      "/study-strategies",
      "/timed-tests",
      "/bookmarks",
      "/study-plan",
      "/analytics",
      "/nope",
    ];
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});

for (const [label, viewport] of [
  ["desktop", { width: 1280, height: 800 }],
  ["phone", { width: 390, height: 844 }],
] as const) {
  const context = await browser.newContext({ viewport, baseURL: base, deviceScaleFactor: 1 });
  const page = await context.newPage();
  for (const p of ["/login", "/register"]) {
    await page.goto(p);
    await page.screenshot({ path: `screenshots/${label}-${p.slice(1)}.png`, fullPage: true });
  }
  const user = `shot${Date.now().toString(36)}`;
  const res = await page.request.post("/api/auth/register", {
    data: {
      username: user,
      email: `${user}@example.com`,
      password: "steady-pulse-88",
      examDate: new Date(Date.now() + 90 * 86_400_000).toISOString(),
    },
    headers: { Origin: base },
  });
  if (!res.ok()) throw new Error(await res.text());
  if (process.env.SHOT_ACTIVITY) await addActivity(page.request);
  for (const p of paths) {
    await page.goto(p);
    await page.waitForTimeout(400);
    await chartsDrawn(page);
    await page.screenshot({ path: `screenshots/${label}-${p === "/" ? "dashboard" : p.slice(1)}.png`, fullPage: true });
  }
  await context.close();
}
await browser.close();
console.log("screenshots written to screenshots/");

async function addActivity(request: APIRequestContext) {
  const headers = { Origin: base };
  const qs = (await (await request.get("/api/questions/random?categoryId=5&count=10&type=single")).json()) as {
    id: number;
    correctAnswer: string;
    options: { label: string }[];
  }[];
  const session = (await (
    await request.post("/api/sessions", {
      data: { sessionType: "practice", totalQuestions: 6, correctAnswers: 0, timeLimit: null, categoryId: 5 },
      headers,
    })
  ).json()) as { id: number };
  for (const [i, q] of qs.entries()) {
    const selectedAnswer = i < 8 ? q.correctAnswer : q.options.find((o) => o.label !== q.correctAnswer)!.label;
    await request.post("/api/answers", {
      data: { questionId: q.id, selectedAnswer, timeSpent: 40, sessionId: i < 6 ? session.id : null },
      headers,
    });
    if (i < 3) await request.post("/api/bookmarks", { data: { questionId: q.id }, headers });
  }
  await request.post("/api/study-plans", { data: { categoryId: 5, targetScore: 75, questionsPerDay: 20 }, headers });
  await request.post("/api/study-plans", { data: { categoryId: 1, targetScore: 85, questionsPerDay: 25 }, headers });
}
