// Placeholder cards shown while the bookmark list streams in.
export function BookmarkSkeleton() {
  return (
    <div className="bookmark-skeleton" role="status" aria-busy="true" aria-label="Loading bookmarks">
      {[0, 1, 2].map((i) => (
        <div key={i} className="card skeleton-card">
          <span className="skeleton skeleton-line short" />
          <span className="skeleton skeleton-line" />
          <span className="skeleton skeleton-line" />
          <span className="skeleton skeleton-line medium" />
        </div>
      ))}
    </div>
  );
}
