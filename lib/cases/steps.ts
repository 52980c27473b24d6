// The six steps of NCSBN's Clinical Judgment Measurement Model, in the order a
// case study's items follow them. No zod: screens import this.
export const STEPS = [1, 2, 3, 4, 5, 6] as const;
export const STEP_NAMES = [
  "Recognize cues",
  "Analyze cues",
  "Prioritize hypotheses",
  "Generate solutions",
  "Take action",
  "Evaluate outcomes",
] as const;
export const stepName = (step: number) => STEP_NAMES[step - 1] ?? `Step ${step}`;
/** One word per step, for chart labels. */
export const STEP_SHORT = ["Recognize", "Analyze", "Prioritize", "Generate", "Act", "Evaluate"] as const;
