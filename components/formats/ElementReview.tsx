// A graded NGN answer as a list anyone can read without the format's own
// screen: each element the student chose or should have chosen, marked
// Correct / Incorrect / Missed in words and colour, with its rationale and the
// points per scoring unit. Server-safe (no hooks): used by the readiness
// report and the timed-test review.
import { elementTexts, unitName } from "../../lib/formats/element-texts";
import { placeholders } from "../../lib/formats/placeholders";

export interface ReviewedAnswer {
  item: Record<string, unknown> | null;
  points: number;
  maxPoints: number;
  ruleSentence: string;
  breakdown: { units: { unit: string; points: number; maxPoints: number }[]; elements: { unit: string; element: string; chosen: boolean; keyed: boolean }[] };
  rationales: Record<string, string>;
}

const MARK = (e: { chosen: boolean; keyed: boolean }) => (e.chosen && e.keyed ? "correct" : e.chosen ? "incorrect" : "missed");
const MARK_TEXT = { correct: "Correct", incorrect: "Incorrect", missed: "Missed" } as const;

export function ElementReview({ answer }: { answer: ReviewedAnswer }) {
  const texts = elementTexts(answer.item);
  const passage = typeof answer.item?.passage === "string" ? answer.item.passage : "";
  const blanks = Array.isArray(answer.item?.blanks) && typeof answer.item.blanks[0] === "string" ? (answer.item.blanks as string[]) : placeholders(passage);
  const shown = answer.breakdown.elements.filter((e) => e.chosen || e.keyed);
  const units = answer.breakdown.units.filter((u) => u.unit !== "item" && answer.breakdown.units.length > 1);
  return (
    <div className="element-review">
      <p><strong>{`${answer.points} of ${answer.maxPoints} point${answer.maxPoints === 1 ? "" : "s"}`}</strong> <span className="muted small">{`· ${answer.ruleSentence}`}</span></p>
      <ul className="element-review-list">
        {shown.map((e) => {
          const mark = MARK(e);
          const unit = unitName(e.unit, texts, blanks);
          return (
            <li key={`${e.unit}-${e.element}`} className={`ngn-is-${mark}`}>
              <span className={`ngn-mark ngn-mark-${mark}`}>{MARK_TEXT[mark]}</span>{" "}
              {unit && <span className="muted">{`${unit}: `}</span>}
              <span>{texts.get(e.element) ?? e.element}</span>
              {(answer.rationales[e.element] ?? answer.rationales[e.unit]) && <small className="rationale">{answer.rationales[e.element] ?? answer.rationales[e.unit]}</small>}
            </li>
          );
        })}
      </ul>
      {units.length > 0 && (
        <p className="muted small">{units.map((u) => `${unitName(u.unit, texts, blanks) ?? u.unit}: ${u.points}/${u.maxPoints}`).join(" · ")}</p>
      )}
    </div>
  );
}
