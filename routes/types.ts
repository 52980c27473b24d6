import type { SessionUser } from "../worker/auth/session";
import type { Env } from "../worker/env";

/** What every signed-in page receives from the router. */
export interface PageProps {
  user: SessionUser;
  url: URL;
  env: Env;
}
