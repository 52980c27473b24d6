// A graded NGN answer as a list anyone can read without the format's own
// screen: each element the student chose or should have chosen, marked
// Correct / Incorrect / Missed in words and colour, with its rationale and the
// points per scoring unit. An ordered response (all or nothing) is listed in
// the student's order, each step marked by its position against the key.
// Server-safe (no hooks): used by the readiness report and the timed-test review.
import { elementTexts, unitName } from "../../lib/formats/element-texts";
import { placeholders } from "../../lib/formats/placeholders";

export interface ReviewedAnswer {
  /** Any format's display (lib/formats/displays.ts): read generically, field by field. */
  item: object | null;
  points: number;
  maxPoints: number;
  ruleSentence: string;
  breakdown: {
    units: { unit: string; points: number; maxPoints: number }[];
    elements: { unit: string; element: string; chosen: boolean; keyed: boolean }[];
  };
  rationales: Record<string, string>;
  /** The rule, the response and the key: an ordered response is reviewed step by step. */
  rule?: string;
  response?: unknown;
  correctResponse?: unknown;
}

type Row = {
  key: string;
  mark: "correct" | "incorrect" | "missed";
  unit: string | null;
  unitId?: string;
  element: string;
  note?: string;
};

/** An ordered response's steps in the student's order, each right only in its keyed position. */
function orderedRows(answer: ReviewedAnswer): Row[] | null {
  const { response, correctResponse: key } = answer;
  if (answer.rule !== "all-or-nothing" || !Array.isArray(response) || !Array.isArray(key)) return null;
  return (response as string[]).map((id, i) => ({
    key: id,
    mark: key[i] === id ? "correct" : "incorrect",
    unit: `Position ${i + 1}`,
    element: id,
    note: key[i] === id ? undefined : ` (belongs in position ${key.indexOf(id) + 1})`,
  }));
}

const MARK = (e: { chosen: boolean; keyed: boolean }) =>
  e.chosen && e.keyed ? "correct" : e.chosen ? "incorrect" : "missed";
const MARK_TEXT = { correct: "Correct", incorrect: "Incorrect", missed: "Missed" } as const;

export function ElementReview({ answer }: { answer: ReviewedAnswer }) {
  const item = answer.item as Record<string, unknown> | null;
  const texts = elementTexts(item);
  const passage = typeof item?.passage === "string" ? item.passage : "";
  const blanks =
    Array.isArray(item?.blanks) && typeof item.blanks[0] === "string"
      ? (item.blanks as string[])
      : placeholders(passage);
  const rows: Row[] =
    orderedRows(answer) ??
    answer.breakdown.elements
      .filter((e) => e.chosen || e.keyed)
      .map((e) => ({
        key: `${e.unit}-${e.element}`,
        mark: MARK(e),
        unit: unitName(e.unit, texts, blanks),
        unitId: e.unit,
        element: e.element,
      }));
  const units = answer.breakdown.units.filter((u) => u.unit !== "item" && answer.breakdown.units.length > 1);
  return (
    <div className="element-review">
      <p>
        <strong>{`${answer.points} of ${answer.maxPoints} point${answer.maxPoints === 1 ? "" : "s"}`}</strong>{" "}
        <span className="muted small">{`· ${answer.ruleSentence}`}</span>
      </p>
      <ul className="element-review-list">
        {rows.map(({ key, mark, unit, unitId, element, note }) => {
          const rationale = answer.rationales[element] ?? (unitId && answer.rationales[unitId]);
          return (
            <li key={key} className={`ngn-is-${mark}`}>
              <span className={`ngn-mark ngn-mark-${mark}`}>{MARK_TEXT[mark]}</span>{" "}
              {unit && <span className="muted">{`${unit}: `}</span>}
              <span>{texts.get(element) ?? element}</span>
              {note && <span className="muted">{note}</span>}
              {rationale && <small className="rationale">{rationale}</small>}
            </li>
          );
        })}
      </ul>
      {units.length > 0 && (
        <p className="muted small">
          {units.map((u) => `${unitName(u.unit, texts, blanks) ?? u.unit}: ${u.points}/${u.maxPoints}`).join(" · ")}
        </p>
      )}
    </div>
  );
}
