// How a graded element is marked: chosen and keyed is "correct", chosen but
// not keyed "incorrect", keyed but not chosen "missed"; anything else gets
// no mark (only its rationale).
import type { GradedResult } from "./types";

export type Mark = "correct" | "incorrect" | "missed";

export const MARK_TEXT: Record<Mark, string> = { correct: "Correct", incorrect: "Incorrect", missed: "Missed" };

export function markOf(chosen: boolean, keyed: boolean): Mark | undefined {
  if (chosen) return keyed ? "correct" : "incorrect";
  return keyed ? "missed" : undefined;
}

export const pointsText = (points: number, max: number) => `${points} of ${max} point${max === 1 ? "" : "s"}`;

/** A scoring unit's points (a group, a matrix column, a bow-tie wing, a cause–effect pair). */
export const unitScore = (result: GradedResult, unit: string) => result.breakdown.units.find((u) => u.unit === unit);

/** The result's response or key as a list; lists are what the list formats send. */
export const asList = (value: unknown): string[] => (Array.isArray(value) ? value : []);

/** The result's response or key as an object keyed by row, group or blank. */
export const asRecord = <T>(value: unknown): Record<string, T> =>
  value && typeof value === "object" ? (value as Record<string, T>) : {};
