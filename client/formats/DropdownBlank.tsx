// One drop-down: a native select while answering; after grading, the chosen
// text with its mark (the choices and rationales are listed below the item).
// A select shows its value on one line, cut when long, so a face shows the
// chosen text wrapped, and the select lies over it, transparent: taps, keys,
// the phone's own picker and screen readers all meet the real select.
import { GradedBlank } from "./GradedBlank";

export interface Choice {
  id: string;
  text: string;
}
export interface DropdownBlankData {
  id: string;
  choices: Choice[];
}

interface Props {
  blank: DropdownBlankData;
  /** The screen-reader name, e.g. "Blank 1". */
  label?: string;
  labelledBy?: string;
  value: string | undefined;
  onChoose: (choiceId: string) => void;
  /** After grading: the keyed choice of this blank. */
  keyed?: string;
  graded?: boolean;
}

export function DropdownBlank({ blank, label, labelledBy, value, onChoose, keyed, graded }: Props) {
  const chosen = blank.choices.find((c) => c.id === value)?.text;
  if (graded) return <GradedBlank text={chosen} correct={value === keyed} />;
  return (
    <span className="ngn-select-wrap">
      <span className="ngn-select-face" aria-hidden="true">
        {chosen ?? "Select…"}
      </span>
      <select
        className="ngn-select"
        aria-label={label}
        aria-labelledby={labelledBy}
        value={value ?? ""}
        onChange={(e) => onChoose(e.target.value)}
      >
        <option value="">Select…</option>
        {blank.choices.map((c) => (
          <option key={c.id} value={c.id}>
            {c.text}
          </option>
        ))}
      </select>
    </span>
  );
}
