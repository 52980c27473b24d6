import type { Context } from "hono";
import type { SessionClaims, SessionUser } from "./auth/types";
import type { Query } from "./db/query";

export interface Env {
  DB: D1Database;
  ASSETS: Fetcher;
  JWT_SECRET?: string;
  ENVIRONMENT?: string;
  /** The app's own origins, comma-separated exact origins (e.g. "https://nclex.example"); unsafe /api requests from any other are refused. */
  APP_ORIGIN?: string;
}

export interface AppVariables {
  user: SessionUser | null;
  /** The session cookie's verified claims; the user row is checked later (loadUser, or a hot route's first batch). */
  claims: SessionClaims | null;
  nonce: string;
  db: Query;
  d1Session: D1DatabaseSession;
}

export type AppEnv = { Bindings: Env; Variables: AppVariables };
export type AppContext = Context<AppEnv>;
