// The worker: security middleware, the JSON API under /api, then the pages.
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import type { AppEnv } from "./env";
import { apiGuards, securityHeaders } from "./middleware/security";
import { loadUser, readClaims } from "./middleware/auth";
import { d1Session } from "./middleware/d1-session";
import { api, hotApi } from "./api/app";
import { jsonError } from "./api/errors";
import { notFoundPage, pages, pagesWithReads } from "./pages";

const app = new Hono<AppEnv>();
app.use(securityHeaders);
app.use(d1Session);
app.use(readClaims);
app.use("/api/*", apiGuards);
app.route("/api", hotApi); // before loadUser: the hot routes check the user in their own first D1 batch
app.route("/", pagesWithReads); // before loadUser too: these pages check the session in their one D1 call
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
