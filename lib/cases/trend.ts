// A trend item's own chart: at least one tab with values at two or more times,
// every measurement within its plausible range.
import type { z } from "zod";
import { chartProblems, timePoints, type TrendChart } from "./chart";

export const MIN_TREND_TIME_POINTS = 2;

export function checkTrendChart(chart: TrendChart, ctx: z.RefinementCtx) {
  for (const p of chartProblems(chart))
    ctx.addIssue({ code: "custom", path: ["chart", ...p.path], message: p.message });
  if (!chart.some((t) => timePoints(t) >= MIN_TREND_TIME_POINTS))
    ctx.addIssue({
      code: "custom",
      path: ["chart"],
      message: `a trend chart has a tab with values at ${MIN_TREND_TIME_POINTS} or more times`,
    });
}

export const isTrendItem = (item: object) => Array.isArray((item as { chart?: unknown }).chart);
