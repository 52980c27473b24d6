// Every /api endpoint, with a valid request for each. The fuzz suite and the
// authorization matrix are generated from this table, and a test checks that
// it lists every route the app really has, so a new endpoint cannot be left out.
export interface Endpoint {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string; // Hono pattern, e.g. /api/study-plans/:id
  auth: boolean; // needs a signed-in student
  /** The user-owned resource named by the path's :param; required when the path has one. */
  owns?: Resource;
  /** Body fields that name a user-owned row (set to the owner's id in the authorization matrix). */
  refs?: Record<string, Resource>;
  /** A :param naming shared content every student may read (not a user-owned row): a case study or a question. */
  names?: "case" | "question";
  body?: (ids: Ids) => Record<string, unknown>;
  query?: string;
}

export type Resource = "session" | "bookmark" | "plan" | "exam" | "flag" | "note";

/** Ids of real rows the valid requests refer to. */
export interface Ids {
  username: string; // signs in with the fixtures' password
  questionId: number;
  sessionId: number;
  planId: number;
  examId: number;
  examQuestionId: number;
  caseId: number; // a practice case study
  /** A valid answer (selectedAnswer or response, by format) to questionId and to the exam's current item. */
  answer?: Record<string, unknown>;
  examAnswer?: Record<string, unknown>;
}

export const ENDPOINTS: Endpoint[] = [
  { method: "GET", path: "/api/health", auth: false },
  {
    method: "POST",
    path: "/api/auth/register",
    auth: false,
    body: () => ({
      username: `fz${Math.random().toString(36).slice(2, 10)}`,
      email: `${Math.random().toString(36).slice(2)}@example.com`,
      password: "fuzzing-pass-1",
      examDate: null,
    }),
  },
  {
    method: "POST",
    path: "/api/auth/login",
    auth: false,
    body: (i) => ({ username: i.username, password: "correct-horse-42" }),
  },
  { method: "GET", path: "/api/auth/user", auth: true },
  { method: "GET", path: "/api/logout", auth: false },
  { method: "GET", path: "/api/categories", auth: false },
  { method: "GET", path: "/api/questions/random", auth: false, query: "categoryId=3&count=5&difficulty=mixed" },
  {
    method: "GET",
    path: "/api/questions/counts",
    auth: true,
    query: "status=unused,incorrect&clientNeed=Management%20of%20Care&system=cardiovascular,respiratory",
  },
  { method: "GET", path: "/api/case-studies", auth: false, query: "categoryId=2" },
  { method: "GET", path: "/api/case-studies/:id", auth: false, names: "case" },
  { method: "GET", path: "/api/offline-pack", auth: true, query: "size=25&categoryId=4" },
  { method: "GET", path: "/api/review/due", auth: true },
  { method: "GET", path: "/api/review/summary", auth: true },
  {
    method: "POST",
    path: "/api/answers",
    auth: true,
    refs: { sessionId: "session" },
    body: (i) => ({
      questionId: i.questionId,
      ...(i.answer ?? { selectedAnswer: "A" }),
      isCorrect: true,
      timeSpent: 10,
      sessionId: null,
    }),
  },
  {
    method: "POST",
    path: "/api/sessions",
    auth: true,
    body: () => ({ sessionType: "timed", totalQuestions: 25, correctAnswers: 0, timeLimit: 25, categoryId: null }),
  },
  { method: "GET", path: "/api/sessions", auth: true },
  { method: "GET", path: "/api/sessions/recent", auth: true },
  { method: "POST", path: "/api/sessions/:id/finish", auth: true, owns: "session", body: () => ({}) },
  { method: "GET", path: "/api/sessions/:id/review", auth: true, owns: "session" },
  { method: "POST", path: "/api/sessions/:id/retake", auth: true, owns: "session", body: () => ({}) },
  { method: "GET", path: "/api/bookmarks", auth: true },
  { method: "GET", path: "/api/bookmarks/recent", auth: true },
  { method: "GET", path: "/api/bookmarks/ids", auth: true },
  { method: "POST", path: "/api/bookmarks", auth: true, body: (i) => ({ questionId: i.questionId }) },
  { method: "DELETE", path: "/api/bookmarks/:questionId", auth: true, owns: "bookmark" },
  { method: "GET", path: "/api/flags", auth: true },
  { method: "PUT", path: "/api/flags/:questionId", auth: true, names: "question" },
  { method: "DELETE", path: "/api/flags/:questionId", auth: true, owns: "flag" },
  { method: "GET", path: "/api/notes", auth: true, query: "q=nurse" },
  { method: "GET", path: "/api/notes/:questionId", auth: true, owns: "note" },
  {
    method: "PUT",
    path: "/api/notes/:questionId",
    auth: true,
    names: "question",
    body: () => ({ text: "Recheck the potassium before giving digoxin." }),
  },
  { method: "DELETE", path: "/api/notes/:questionId", auth: true, owns: "note" },
  { method: "GET", path: "/api/study-plans", auth: true },
  {
    method: "POST",
    path: "/api/study-plans",
    auth: true,
    body: () => ({ categoryId: 9, targetScore: 80, questionsPerDay: 20 }),
  },
  { method: "PATCH", path: "/api/study-plans/:id", auth: true, owns: "plan", body: () => ({ completed: true }) },
  { method: "GET", path: "/api/analytics/pass-probability", auth: true },
  { method: "GET", path: "/api/analytics/stats", auth: true },
  { method: "GET", path: "/api/analytics/streak", auth: true },
  { method: "GET", path: "/api/analytics/trend", auth: true, query: "days=30" },
  { method: "GET", path: "/api/analytics/activity", auth: true },
  { method: "GET", path: "/api/analytics/export.csv", auth: true },
  { method: "GET", path: "/api/readiness-exams", auth: true },
  { method: "POST", path: "/api/readiness-exams", auth: true },
  { method: "GET", path: "/api/readiness-exams/pool", auth: true },
  { method: "GET", path: "/api/readiness-exams/:id", auth: true, owns: "exam" },
  {
    method: "POST",
    path: "/api/readiness-exams/:id/answers",
    auth: true,
    owns: "exam",
    body: (i) => ({ questionId: i.examQuestionId, ...(i.examAnswer ?? { selectedAnswer: "A" }) }),
  },
  { method: "POST", path: "/api/readiness-exams/:id/begin", auth: true, owns: "exam", body: () => ({}) },
  { method: "POST", path: "/api/readiness-exams/:id/break", auth: true, owns: "exam", body: () => ({ take: true }) },
  { method: "POST", path: "/api/readiness-exams/:id/resume", auth: true, owns: "exam", body: () => ({}) },
];

