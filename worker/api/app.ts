// The JSON API's two groups, composed in one chain each so that their types
// carry every route's schema: the browser's fetch wrapper (client/api.ts)
// reads its request and response types from ApiSchema, type-only.
import { Hono } from "hono";
import type { ExtractSchema, MergeSchemaPath } from "hono/types";
import type { AppEnv } from "../env";
import { authRoutes } from "./auth";
import { questionRoutes } from "./questions";
import { answerRoutes } from "./answers";
import { questionCountRoutes } from "./question-counts";
import { sessionRoutes } from "./sessions";
import { sessionReviewRoutes } from "./session-review";
import { sessionRetakeRoutes } from "./session-retake";
import { bookmarkRoutes } from "./bookmarks";
import { flagRoutes } from "./flags";
import { noteRoutes } from "./notes";
import { studyPlanRoutes } from "./study-plans";
import { learningRoutes } from "./learning";
import { readinessRoutes } from "./readiness";
import { analyticsRoutes } from "./analytics";
import { caseStudyRoutes } from "./case-studies";
import { offlinePackRoutes } from "./offline-pack";
import { reviewRoutes } from "./review";

// The hot routes (answers and draws) check the signed-in user inside their own
// first D1 batch, one round trip fewer; worker/index.ts mounts them before
// loadUser, so that middleware never runs for them.
export const hotApi = new Hono<AppEnv>()
  .route("/", questionRoutes)
  .route("/", questionCountRoutes)
  .route("/", answerRoutes);

export const api = new Hono<AppEnv>()
  // Trivial route: the runtime's ceiling in the benchmark, and a health check.
  .get("/health", (c) => c.json({ ok: true }))
  .route("/", authRoutes)
  .route("/", sessionReviewRoutes)
  .route("/", sessionRetakeRoutes)
  .route("/", sessionRoutes)
  .route("/", bookmarkRoutes)
  .route("/", flagRoutes)
  .route("/", noteRoutes)
  .route("/", studyPlanRoutes)
  .route("/", learningRoutes)
  .route("/", readinessRoutes)
  .route("/", analyticsRoutes)
  .route("/", caseStudyRoutes)
  .route("/", offlinePackRoutes)
  .route("/", reviewRoutes);

/** Every API route as mounted under /api: "/api/sessions/:id/review" → { $get: { input, output, status, … } }. */
export type ApiSchema = MergeSchemaPath<ExtractSchema<typeof hotApi> & ExtractSchema<typeof api>, "/api">;
