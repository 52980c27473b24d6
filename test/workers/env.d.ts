import type { D1Migration } from "cloudflare:test";
import type { Env as WorkerEnv } from "../../worker/env";

declare global {
  namespace Cloudflare {
    interface Env extends WorkerEnv {
      TEST_MIGRATIONS: D1Migration[];
      TEST_SEED: string[];
      TEST_SEED_BEFORE_POOL: string[];
      UPGRADE_DB: D1Database;
    }
  }
}