/** The id of the owner's row of a resource (a bookmark, a flag and a note are named by their question). */
export const idOf = (r: Resource, ids: Ids): number =>
  ({
    session: ids.sessionId,
    bookmark: ids.questionId,
    plan: ids.planId,
    exam: ids.examId,
    flag: ids.questionId,
    note: ids.questionId,
  })[r];

/** The path with its :param filled from the ids; a :param without `owns` is an error, never a guess. */
export function fill(e: Endpoint, ids: Ids): string {
  const params = e.path.match(/:[a-zA-Z]+/g) ?? [];
  if (params.length > 1 || (params.length && !e.owns && !e.names))
    throw new Error(`${e.method} ${e.path}: say which resource its ${params.join(", ")} names (owns)`);
  const path = e.owns
    ? e.path.replace(/:[a-zA-Z]+/, String(idOf(e.owns, ids)))
    : e.names
      ? e.path.replace(/:[a-zA-Z]+/, String(e.names === "case" ? ids.caseId : ids.questionId))
      : e.path;
  return path + (e.query ? `?${e.query}` : "");
}

/** The valid body with every ownership reference pointing at the owner's rows. */
export const ownedBody = (e: Endpoint, ids: Ids) =>
  e.body || e.refs
    ? { ...e.body?.(ids), ...Object.fromEntries(Object.entries(e.refs ?? {}).map(([k, r]) => [k, idOf(r, ids)])) }
    : undefined;
