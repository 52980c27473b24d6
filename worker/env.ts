import type { Context } from "hono";
import type { SessionUser } from "./auth/session";

export interface Env {
  DB: D1Database;
  ASSETS: Fetcher;
  JWT_SECRET?: string;
  ENVIRONMENT?: string;
}

export interface AppVariables {
  user: SessionUser | null;
  nonce: string;
}

export type AppEnv = { Bindings: Env; Variables: AppVariables };
export type AppContext = Context<AppEnv>;
