// The worker: security middleware, the JSON API under /api, then the pages.
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import type { AppEnv } from "./env";
import { apiGuards, securityHeaders } from "./middleware/security";
import { loadUser, readClaims } from "./middleware/auth";
import { d1Session } from "./middleware/d1-session";
import { authRoutes } from "./api/auth";
import { questionRoutes } from "./api/questions";
import { answerRoutes } from "./api/answers";
import { questionCountRoutes } from "./api/question-counts";
import { sessionRoutes } from "./api/sessions";
import { sessionReviewRoutes } from "./api/session-review";
import { sessionRetakeRoutes } from "./api/session-retake";
import { bookmarkRoutes } from "./api/bookmarks";
import { flagRoutes } from "./api/flags";
import { noteRoutes } from "./api/notes";
import { studyPlanRoutes } from "./api/study-plans";
import { learningRoutes } from "./api/learning";
import { readinessRoutes } from "./api/readiness";
import { analyticsRoutes } from "./api/analytics";
import { caseStudyRoutes } from "./api/case-studies";
import { offlinePackRoutes } from "./api/offline-pack";
import { reviewRoutes } from "./api/review";
import { jsonError } from "./api/errors";
import { notFoundPage, pages } from "./pages";

// The hot routes (answers and draws) check the signed-in user inside their own
// first D1 batch, one round trip fewer; they are mounted before loadUser, so
// that middleware never runs for them.
const hotApi = new Hono<AppEnv>();
hotApi.route("/", questionRoutes);
hotApi.route("/", questionCountRoutes);
hotApi.route("/", answerRoutes);

const api = new Hono<AppEnv>();
// Trivial route: the runtime's ceiling in the benchmark, and a health check.
api.get("/health", (c) => c.json({ ok: true }));
api.route("/", authRoutes);
api.route("/", sessionReviewRoutes);
api.route("/", sessionRetakeRoutes);
api.route("/", sessionRoutes);
api.route("/", bookmarkRoutes);
api.route("/", flagRoutes);
api.route("/", noteRoutes);
api.route("/", studyPlanRoutes);
api.route("/", learningRoutes);
api.route("/", readinessRoutes);
api.route("/", analyticsRoutes);
api.route("/", caseStudyRoutes);
api.route("/", offlinePackRoutes);
api.route("/", reviewRoutes);

const app = new Hono<AppEnv>();
app.use(securityHeaders);
app.use(d1Session);
app.use(readClaims);
app.use("/api/*", apiGuards);
app.route("/api", hotApi);
app.use(loadUser);
app.route("/api", api);
app.route("/", pages);
app.notFound((c) => {
  const path = new URL(c.req.url).pathname;
  if (path === "/api" || path.startsWith("/api/")) return jsonError(c, 404, `No API route for ${c.req.method} ${path}`);
  return notFoundPage(c);
});

app.onError((err, c) => {
  if (err instanceof HTTPException) {
    const status = err.status;
    if (status < 500) return jsonError(c, status as 400, err.message || "Bad request");
  }
  console.error("unhandled", err);
  return jsonError(c, 500, "Something went wrong on our side. Please try again.");
});

export default app;
