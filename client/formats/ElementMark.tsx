// The right/wrong mark of one graded element (colour AND text, never colour
// alone), its rationale, and the points of a scoring unit.
import { MARK_TEXT, pointsText, unitScore, type Mark } from "./marks";
import type { GradedResult } from "./types";

const MARK_ICON: Record<Mark, string> = { correct: "✓", incorrect: "✗", missed: "!" };

export function MarkTag({ mark }: { mark: Mark }) {
  return (
    <span className={`ngn-mark ngn-mark-${mark}`}>
      <span aria-hidden="true">{MARK_ICON[mark]}</span>
      {MARK_TEXT[mark]}
    </span>
  );
}

/** The mark (when the element has one) followed by the element's rationale. */
export function ElementMark({ mark, rationale }: { mark?: Mark; rationale?: string }) {
  return (
    <>
      {mark && <MarkTag mark={mark} />}
      {rationale && <small className="rationale">{rationale}</small>}
    </>
  );
}

export function UnitPoints({ result, unit }: { result: GradedResult; unit: string }) {
  const score = unitScore(result, unit);
  return score ? <span className="ngn-points">{pointsText(score.points, score.maxPoints)}</span> : null;
}

export type LegendEntry = { mark: Mark; meaning: string };

export const CHOICE_LEGEND: LegendEntry[] = [
  { mark: "correct", meaning: "you chose it and it is right" },
  { mark: "incorrect", meaning: "you chose it but it is wrong" },
  { mark: "missed", meaning: "a right answer you did not choose" },
];

/** Says once, under the graded item, what each mark means. */
export function MarkLegend({ entries = CHOICE_LEGEND }: { entries?: LegendEntry[] }) {
  return (
    <ul className="ngn-legend">
      {entries.map(({ mark, meaning }) => (
        <li key={mark}>
          <MarkTag mark={mark} /> {meaning}
        </li>
      ))}
    </ul>
  );
}
