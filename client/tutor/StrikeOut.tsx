// Tutor mode: strike out options the student has ruled out. A struck option
// stays selectable; the strikes live in the question's own state, so they go
// when the question does (its view is keyed by question id).
import { useState, type ReactNode } from "react";

/** The struck option labels of one question, and a toggle. */
export function useStrikes() {
  const [struck, setStruck] = useState<ReadonlySet<string>>(new Set());
  const toggle = (label: string) =>
    setStruck((s) => {
      const next = new Set(s);
      if (!next.delete(label)) next.add(label);
      return next;
    });
  return { struck, toggle };
}

interface Props {
  /** The option's letter, as the student reads it. */
  letter: string;
  /** Whether the control shows (tutor mode, before grading). */
  show: boolean;
  struck: boolean;
  onToggle: () => void;
  /** The option's own label (a button may not sit inside it, so it goes beside it). */
  children: ReactNode;
}

export function StrikeOut({ letter, show, struck, onToggle, children }: Props) {
  if (!show) return <>{children}</>;
  return (
    <div className="option-row">
      {children}
      <button
        type="button"
        className="icon-btn strike-btn"
        aria-pressed={struck}
        aria-label={`Strike out option ${letter}`}
        title={struck ? "Undo strike-out" : "Strike out"}
        onClick={onToggle}
      >
        {/* Drawn here, not in the shared icon set, which every page loads. */}
        <svg
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          aria-hidden="true"
        >
          <path d="M16 4H9a3 3 0 0 0-2.8 4M14 12a4 4 0 0 1 0 8H6M4 12h16" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}

/** Said after a struck option's text, so the strike is heard as well as seen. */
export const StruckNote = ({ struck }: { struck: boolean }) =>
  struck ? <span className="visually-hidden"> (struck out)</span> : null;
