// The frame every format view shares: one fieldset named by the on-screen
// instruction, with the marks' legend once graded. It is disabled only when
// the dialog says so: graded views render their answers as text, and the few
// controls they keep disable themselves, so a table's scroll region stays
// focusable (a disabled fieldset would take it out of reach for axe).
import type { ReactNode } from "react";
import { MarkLegend, type LegendEntry } from "./ElementMark";
import type { GradedResult } from "./types";

interface Props {
  instruction: string;
  result?: GradedResult;
  disabled?: boolean;
  className?: string;
  /** What the marks mean, when not the choice formats' meaning. */
  legend?: LegendEntry[];
  children: ReactNode;
}

export function FormatFrame({ instruction, result, disabled, className, legend, children }: Props) {
  return (
    <fieldset className={`ngn${className ? ` ${className}` : ""}`} disabled={disabled}>
      <legend className="ngn-instruction">{instruction}</legend>
      {children}
      {result && <MarkLegend entries={legend} />}
    </fieldset>
  );
}
