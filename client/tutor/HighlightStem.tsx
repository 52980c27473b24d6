// Tutor mode: the question stem, where the student highlights words. Select
// text (by touch, mouse, or with Shift+arrow keys once the stem has focus),
// then Highlight marks it; Clear highlights removes every mark. The marks are
// ranges of the stem's text in state, rendered as <mark>, so React owns the
// DOM throughout; they go when the question does (its view is keyed by id).
import { useEffect, useId, useRef, useState } from "react";
import { addRange, textRuns, type TextRange } from "../../lib/highlight-ranges";
import { selectByWord, selectedIn } from "./selection";

interface Props {
  as: "legend" | "p";
  text: string;
  className: string;
  id?: string;
  /** Show the tools (tutor mode, while answering); the marks already made stay either way. */
  tools: boolean;
}

export function HighlightStem({ as: Tag, text, className, id, tools }: Props) {
  const stem = useRef<HTMLElement>(null);
  const [ranges, setRanges] = useState<TextRange[]>([]);
  const [pending, setPending] = useState<TextRange | null>(null);
  const hint = useId();

  useEffect(() => {
    if (!tools) return;
    const track = () => stem.current && setPending(selectedIn(stem.current));
    document.addEventListener("selectionchange", track);
    return () => document.removeEventListener("selectionchange", track);
  }, [tools]);

  const done = (next: TextRange[]) => {
    setRanges(next);
    setPending(null);
    getSelection()?.removeAllRanges();
    stem.current?.focus(); // the button pressed goes away: focus returns to the stem
  };

  const runs = textRuns(text, ranges).map((r, i) => (r.marked ? <mark key={i}>{r.text}</mark> : r.text));
  if (!tools) {
    return (
      <Tag className={className} id={id}>
        {runs}
      </Tag>
    );
  }
  return (
    <>
      <Tag
        ref={stem as never}
        className={`${className} stem-highlightable`}
        id={id}
        tabIndex={0}
        aria-describedby={hint}
        onKeyDown={(e) => selectByWord(e, stem.current)}
      >
        {runs}
      </Tag>
      <div className="stem-tools">
        <span className="visually-hidden" id={hint}>
          To highlight, select words with Shift and the arrow keys, then press Highlight.
        </span>
        {pending && (
          <button
            type="button"
            className="btn btn-outline btn-sm"
            // Keeps the selection on a mouse press (the text to mark is the one selected now).
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => done(addRange(ranges, pending))}
          >
            Highlight
          </button>
        )}
        {ranges.length > 0 && (
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => done([])}>
            Clear highlights
          </button>
        )}
      </div>
    </>
  );
}
