// A table too wide for a phone scrolls inside this wrapper, never the page.
// Focusable and named so keyboard users can scroll it too.
import type { ReactNode, Ref } from "react";

interface Props {
  label: string;
  children: ReactNode;
  /** Another class beside ngn-table-scroll (a value table's, which opens at its newest time). */
  className?: string;
  id?: string;
  ref?: Ref<HTMLDivElement>;
}

export function ScrollTable({ label, children, className, id, ref }: Props) {
  return (
    <div
      id={id}
      ref={ref}
      className={className ? `ngn-table-scroll ${className}` : "ngn-table-scroll"}
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      {children}
    </div>
  );
}
