// Workers-runtime tests: the real worker in workerd with a local D1, the
// migrations applied and the question bank seeded from content/ before tests.
import { randomBytes } from "node:crypto";
import { defineConfig } from "vitest/config";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { buildSeedStatements } from "./lib/seed-sql";
import { loadContent } from "./scripts/content/load";
import { loadCases } from "./scripts/content/load-cases";

export default defineConfig(async () => {
  const migrations = await readD1Migrations("./migrations");
  const { questions, errors: questionErrors } = loadContent();
  const { cases, errors: caseErrors } = loadCases();
  const errors = [...questionErrors, ...caseErrors];
  if (errors.length) throw new Error(`content errors:\n${errors.join("\n")}`);
  return {
    // The worker runs React's production build (NODE_ENV is defined in wrangler.toml), so JSX must not use jsxDEV.
    oxc: { jsx: { runtime: "automatic" as const, development: false } },
    plugins: [
      cloudflareTest({
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          // A second, empty database: the migration test upgrades it from an old schema.
          d1Databases: { UPGRADE_DB: "upgrade-test-db" },
          bindings: {
            JWT_SECRET: randomBytes(32).toString("base64url"),
            ENVIRONMENT: "test",
            APP_ORIGIN: "http://localhost:8787", // ORIGIN in test/workers/helpers.ts
            TEST_MIGRATIONS: migrations,
            TEST_SEED: buildSeedStatements(questions, {}, cases),
            TEST_SEED_BEFORE_POOL: buildSeedStatements(questions, { poolColumn: false }), // what releases before migration 0005 seeded
          },
        },
      }),
    ],
    test: {
      include: ["test/workers/**/*.test.ts"],
      setupFiles: ["./test/workers/setup.ts"],
      // Seeding the whole bank (1,440 items) several times in one test takes 10-30 s on a busy 2-core host.
      testTimeout: 60_000,
      hookTimeout: 60_000, // each file's set-up applies the migrations and seeds the bank
    },
  };
});
