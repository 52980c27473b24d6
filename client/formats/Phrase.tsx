// One selectable phrase of a highlight item: a toggle button inline in the
// text while answering; after grading, the phrase with its colour and mark.
import { MarkTag } from "./ElementMark";
import type { Mark } from "./marks";

interface Props {
  text: string;
  picked: boolean;
  onToggle: () => void;
  graded?: boolean;
  mark?: Mark;
}

export function Phrase({ text, picked, onToggle, graded, mark }: Props) {
  if (graded) {
    return (
      <span className={`ngn-phrase${mark ? ` ngn-is-${mark}` : ""}`}>
        {text}
        {mark && <MarkTag mark={mark} />}
      </span>
    );
  }
  return (
    <button type="button" className="ngn-phrase" aria-pressed={picked} onClick={onToggle}>
      {text}
    </button>
  );
}
