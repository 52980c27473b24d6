// One selectable phrase of a highlight item: a toggle button inline in the
// text while answering; after grading, the phrase with its colour and mark.
// Both are one inline box each (a button lays out as an inline-block), so the
// passage stays running text after grading (a mark's width may move a few
// words to the next line) and a mark sits inside its own phrase's box, never
// against the next phrase. The text has its own span: the
// highlight colour follows its lines, not the whole tap area.
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
        <span className="ngn-phrase-text">{text}</span>
        {mark && <MarkTag mark={mark} />}
      </span>
    );
  }
  return (
    <button type="button" className="ngn-phrase" aria-pressed={picked} onClick={onToggle}>
      <span className="ngn-phrase-text">{text}</span>
    </button>
  );
}
