// The client record (EHR) as tabs: WAI-ARIA Tabs with automatic activation
// (arrow keys, Home and End move between tabs; roving tabindex). Every panel
// is rendered, the unselected ones hidden, so the server's HTML holds the
// whole chart. A tab with entries first shown at this item says "New"; text
// entries show their time and text, values form one table per tab.
import { useId, useRef, useState, type KeyboardEvent } from "react";
import { NewMark } from "./NewMark";
import { ValuesTable } from "./ValuesTable";
import type { ShownTab } from "./types";

interface Props {
  tabs: ShownTab[];
  /** Names the tab list, e.g. "Client record". */
  label: string;
  /** The selected tab's name, when the parent keeps it (the case view keeps it across items and views). */
  selected?: string;
  onSelect?: (tab: string) => void;
  /** A chart of one tab (a trend item's) shows that tab's name as a title instead of a one-tab tab list. */
  plainWhenSingle?: boolean;
}

export const hasNew = (t: ShownTab) => t.entries.some((e) => e.isNew);

export function ClientRecord({ tabs, label, selected, onSelect, plainWhenSingle }: Props) {
  const base = useId();
  const [own, setOwn] = useState(tabs[0]?.tab);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const wanted = selected ?? own;
  const current = Math.max(
    0,
    tabs.findIndex((t) => t.tab === wanted),
  );
  if (!tabs.length) return null;
  if (plainWhenSingle && tabs.length === 1)
    return (
      <div className="case-record">
        <h3 className="case-record-title" id={`${base}-title`}>
          {tabs[0].tab}
        </h3>
        <div className="case-panel" role="group" aria-labelledby={`${base}-title`}>
          <TabEntries tab={tabs[0]} />
        </div>
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
    <div className="case-record">
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
        >
          <TabEntries tab={t} />
        </div>
      ))}
    </div>
  );
}

function TabEntries({ tab }: { tab: ShownTab }) {
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
              <p className="case-note-text">{e.text}</p>
            </li>
          ))}
        </ul>
      )}
      <ValuesTable tab={tab.tab} entries={tab.entries} />
    </>
  );
}
