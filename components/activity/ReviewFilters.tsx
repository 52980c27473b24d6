// A previous test's question filters: plain links (?show=…), so they work
// without JavaScript; the current one is marked for screen readers.
import { FILTER_LABELS, FILTERS, type Filter } from "../../lib/previous-test";

export function ReviewFilters({
  sessionId,
  filter,
  counts,
}: {
  sessionId: number;
  filter: Filter;
  counts: Record<Filter, number>;
}) {
  return (
    <nav className="review-filters" aria-label="Show questions">
      {FILTERS.map((f) => (
        <a
          key={f}
          href={f === "all" ? `/activity/${sessionId}` : `/activity/${sessionId}?show=${f}`}
          className={`btn btn-sm ${f === filter ? "btn-primary" : "btn-outline"}`}
          aria-current={f === filter ? "page" : undefined}
        >
          {`${FILTER_LABELS[f]} (${counts[f]})`}
        </a>
      ))}
    </nav>
  );
}
