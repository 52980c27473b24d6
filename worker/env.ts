import type { Context } from "hono";
import type { SessionUser } from "./auth/session";
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
  nonce: string;
  db: Query;
}

export type AppEnv = { Bindings: Env; Variables: AppVariables };
export type AppContext = Context<AppEnv>;
