import type { SessionUser } from "../worker/auth/session";
import type { Query } from "../worker/db/query";

/** What a page's loader receives. */
export interface PageContext {
  user: SessionUser;
  url: URL;
  db: Query;
  /** The server's clock (worker/clock.ts): the X-Test-Now header moves it in tests, as for the API. */
  now: number;
}

/** What every signed-in page receives from the router: the context and its loaded data. */
export interface PageProps<D = undefined> extends PageContext {
  data: D;
}
