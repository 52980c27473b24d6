// What the readiness exam API returns. While the exam runs, an item carries no
// key and no rationale; the report (after the end) carries everything.
import type { AreaLevel, StopReason } from "./irt/readiness";
import type { ExamMode } from "./readiness-nclex-day";

export interface ExamItemView {
  position: number;
  questionId: number;
  /** The item's format (lib/formats/registry.ts) and what a full-marks answer earns. */
  type: string;
  maxPoints: number;
  content: string;
  options: { label: string; text: string }[];
  /** NGN formats: the key-free display; null for single-answer items. */
  item: Record<string, unknown> | null;
  category: string;
  /** A case item: the client and the chart as it stands at this step (worker/db/case-studies.ts CaseContext). */
  case?: {
    id: number;
    title: string;
    client: Record<string, string>;
    step: number;
    stepName: string;
    itemCount: number;
    chart: unknown[];
  };
}

export interface ActiveExamView {
  id: number;
  status: "active";
  /** Items answered so far, pretest items among them (they are never told apart while the exam runs). */
  answered: number;
  startedAt: string;
  deadline: string;
  /** Whole seconds to the deadline when the server made this view: the page's first render and its hydration show the same clock. */
  secondsLeft: number;
  minItems: number;
  maxItems: number;
  /** False for a practice run: the student had seen too much of the pool for a prediction (lib/readiness-capacity.ts). */
  scored: boolean;
  mode: ExamMode;
  /** An NCLEX-day run opens on the tutorial (its clock not started) and may pause for breaks (the clock runs on). */
  phase: "tutorial" | "testing" | "break";
  /** An optional break is offered before the next item. */
  breakOffer: boolean;
  breaksTaken: number;
  /** The current item; null in the tutorial, on a break and while a break is offered. */
  item: ExamItemView | null;
}

export interface ExamReviewItem {
  position: number;
  questionId: number;
  clientNeed: string;
  content: string;
  options: { label: string; text: string; rationale: string }[];
  correctAnswer: string | null;
  explanation: string;
  selectedAnswer: string;
  isCorrect: boolean;
  type: string;
  item: Record<string, unknown> | null;
  /** What the student answered (a label, a list or an object, by format), its points, and the key in the same shape. */
  response: unknown;
  points: number;
  maxPoints: number;
  correctResponse: unknown;
  rationales: Record<string, string>;
  rule: string;
  ruleSentence: string;
  breakdown: {
    units: { unit: string; points: number; maxPoints: number }[];
    elements: { unit: string; element: string; chosen: boolean; keyed: boolean; delta: number }[];
  };
  /** A case item: its case's title and the clinical-judgment step. */
  case: { title: string; step: number; stepName: string } | null;
}

export interface ExamReportView {
  id: number;
  status: "passed" | "failed";
  /** False for a practice run: no PASS/FAIL and no pass probability are shown for it. */
  scored: boolean;
  reason: StopReason;
  answered: number;
  correct: number;
  /** Points earned of points possible (partial credit); correct counts full marks. */
  points: number;
  possible: number;
  theta: number;
  se: number;
  standard: number;
  /** Null for a practice run. */
  passPercent: number | null;
  startedAt: string;
  finishedAt: string;
  mode: ExamMode;
  /** From the clock's start (after the tutorial) to the end, breaks included: the clock runs through them. */
  timeUsedSeconds: number;
  breaksTaken: number;
  breakSeconds: number;
  /** Items repeated from the student's earlier exams (they had seen the whole readiness pool). */
  reused: number;
  /** True while another readiness exam of the student's runs: the review (keys) is withheld until it ends. */
  reviewWithheld: boolean;
  areas: { area: string; answered: number; correct: number; level: AreaLevel }[];
  review: ExamReviewItem[];
}

export type ExamView = ActiveExamView | ExamReportView;

export const STOP_REASONS: Record<StopReason, string> = {
  confidence:
    "Stopped when the 95% confidence interval of your ability estimate no longer contained the passing standard.",
  "max-items": "Reached the 150-question maximum: decided by the final ability estimate.",
  time: "Time ran out: decided by the final ability estimate (fewer than 85 answers is a fail).",
  "bank-exhausted":
    "The question bank ran out of questions you had not had in this exam: decided by the final ability estimate.",
  "bank-exhausted-below-minimum":
    "The question bank ran out of questions before the 85-question minimum, so this is not a complete exam: the result is only the final ability estimate from too few questions.",
};
