// axe-core for the browser suites: runs it on the whole document and reports
// violations as readable lines. No rule is disabled. The page's CSP would
// block the injected script: open pages in a context with bypassCSP.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { expect } from "vitest";

const AXE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

interface AxeNode {
  target: unknown[];
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: AxeNode[];
}

/** Runs axe on the whole document and returns its violations as readable lines. */
export async function audit(page: Page, where: string): Promise<string[]> {
  await page.addScriptTag({ content: AXE });
  const { violations } = await page.evaluate(() =>
    (window as unknown as { axe: { run(c: Document, o: object): Promise<{ violations: AxeViolation[] }> } }).axe.run(
      document,
      { resultTypes: ["violations"] },
    ),
  );
  return violations.map((v) => {
    const nodes = v.nodes.map(
      (n) =>
        `      ${n.target.map(String).join(" >>> ")}\n        ${(n.failureSummary ?? "").split("\n").slice(0, 3).join(" ").replace(/\s+/g, " ").slice(0, 300)}`,
    );
    return `  ${v.id} (${v.impact}) — ${v.help} — at ${where}\n${nodes.join("\n")}`;
  });
}

export async function expectNoViolations(page: Page, where: string) {
  const found = await audit(page, where);
  expect(found, `axe violations at ${where}:\n${found.join("\n")}`).toEqual([]);
}
