// Tutor mode: the question stem, where the student highlights words. Select
// text (by touch, mouse, or with Shift+arrow keys once the stem has focus),
// then Highlight marks it; Clear highlights removes every mark. The marks are
// ranges of the stem's text in state, rendered as <mark>, so React owns the
// DOM throughout; they go when the question does (its view is keyed by id).
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { addRange, textRuns, trimRange, type TextRange } from "../../lib/highlight-ranges";

interface Props {
  as: "legend" | "p";
  text: string;
  className: string;
  id?: string;
  /** Show the tools (tutor mode, while answering); the marks already made stay either way. */
  tools: boolean;
}

/** The part of the selection inside `el`, as offsets into its text; null when none is selected there. */
function selectedIn(el: HTMLElement): TextRange | null {
  const sel = getSelection();
  if (!sel?.rangeCount) return null;
  const r = sel.getRangeAt(0);
  if (r.collapsed || !r.intersectsNode(el)) return null;
  const offset = (node: Node, at: number) => {
    const before = document.createRange();
    before.setStart(el, 0);
    before.setEnd(node, at);
    return before.toString().length;
  };
  const start = el.contains(r.startContainer) ? offset(r.startContainer, r.startOffset) : 0;
  const end = el.contains(r.endContainer) ? offset(r.endContainer, r.endOffset) : (el.textContent ?? "").length;
  const trimmed = trimRange(el.textContent ?? "", [start, end]);
  return trimmed[1] > trimmed[0] ? trimmed : null;
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

  // Keyboard selection without caret browsing: the arrow keys move through the stem word by word, Shift extends.
  const onKeyDown = (e: KeyboardEvent) => {
    if ((e.key !== "ArrowLeft" && e.key !== "ArrowRight") || e.altKey || e.metaKey || !stem.current) return;
    const sel = getSelection();
    if (!sel) return;
    e.preventDefault();
    if (!sel.rangeCount || !stem.current.contains(sel.anchorNode)) sel.collapse(stem.current, 0);
    sel.modify(e.shiftKey ? "extend" : "move", e.key === "ArrowRight" ? "forward" : "backward", "word");
  };

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
        onKeyDown={onKeyDown}
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
