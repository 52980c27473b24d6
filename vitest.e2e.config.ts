// Browser tests: Debian's Chromium (playwright-core) against the real app
// served by `wrangler dev` (workerd + local D1) with a fresh, seeded database.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["e2e/**/*.test.ts"],
    globalSetup: ["./e2e/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
