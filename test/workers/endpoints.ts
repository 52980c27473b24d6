// Every /api endpoint, with a valid request for each. The fuzz suite and the
// authorization matrix are generated from this table, and a test checks that
// it lists every route the app really has, so a new endpoint cannot be left out.
export interface Endpoint {
  method: "GET" | "POST" | "PATCH" | "DELETE";
  path: string; // Hono pattern, e.g. /api/study-plans/:id
  auth: boolean; // needs a signed-in student
  /** The user-owned resource named by the path's :id, if any. */
  owns?: "session" | "bookmark" | "plan" | "exam";
  body?: (ids: Ids) => Record<string, unknown>;
  query?: string;
}

/** Ids of real rows the valid requests refer to. */
export interface Ids {
  questionId: number;
  sessionId: number;
  planId: number;
  examId: number;
  examQuestionId: number;
}

export const ENDPOINTS: Endpoint[] = [
  { method: "GET", path: "/api/health", auth: false },
  { method: "POST", path: "/api/auth/register", auth: false, body: () => ({ username: `fz${Math.random().toString(36).slice(2, 10)}`, email: `${Math.random().toString(36).slice(2)}@example.com`, password: "fuzzing-pass-1", examDate: null }) },
  { method: "POST", path: "/api/auth/login", auth: false, body: () => ({ username: "nobody-here", password: "wrong-password" }) },
  { method: "GET", path: "/api/auth/user", auth: true },
  { method: "GET", path: "/api/logout", auth: false },
  { method: "GET", path: "/api/categories", auth: false },
  { method: "GET", path: "/api/questions/random", auth: false, query: "categoryId=3&count=5&difficulty=mixed" },
  { method: "POST", path: "/api/answers", auth: true, body: (i) => ({ questionId: i.questionId, selectedAnswer: "A", isCorrect: true, timeSpent: 10, sessionId: null }) },
  { method: "POST", path: "/api/sessions", auth: true, body: () => ({ sessionType: "timed", totalQuestions: 25, correctAnswers: 0, timeLimit: 25, categoryId: null }) },
  { method: "GET", path: "/api/sessions", auth: true },
  { method: "GET", path: "/api/sessions/recent", auth: true },
  { method: "POST", path: "/api/sessions/:id/finish", auth: true, owns: "session", body: () => ({}) },
  { method: "GET", path: "/api/bookmarks", auth: true },
  { method: "GET", path: "/api/bookmarks/recent", auth: true },
  { method: "GET", path: "/api/bookmarks/ids", auth: true },
  { method: "POST", path: "/api/bookmarks", auth: true, body: (i) => ({ questionId: i.questionId }) },
  { method: "DELETE", path: "/api/bookmarks/:questionId", auth: true, owns: "bookmark" },
  { method: "GET", path: "/api/study-plans", auth: true },
  { method: "POST", path: "/api/study-plans", auth: true, body: () => ({ categoryId: 9, targetScore: 80, questionsPerDay: 20 }) },
  { method: "PATCH", path: "/api/study-plans/:id", auth: true, owns: "plan", body: () => ({ completed: true }) },
  { method: "GET", path: "/api/analytics/pass-probability", auth: true },
  { method: "GET", path: "/api/analytics/stats", auth: true },
  { method: "GET", path: "/api/analytics/streak", auth: true },
  { method: "GET", path: "/api/analytics/trend", auth: true, query: "days=30" },
  { method: "GET", path: "/api/analytics/activity", auth: true },
  { method: "GET", path: "/api/analytics/export.csv", auth: true },
  { method: "GET", path: "/api/readiness-exams", auth: true },
  { method: "POST", path: "/api/readiness-exams", auth: true },
  { method: "GET", path: "/api/readiness-exams/:id", auth: true, owns: "exam" },
  { method: "POST", path: "/api/readiness-exams/:id/answers", auth: true, owns: "exam", body: (i) => ({ questionId: i.examQuestionId, selectedAnswer: "A" }) },
];

/** The path with its :param filled from the ids. */
export function fill(e: Endpoint, ids: Ids): string {
  const value = { session: ids.sessionId, bookmark: ids.questionId, plan: ids.planId, exam: ids.examId }[e.owns ?? "session"];
  return e.path.replace(/:[a-zA-Z]+/, String(value)) + (e.query ? `?${e.query}` : "");
}
