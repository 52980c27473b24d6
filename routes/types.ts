import type { SessionUser } from "../worker/auth/session";
import type { Query } from "../worker/db/query";
import type { Env } from "../worker/env";

/** What a page's loader receives. */
export interface PageContext {
  user: SessionUser;
  url: URL;
  db: Query;
  /** The server's clock (worker/clock.ts): the X-Test-Now header moves it in tests, as for the API. */
  now: number;
  /** The worker's bindings (a page that shows questions draws their element ids with the server's key). */
  env: Env;
}

/**
 * What a page's reads receive (a `reads` export instead of `load`): what is known before its session
 * row is read, because they go to D1 in the same call as that check (worker/page-reads.ts).
 */
export interface PageReadsContext {
  db: Query;
  userId: number;
  timeZone: string;
  now: number;
}

/** What every signed-in page receives from the router: the context and its loaded data. */
export interface PageProps<D = undefined> extends PageContext {
  data: D;
}
