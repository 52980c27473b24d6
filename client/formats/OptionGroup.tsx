// A titled group of options (a grouping row, a bow-tie wing), with the
// group's points once graded.
import type { ReactNode } from "react";
import { UnitPoints } from "./ElementMark";
import type { GradedResult } from "./types";

interface Props {
  title: string;
  unit: string;
  result?: GradedResult;
  className: string;
  children: ReactNode;
  /** Below the options, e.g. the "1 of 2 selected" status. */
  after?: ReactNode;
}

export function OptionGroup({ title, unit, result, className, children, after }: Props) {
  return (
    <fieldset className="ngn-group">
      <legend className="ngn-group-title">
        {title}
        {result && <UnitPoints result={result} unit={unit} />}
      </legend>
      <div className={className}>{children}</div>
      {after}
    </fieldset>
  );
}
