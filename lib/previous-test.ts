// A previous test's page (/activity/:id): its filters, which question each
// keeps, and the score and time lines. Pure.
import { percent } from "./scoring";

export const FILTERS = ["all", "incorrect", "flagged"] as const;
export type Filter = (typeof FILTERS)[number];

export const FILTER_LABELS: Record<Filter, string> = { all: "All", incorrect: "Incorrect", flagged: "Flagged" };

export const filterOf = (raw: string | null): Filter =>
  (FILTERS as readonly string[]).includes(raw ?? "") ? (raw as Filter) : "all";

interface Entry {
  answer: { points: number; maxPoints: number; isCorrect: boolean } | null;
  question: { maxPoints: number };
  flagged?: boolean;
}

/** Below full marks: answered below them, or, once the test has ended, never answered (0 points). The set "Retake incorrect" retakes. */
export const belowFullMarks = (e: Entry, ended: boolean) => (e.answer ? !e.answer.isCorrect : ended);

export const keeps = (filter: Filter, ended: boolean) => (e: Entry) =>
  filter === "all" || (filter === "incorrect" ? belowFullMarks(e, ended) : !!e.flagged);

/** Points of points possible: a practice session counts what was answered, a timed test every question. */
export function testScore(entries: Entry[], timed: boolean) {
  const counted = timed ? entries : entries.filter((e) => e.answer);
  const points = counted.reduce((s, e) => s + (e.answer?.points ?? 0), 0);
  const possible = counted.reduce((s, e) => s + (e.answer?.maxPoints ?? e.question.maxPoints), 0);
  const full = entries.filter((e) => e.answer?.isCorrect).length;
  return {
    points,
    possible,
    full,
    answered: entries.filter((e) => e.answer).length,
    percent: percent(points, possible),
  };
}

export const durationText = (s: number) =>
  s < 60
    ? `${s} s`
    : s < 3600
      ? `${Math.floor(s / 60)} min ${s % 60} s`
      : `${Math.floor(s / 3600)} h ${Math.floor((s % 3600) / 60)} min`;
