// Runs before each test file: schema from the real migrations, then the real
// seed statements (the same SQL `npm run db:seed` executes).
import { applyD1Migrations, env } from "cloudflare:test";
import { beforeAll } from "vitest";

beforeAll(async () => {
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
  const seeded = await env.DB.prepare("SELECT count(*) AS n FROM categories").first<{ n: number }>();
  if (!seeded?.n) await env.DB.batch(env.TEST_SEED.map((sql) => env.DB.prepare(sql)));
});
