// "1 of 2 selected": a polite live region, so a screen reader hears the count
// and learns why the other boxes turned unavailable at the limit.
export function SelectionStatus({ count, limit }: { count: number; limit: number }) {
  const full = count >= limit;
  return (
    <p className={`ngn-status${full ? " ngn-status-full" : ""}`} role="status">
      {count} of {limit} selected{full && count > 0 ? ": unselect one to change your choice" : ""}
    </p>
  );
}
