// The client record (EHR) as tabs: WAI-ARIA Tabs with automatic activation
// (arrow keys, Home and End move between tabs; roving tabindex). Every panel
// is rendered, the unselected ones hidden, so the server's HTML holds the
// whole chart. A tab with entries first shown at this item says "New"; text
// entries show their time and text, values form one table per tab. In tutor
// mode and review the student may highlight its words (client/tutor/RecordHighlight.tsx).
import { useId, useRef, useState, type KeyboardEvent } from "react";
import { NewMark } from "./NewMark";
import { ValuesTable } from "./ValuesTable";
import type { ShownTab } from "./types";
import { markable, noteKey, RecordTools, type RecordMarks } from "../tutor/RecordHighlight";
import { selectByWord } from "../tutor/selection";

interface Props {
  tabs: ShownTab[];
  /** Names the tab list, e.g. "Client record". */
  label: string;
  /** The selected tab's name, when the parent keeps it (the case view keeps it across items and views). */
  selected?: string;
  onSelect?: (tab: string) => void;
  /** A chart of one tab (a trend item's) shows that tab's name as a title instead of a one-tab tab list. */
  plainWhenSingle?: boolean;
  /** The highlight tools (tutor mode, review; never a timed test or the readiness exam). The marks last as long as
   * this record does: a case study keeps one record for the whole case. */
  highlight?: boolean;
}

export const hasNew = (t: ShownTab) => t.entries.some((e) => e.isNew);

export function ClientRecord({ tabs, label, selected, onSelect, plainWhenSingle, highlight }: Props) {
  const base = useId();
  const [own, setOwn] = useState(tabs[0]?.tab);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const record = useRef<HTMLDivElement>(null);
  const [marks, setMarks] = useState<RecordMarks>({});
  const hint = `${base}-hl-hint`;
  // What a panel needs for the tools: the arrow keys select word by word once it has focus (as in the stem).
  const panelTools = highlight
    ? { "aria-describedby": hint, onKeyDown: (e: KeyboardEvent<HTMLElement>) => selectByWord(e, e.currentTarget) }
    : {};
  const tools = highlight && <RecordTools record={record} hint={hint} marks={marks} onMarks={setMarks} />;
  const shownMarks = highlight ? marks : undefined;
  const wanted = selected ?? own;
  const current = Math.max(
    0,
    tabs.findIndex((t) => t.tab === wanted),
  );
  if (!tabs.length) return null;
  if (plainWhenSingle && tabs.length === 1)
    return (
      <div className="case-record" ref={record}>
        <h3 className="case-record-title" id={`${base}-title`}>
          {tabs[0].tab}
        </h3>
        <div
          className="case-panel"
          role="group"
          aria-labelledby={`${base}-title`}
          tabIndex={highlight ? 0 : undefined}
          {...panelTools}
        >
          <TabEntries tab={tabs[0]} marks={shownMarks} />
        </div>
        {tools}
      </div>
    );

  function select(i: number, focus = false) {
    setOwn(tabs[i].tab);
    onSelect?.(tabs[i].tab);
    if (focus) refs.current[i]?.focus();
  }

  function onKeyDown(e: KeyboardEvent, i: number) {
    const last = tabs.length - 1;
    const to = { ArrowRight: i === last ? 0 : i + 1, ArrowLeft: i === 0 ? last : i - 1, Home: 0, End: last }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    select(to, true);
  }

  return (
    <div className="case-record" ref={record}>
      <div role="tablist" aria-label={label} className="case-tabs">
        {tabs.map((t, i) => (
          <button
            key={t.tab}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${i}`}
            aria-selected={i === current}
            aria-controls={`${base}-panel-${i}`}
            tabIndex={i === current ? 0 : -1}
            className="case-tab"
            onClick={() => select(i)}
            onKeyDown={(e) => onKeyDown(e, i)}
          >
            {t.tab}
            {hasNew(t) && <NewMark />}
          </button>
        ))}
      </div>
      {tabs.map((t, i) => (
        <div
          key={t.tab}
          role="tabpanel"
          id={`${base}-panel-${i}`}
          aria-labelledby={`${base}-tab-${i}`}
          tabIndex={0}
          hidden={i !== current}
          className="case-panel"
          {...panelTools}
        >
          <TabEntries tab={t} marks={shownMarks} />
        </div>
      ))}
      {tools}
    </div>
  );
}

function TabEntries({ tab, marks }: { tab: ShownTab; marks?: RecordMarks }) {
  const notes = tab.entries.filter((e) => e.text);
  return (
    <>
      {notes.length > 0 && (
        <ul className="case-notes">
          {notes.map((e, i) => (
            <li key={e.id ?? i} className={e.isNew ? "case-note case-is-new" : "case-note"}>
              <p className="case-note-head">
                <span className="case-time">{e.time}</span>
                {e.isNew && <NewMark />}
              </p>
              <p className="case-note-text" {...markable(marks, noteKey(tab.tab, e, i), e.text!)} />
            </li>
          ))}
        </ul>
      )}
      <ValuesTable tab={tab.tab} entries={tab.entries} marks={marks} />
    </>
  );
}
