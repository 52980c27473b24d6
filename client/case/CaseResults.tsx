// The end of a case: points per clinical-judgment step (step, format, points
// of possible) and the total, then "Try this case again" or back to the list.
import { useEffect, useRef } from "react";
import { FORMAT_LABELS } from "../../lib/formats/names";
import type { GradedResult } from "../formats/types";
import type { CaseItemDto } from "./types";
import { CaseReview } from "./CaseReview";

interface Props {
  items: CaseItemDto[];
  graded: Record<number, GradedResult>;
  maxPoints: number;
  category: string;
  onRetry: () => void;
}

/** A results row's link opens that item's feedback below (a closed <details> would hide it). */
function openReview(step: number) {
  const details = document.querySelector<HTMLDetailsElement>(`#case-item-${step} details`);
  if (details) details.open = true;
}

export function CaseResults({ items, graded, maxPoints, category, onRetry }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const total = items.reduce((s, i) => s + (graded[i.id]?.points ?? 0), 0);
  const pct = maxPoints ? Math.round((total / maxPoints) * 100) : 0;
  return (
    <div className="case-results">
      <h2 ref={heading} tabIndex={-1}>
        Case results
      </h2>
      <p className="case-total">
        <strong className="case-total-points">{`${total} of ${maxPoints} points`}</strong>
        <span className="muted">{` (${pct}%)`}</span>
      </p>
      <table className="area-table case-results-table">
        <caption className="visually-hidden">Points by clinical-judgment step</caption>
        <thead>
          <tr>
            <th scope="col">Step</th>
            <th scope="col">Format</th>
            <th scope="col">Points</th>
          </tr>
        </thead>
        <tbody>
          {items.map((i) => {
            const r = graded[i.id];
            return (
              <tr key={i.id}>
                <th scope="row">
                  <a href={`#case-item-${i.step}`} onClick={() => openReview(i.step)}>{`${i.step}. ${i.stepName}`}</a>
                </th>
                <td>{FORMAT_LABELS[i.type]}</td>
                <td>{`${r?.points ?? 0} of ${r?.maxPoints ?? i.maxPoints}`}</td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              Total
            </th>
            <td>{`${total} of ${maxPoints}`}</td>
          </tr>
        </tfoot>
      </table>
      <CaseReview items={items} graded={graded} category={category} />
      <div className="button-row case-results-actions">
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          Try this case again
        </button>
        <a className="btn btn-outline" href="/case-studies">
          Back to case studies
        </a>
      </div>
    </div>
  );
}
