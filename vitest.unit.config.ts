// Unit tests of pure modules (lib/, content rules) in Node.
import { defineConfig } from "vitest/config";

export default defineConfig({ test: { include: ["test/unit/**/*.test.ts"] } });
