// The NCLEX-day run's tutorial (shown before the clock starts): how each item
// format is answered, by touch, mouse or keyboard, and how the day runs.
// Plain data, rendered by client/readiness/Tutorial.tsx.

export interface TutorialFormat {
  name: string;
  how: string;
}

export const TUTORIAL_FORMATS: readonly TutorialFormat[] = [
  { name: "Multiple choice", how: "Select the one best answer, then Submit Answer." },
  {
    name: "Select all that apply, select N, grouping",
    how: "Tick every option that applies (for select N, exactly the number the question asks; for grouping, in each group).",
  },
  {
    name: "Matrix",
    how: "In each row choose one column (multiple choice) or every column that applies (multiple response).",
  },
  {
    name: "Drop-down cloze, table and rationale",
    how: "Open each drop-down list in the sentence or table and choose one word or phrase.",
  },
  {
    name: "Drag-and-drop cloze and rationale",
    how: "Tap or click an option, then the blank it belongs in (or drag it there); tap a filled blank to take it back.",
  },
  {
    name: "Highlight text and table",
    how: "Tap or click each phrase that answers the question to highlight it; tap it again to clear it.",
  },
  {
    name: "Bow-tie",
    how: "Choose the condition in the middle, the two actions to take on the left and the two parameters to monitor on the right.",
  },
  { name: "Ordered response", how: "Put the steps in order with each step's Move up and Move down buttons." },
  {
    name: "Calculation (fill in the blank)",
    how: "Type the number only, rounded as the question asks; the unit is shown beside the box. Use the Calculator button for the arithmetic.",
  },
  {
    name: "Hot spot",
    how: "Tap or click the area of the picture that answers the question; by keyboard, Tab to the named areas and press Space.",
  },
  { name: "Exhibit", how: "Read the record's tabs, then answer the question beneath them." },
  {
    name: "Graphic options",
    how: "Choose the picture (or pictures) that answer the question; each has a text description.",
  },
  {
    name: "Case studies",
    how: "Three unfolding cases of six items each: read the client's record (it grows as the case unfolds) and answer each item.",
  },
];

export const TUTORIAL_RULES: readonly string[] = [
  "The 5-hour clock starts when you select Begin the exam, not before. You can hide the time left and show it again.",
  "You cannot go back: each answer is final.",
  "An optional break is offered after about 2 hours and about 3.5 hours of testing. The clock keeps running during a break; the exam resumes where you left it.",
  "15 of the questions are unscored pretest questions, as on the NCLEX-RN. They look like every other question, so answer each one as if it counts.",
  "A Calculator button is on every question.",
];
