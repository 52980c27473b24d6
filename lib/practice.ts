// Practice and timed-test constants (spec section 9).
export const DIFFICULTIES = { easy: [1, 2], medium: [3], hard: [4, 5], mixed: [1, 2, 3, 4, 5] } as const;
export type Difficulty = keyof typeof DIFFICULTIES;

export const PRACTICE_COUNT = { min: 5, max: 100, step: 5, default: 25 } as const;
export const DASHBOARD_COUNT = 10;
export const GUEST_COUNT = 10;
export const QUESTION_SECONDS = 150;

export const TIMED_TESTS = [
  { questions: 75, minutes: 75, name: "Full Test", description: "Complete NCLEX simulation" },
  { questions: 50, minutes: 50, name: "Practice Test", description: "Shorter practice session" },
  { questions: 25, minutes: 25, name: "Quick Test", description: "Quick assessment" },
] as const;
export const DEFAULT_TIME_LIMIT = 75;

/** The Full Test includes one case study (six items in step order), as the NCLEX mixes cases with stand-alone items. */
export const FULL_TEST_QUESTIONS = TIMED_TESTS[0].questions;
export const casesInTimedTest = (total: number) => (total >= FULL_TEST_QUESTIONS ? 1 : 0);
/** Where the case sits among the stand-alone items: after the first third. */
export const caseSlotIn = (standAlone: number) => Math.floor(standAlone / 3);
