import type { ClientNeed } from "../../lib/categories";

/** The readiness exam's next item, as the selection chooses it. */
export interface NextItem {
  questionId: number;
  area: ClientNeed;
  b: number;
  /** A repeat from the student's earlier exams. */
  reused: boolean;
}
