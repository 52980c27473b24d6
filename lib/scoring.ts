// Score rules of the spec (sections 4 and 9).
export const PASSING_THRESHOLD = 75;

export type ResultLabel = "PASS" | "BORDERLINE" | "FAIL";
export const resultLabel = (score: number): ResultLabel => (score >= 85 ? "PASS" : score >= 75 ? "BORDERLINE" : "FAIL");

/** Subject bars, analytics and plans: green >= 80, orange >= 75, red below. */
export type Band = "green" | "orange" | "red";
export const scoreBand = (score: number): Band =>
  score >= 80 ? "green" : score >= PASSING_THRESHOLD ? "orange" : "red";
/** The timed-test list: green >= 85, orange >= 75, red below. */
export const timedBand = (score: number): Band =>
  score >= 85 ? "green" : score >= PASSING_THRESHOLD ? "orange" : "red";

export const percent = (correct: number, total: number) => (total > 0 ? Math.round((correct / total) * 100) : 0);
