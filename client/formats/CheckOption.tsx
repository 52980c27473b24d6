// One tappable option row: a native checkbox or radio inside its label, an
// optional letter, the text, and after grading its mark and rationale.
import type { ReactNode } from "react";
import { ElementMark } from "./ElementMark";
import type { Mark } from "./marks";
import { StruckNote } from "../tutor/StrikeOut";

interface Props {
  type: "checkbox" | "radio";
  name?: string;
  text: string;
  letter?: string;
  checked: boolean;
  /** True when the pick limit is reached and this option is not picked. */
  blocked?: boolean;
  onToggle: () => void;
  graded?: boolean;
  mark?: Mark;
  rationale?: string;
  /** A picture shown as the option (graphic items), named by its own text alternative. */
  media?: ReactNode;
  /** Struck out by the student (tutor mode): shown struck, still selectable. */
  struck?: boolean;
}

const MARK_CLASS: Record<Mark, string> = {
  correct: "option-correct",
  incorrect: "option-incorrect",
  missed: "option-missed",
};

export function CheckOption({
  type,
  name,
  text,
  letter,
  checked,
  blocked,
  onToggle,
  graded,
  mark,
  rationale,
  media,
  struck,
}: Props) {
  const state = graded
    ? ` ngn-option-graded${mark ? ` ${MARK_CLASS[mark]}` : ""}`
    : checked
      ? " option-selected"
      : blocked
        ? " ngn-option-blocked"
        : "";
  return (
    <label className={`option ngn-option${state}${struck ? " option-struck" : ""}`}>
      <input type={type} name={name} checked={checked} disabled={blocked || graded} onChange={onToggle} />
      {letter && <span className="option-label">{letter}</span>}
      <span className="option-text">
        {media}
        {text}
        <StruckNote struck={!!struck} />
        {graded && <ElementMark mark={mark} rationale={rationale} />}
      </span>
    </label>
  );
}
