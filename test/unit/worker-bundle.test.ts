// The worker bundle as wrangler would deploy it: no chart library inside
// (charts render only in the browser), and a size that fits the Workers limit.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";

describe("worker bundle", () => {
  it("holds no chart code and stays well under the 3 MB (gzip) Workers limit", () => {
    const out = mkdtempSync(join(tmpdir(), "nclex-worker-"));
    execFileSync("npx", ["wrangler", "deploy", "--dry-run", "--outdir", out], {
      stdio: "pipe",
      env: { ...process.env, CI: "true" },
    });
    const code = readFileSync(join(out, "index.js"), "utf8");
    // Names from the library's code (not 'graph-svg-tip': the stylesheet, which the worker inlines into first visits, styles that class).
    expect(code).not.toMatch(/class SvgTip|PercentageChart|AxisChart/);
    const gz = gzipSync(code).length;
    console.log(
      `worker bundle: ${(statSync(join(out, "index.js")).size / 1024).toFixed(0)} KB, ${(gz / 1024).toFixed(0)} KB gzip`,
    );
    expect(gz).toBeLessThan(1024 * 1024);
  }, 120_000);
});
