// The worker: security middleware, the JSON API under /api, then the pages.
import { Hono } from "hono";
import { Query } from "./db/query";
import type { AppEnv } from "./env";
import { apiGuards, securityHeaders } from "./middleware/security";
import { loadUser } from "./middleware/auth";
import { authRoutes } from "./api/auth";
import { questionRoutes } from "./api/questions";
import { answerRoutes } from "./api/answers";
import { sessionRoutes } from "./api/sessions";
import { bookmarkRoutes } from "./api/bookmarks";
import { studyPlanRoutes } from "./api/study-plans";
import { learningRoutes } from "./api/learning";
import { readinessRoutes } from "./api/readiness";
import { analyticsRoutes } from "./api/analytics";
import { caseStudyRoutes } from "./api/case-studies";
import { jsonError } from "./api/errors";
import { notFoundPage, pages } from "./pages";

const api = new Hono<AppEnv>();
api.use(apiGuards);
// Trivial route: the runtime's ceiling in the benchmark, and a health check.
api.get("/health", (c) => c.json({ ok: true }));
api.route("/", authRoutes);
api.route("/", questionRoutes);
api.route("/", answerRoutes);
api.route("/", sessionRoutes);
api.route("/", bookmarkRoutes);
api.route("/", studyPlanRoutes);
api.route("/", learningRoutes);
api.route("/", readinessRoutes);
api.route("/", analyticsRoutes);
api.route("/", caseStudyRoutes);

const app = new Hono<AppEnv>();
app.use(securityHeaders);
app.use(async (c, next) => {
  const db = new Query(c.env.DB);
  c.set("db", db);
  await next();
  // For tests and the benchmark; production does not tell the world how much it reads.
  if (c.env.ENVIRONMENT !== "production") c.res.headers.set("X-D1-Rows-Read", String(db.rowsRead));
});
app.use(loadUser);
app.route("/api", api);
app.route("/", pages);
app.notFound((c) => {
  const path = new URL(c.req.url).pathname;
  if (path === "/api" || path.startsWith("/api/")) return jsonError(c, 404, `No API route for ${c.req.method} ${path}`);
  return notFoundPage(c);
});

app.onError((err, c) => {
  if ("getResponse" in err && typeof err.getResponse === "function") {
    const status = (err as unknown as { status: number }).status;
    if (status < 500) return jsonError(c, status as 400, err.message || "Bad request");
  }
  console.error("unhandled", err);
  return jsonError(c, 500, "Something went wrong on our side. Please try again.");
});

export default app;
