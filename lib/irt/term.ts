// One response's log-likelihood at every point of the θ grid (Rasch, or
// partial credit for multi-point items), rounded as the ability sums store it.
// A student's stored sum per area is the sum of these terms over their first
// answers; 'all' is the overall area.
import { GRID, asMark, type Outcome } from "./posterior";
import { markLogLikelihood } from "./partial-credit";

export const OVERALL = "all";

export const termValues = (b: number, outcome: Outcome): number[] =>
  GRID.map((t) => Math.round(markLogLikelihood(t, b, asMark(outcome)) * 1e4) / 1e4);
