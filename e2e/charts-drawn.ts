// Shared by the browser tests (through e2e/pages.ts) and scripts/screenshots.ts.
import type { Page } from "playwright-core";

/**
 * Charts hydrate when they scroll into view and draw once frappe-charts' chunk
 * loads: bring each shown chart into view and wait for its SVG before moving on (scrolled
 * past within one frame, an IntersectionObserver may never see it), then back to the top.
 */
export async function chartsDrawn(page: Page) {
  const boxes = await page.locator(".chart-box").all();
  for (const box of boxes) {
    // A chart replaced by its readable list on a narrow card (components/analytics/ChartCard.tsx) is never drawn.
    if (await box.evaluate((el) => getComputedStyle(el).display === "none")) continue;
    await box.scrollIntoViewIfNeeded();
    await box.locator("svg").first().waitFor({ state: "attached", timeout: 15_000 });
  }
  if (boxes.length) await page.evaluate(() => window.scrollTo(0, 0));
}
