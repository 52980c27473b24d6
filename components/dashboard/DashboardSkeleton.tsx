// Placeholders while the dashboard's numbers stream in.
export function DashboardSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading your progress" className="stack">
      <div className="stat-grid">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="card stat">
            <span className="skeleton skeleton-line short" />
            <span className="skeleton skeleton-line medium" />
          </div>
        ))}
      </div>
      <div className="card skeleton-card">
        <span className="skeleton skeleton-chart" />
      </div>
    </div>
  );
}
