// Below a case's results: each item's feedback (the student's response, the
// key and every element's rationale), reached from its row of the results table.
import { ReviewList } from "../review/ReviewList";
import type { GradedResult } from "../formats/types";
import type { CaseItemDto } from "./types";

export function CaseReview({
  items,
  graded,
  category,
}: {
  items: CaseItemDto[];
  graded: Record<number, GradedResult>;
  category: string;
}) {
  const entries = items.map((item, i) => {
    const r = graded[item.id];
    return {
      position: i + 1,
      question: { ...item, category: `Step ${item.step}: ${item.stepName}` },
      answer: r ? { points: r.points, maxPoints: r.maxPoints, isCorrect: r.isCorrect, timeSpent: null } : null,
      result: r ?? null,
    };
  });
  return (
    <section className="case-review" aria-labelledby="case-review-title">
      <h3 id="case-review-title">{`Item feedback · ${category}`}</h3>
      <ReviewList entries={entries} idPrefix="case-item" />
    </section>
  );
}
