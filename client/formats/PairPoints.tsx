// Rationale formats (dyad, triad): the points of each cause–effect pair, so
// the student sees that a pair counts only when both of its blanks are right.
import { UnitPoints } from "./ElementMark";
import type { GradedResult } from "./types";

export function PairPoints({ result, blankNumber }: { result: GradedResult; blankNumber: Record<string, number> }) {
  if (result.rule !== "rationale") return null;
  return (
    <ul className="ngn-pairs">
      {result.breakdown.units.map((u) => (
        <li key={u.unit}>
          <span>
            Pair{" "}
            {u.unit
              .split("+")
              .map((b) => `Blank ${blankNumber[b] ?? b}`)
              .join(" + ")}
            :{" "}
          </span>
          <UnitPoints result={result} unit={u.unit} />
        </li>
      ))}
    </ul>
  );
}
