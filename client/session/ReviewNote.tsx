// Spaced review in the question dialog: when a graded question comes back
// (the answer reply's `review`, sent when the answer created or moved the
// question's card).
import { Icon } from "../../components/icons";

/** Whole days until the question is due again, from a POST /api/answers reply; null when it has no card. */
export function comesBackIn(reply: unknown): number | null {
  const days = (reply as { review?: { days?: unknown } } | undefined)?.review?.days;
  return typeof days === "number" && days >= 1 ? days : null;
}

export const backIn = (days: number) => (days === 1 ? "Back tomorrow" : `Back in ${days} days`);

export function ReviewNote({ days }: { days: number }) {
  return (
    <p className="review-note" role="status">
      <Icon name="calendar" /> <strong>{backIn(days)}</strong> <span className="muted">for spaced review</span>
    </p>
  );
}
