// Tutor mode and review: highlight words in a client record, as in the stem
// (HighlightStem.tsx). Each piece of record text (a note, a table cell, a
// row's name) carries `data-hl` with a stable key; a selection, which may run
// across several of them in the shown tab, becomes one range per piece. The
// marks are ranges in the record's state, rendered as <mark>; the record's
// owner decides how long they last (a case study keeps them for the whole case).
import { useEffect, useState, type RefObject } from "react";
import { addRange, textRuns, type TextRange } from "../../lib/highlight-ranges";
import { selectedIn } from "./selection";

/** The highlighted ranges of each piece of record text, by its key. */
export type RecordMarks = Readonly<Record<string, readonly TextRange[]>>;

export const noteKey = (tab: string, entry: { id?: string }, i: number) => `${tab}|note|${entry.id ?? i}`;
export const rowKey = (tab: string, row: string) => `${tab}|${row}`;
export const cellKey = (tab: string, row: string, time: string) => `${tab}|${row}|${time}`;

/**
 * The props that make an element's text highlightable: its key for the tools, its text with the marks.
 * Without marks (no tools here: a timed test, the readiness exam) the plain text alone.
 */
export function markable(marks: RecordMarks | undefined, key: string, text: string) {
  if (!marks) return { children: text };
  const runs = textRuns(text, marks[key] ?? []).map((r, i) => (r.marked ? <mark key={i}>{r.text}</mark> : r.text));
  return { "data-hl": key, children: runs };
}

type Part = { key: string; range: TextRange };

/** The selected parts of the highlightable text in the record's shown tab. */
function selectedParts(record: HTMLElement): Part[] {
  return [...record.querySelectorAll<HTMLElement>(".case-panel:not([hidden]) [data-hl]")].flatMap((el) => {
    const range = selectedIn(el);
    return range ? [{ key: el.dataset.hl!, range }] : [];
  });
}

interface Props {
  record: RefObject<HTMLElement | null>;
  /** The id of the hint, which each panel names in aria-describedby. */
  hint: string;
  marks: RecordMarks;
  onMarks: (marks: RecordMarks) => void;
}

/** Highlight (with a selection in the shown tab) and Clear highlights, after the record's panels. */
export function RecordTools({ record, hint, marks, onMarks }: Props) {
  const [pending, setPending] = useState<Part[]>([]);
  useEffect(() => {
    const track = () => {
      const parts = record.current ? selectedParts(record.current) : [];
      setPending((was) => (parts.length || was.length ? parts : was));
    };
    document.addEventListener("selectionchange", track);
    return () => document.removeEventListener("selectionchange", track);
  }, []);

  const done = (next: RecordMarks) => {
    onMarks(next);
    setPending([]);
    getSelection()?.removeAllRanges();
    // The button pressed goes away: focus returns to the tab's panel, where the selection was.
    record.current?.querySelector<HTMLElement>(".case-panel:not([hidden])")?.focus();
  };
  const highlight = () => {
    const next = { ...marks };
    for (const { key, range } of pending) next[key] = addRange(next[key] ?? [], range);
    done(next);
  };
  const any = Object.values(marks).some((r) => r.length > 0);

  return (
    <div className="stem-tools record-tools">
      <span className="visually-hidden" id={hint}>
        To highlight, select words with Shift and the arrow keys, then press Highlight.
      </span>
      {pending.length > 0 && (
        <button
          type="button"
          className="btn btn-outline btn-sm"
          // Keeps the selection on a mouse press (the text to mark is the one selected now).
          onMouseDown={(e) => e.preventDefault()}
          onClick={highlight}
        >
          Highlight
        </button>
      )}
      {any && (
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => done({})}>
          Clear highlights<span className="visually-hidden"> in the client record</span>
        </button>
      )}
    </div>
  );
}
