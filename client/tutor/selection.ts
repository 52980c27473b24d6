// The text selection as the highlight tools read and move it: the part of the
// selection inside one element as offsets into its text, and word-by-word
// keyboard selection in a focused block of text (no caret browsing needed).
import type { KeyboardEvent } from "react";
import { trimRange, type TextRange } from "../../lib/highlight-ranges";

/** The part of the selection inside `el`, as offsets into its text; null when none is selected there. */
export function selectedIn(el: HTMLElement): TextRange | null {
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

/** On a focused block of text: the arrow keys move through it word by word, Shift extends the selection. */
export function selectByWord(e: KeyboardEvent, block: HTMLElement | null) {
  if ((e.key !== "ArrowLeft" && e.key !== "ArrowRight") || e.altKey || e.metaKey || !block) return;
  if (e.target !== block) return; // a control inside the block keeps its own arrow keys
  const sel = getSelection();
  if (!sel) return;
  e.preventDefault();
  if (!sel.rangeCount || !block.contains(sel.anchorNode)) sel.collapse(block, 0);
  sel.modify(e.shiftKey ? "extend" : "move", e.key === "ArrowRight" ? "forward" : "backward", "word");
}
