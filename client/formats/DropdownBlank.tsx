// One drop-down: a native select while answering; after grading, the chosen
// text with its mark (the choices and rationales are listed below the item).
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
  if (graded) return <GradedBlank text={blank.choices.find((c) => c.id === value)?.text} correct={value === keyed} />;
  return (
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
  );
}
