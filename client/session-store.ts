// Opening the question session dialog from any island: the launcher sets the
// request signal, the QuestionSession island (same shared chunk) reacts.
import { signal } from "@preact/signals-react";
import type { Difficulty } from "../lib/practice";
import { REVIEW_BATCH } from "../lib/review/due";

export interface SessionRequest {
  mode: "practice" | "timed";
  count: number;
  categoryId: number | null;
  difficulty: Difficulty;
  /** Practice: the Item Format filter (the API's `type`; absent for all formats). */
  format?: string;
  /** Practice: a clinical-judgment drill of case items of this step (1..6), each with its case's chart. */
  step?: number;
  timeLimit?: number; // minutes, timed mode
  sessionId?: number | null; // created by the launcher (timed mode), a retake's, or the session to resume
  /** Reopen an unfinished practice session (sessionId) at its first unanswered question. */
  resume?: boolean;
  signedIn: boolean;
  questionIds?: number[]; // review given questions (bookmarks)
  /** Spaced review: the due questions (GET /api/review/due, oldest due first) in a practice session. */
  review?: boolean;
  /** Practice offline: draw from the downloaded pack (client/offline/) even while online. */
  fromPack?: boolean;
  nonce: number;
}

export const sessionRequest = signal<SessionRequest | null>(null);

let nonce = 0;
export function openSession(req: Omit<SessionRequest, "nonce">): void {
  sessionRequest.value = { ...req, nonce: ++nonce };
}

/** A spaced-review session: the questions due now, oldest due first (at most REVIEW_BATCH). */
export const openReview = () =>
  openSession({
    mode: "practice",
    review: true,
    count: REVIEW_BATCH,
    categoryId: null,
    difficulty: "mixed",
    signedIn: true,
  });
