// A table too wide for a phone scrolls inside this wrapper, never the page.
// Focusable and named so keyboard users can scroll it too.
import type { ReactNode } from "react";

export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="ngn-table-scroll" tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}
