// A student with some history, made through the HTTP API for the measuring
// scripts (`npm run lighthouse`, `npm run main-thread`): signed up, with a
// finished practice session and timed test, bookmarks and two study plans;
// and the pages those scripts measure.

export const SIGNED_OUT = ["/login", "/register", "/nope"];
/** The first practice case (its id depends on the seed): see caseStudyUrl. */
const FIRST_CASE = "/case-studies/first";
export const SIGNED_IN = [
  "/",
  "/question-bank",
  "/practice",
  "/study-strategies",
  "/timed-tests",
  "/bookmarks",
  "/study-plan",
  "/analytics",
  "/readiness-exam",
  "/activity",
  "/case-studies",
  FIRST_CASE,
];

/** The path to load for a route: the first case's real id in place of "first". */
export async function caseStudyUrl(base: string, path: string): Promise<string> {
  if (path !== FIRST_CASE) return path;
  const [firstCase] = (await (await fetch(`${base}/api/case-studies`)).json()) as { id: number }[];
  return `/case-studies/${firstCase.id}`;
}

export async function signUp(base: string): Promise<string> {
  const user = `lh${Date.now().toString(36)}`;
  const res = await fetch(`${base}/api/auth/register`, {
    method: "POST",
    headers: { Origin: base, "Content-Type": "application/json" },
    body: JSON.stringify({ username: user, email: `${user}@example.com`, password: "steady-pulse-88", examDate: null }),
  });
  if (!res.ok) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .find((c) => c.startsWith("nclex_session="));
  if (!cookie) throw new Error(`register set no nclex_session cookie: ${res.headers.getSetCookie().join(" | ")}`);
  return cookie;
}

/** Answers in a practice session and a finished timed test, bookmarks and study plans (as scripts/screenshots.ts addActivity). */
export async function addActivity(base: string, cookie: string) {
  const headers = { Origin: base, "Content-Type": "application/json", Cookie: cookie };
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(base + path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  type Q = { id: number; correctAnswer: string; options: { label: string }[] };
  const wrong = (q: Q) => q.options.find((o) => o.label !== q.correctAnswer)!.label;

  const practiceQs = await call<Q[]>("GET", "/api/questions/random?categoryId=5&count=10&type=single");
  const practice = await call<{ id: number }>("POST", "/api/sessions", {
    sessionType: "practice",
    totalQuestions: practiceQs.length,
    correctAnswers: 0,
    timeLimit: null,
    categoryId: 5,
  });
  for (const [i, q] of practiceQs.entries()) {
    await call("POST", "/api/answers", {
      questionId: q.id,
      selectedAnswer: i < 8 ? q.correctAnswer : wrong(q),
      timeSpent: 40,
      sessionId: practice.id,
    });
    if (i < 3) await call("POST", "/api/bookmarks", { questionId: q.id });
  }
  await call("POST", `/api/sessions/${practice.id}/finish`);

  // A timed test answers only the questions drawn for it (multiple choice here: the draw carries their keys).
  const timed = await call<{ id: number }>("POST", "/api/sessions", {
    sessionType: "timed",
    totalQuestions: 15,
    correctAnswers: 0,
    timeLimit: 15,
    categoryId: null,
  });
  const timedQs = await call<Q[]>("GET", `/api/questions/random?sessionId=${timed.id}&type=single`);
  for (const [i, q] of timedQs.entries())
    await call("POST", "/api/answers", {
      questionId: q.id,
      selectedAnswer: i % 3 ? q.correctAnswer : wrong(q),
      timeSpent: 55,
      sessionId: timed.id,
    });
  await call("POST", `/api/sessions/${timed.id}/finish`);

  await call("POST", "/api/study-plans", { categoryId: 5, targetScore: 75, questionsPerDay: 20 });
  await call("POST", "/api/study-plans", { categoryId: 1, targetScore: 85, questionsPerDay: 25 });
}
