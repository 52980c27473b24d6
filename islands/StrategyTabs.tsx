// The Study Strategies tab list (WAI-ARIA Tabs, automatic activation). The
// server renders every panel and these tabs as ?tab= links, which work
// without JavaScript; once hydrated, the tabs show and hide the server-rendered
// panels in place, move with the arrow keys, Home and End (roving tabindex),
// and keep the URL in step with history.replaceState.
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";

export interface StrategyTabsProps {
  tabs: { id: string; label: string }[];
  selected: string;
}

export const tabId = (id: string) => `strategy-tab-${id}`;
export const panelId = (id: string) => `strategy-panel-${id}`;

export default function StrategyTabs({ tabs, selected }: StrategyTabsProps) {
  const [current, setCurrent] = useState(selected);
  // Until hydrated the arrow keys do nothing, so every tab stays in the Tab order.
  const [hydrated, setHydrated] = useState(false);
  const refs = useRef<(HTMLAnchorElement | null)[]>([]);
  useEffect(() => setHydrated(true), []);

  function select(index: number) {
    const id = tabs[index].id;
    setCurrent(id);
    for (const t of tabs) {
      const panel = document.getElementById(panelId(t.id));
      if (panel) panel.hidden = t.id !== id;
    }
    const url = new URL(location.href);
    url.searchParams.set("tab", id);
    history.replaceState(history.state, "", url);
  }

  function onClick(e: MouseEvent, index: number) {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return; // open in a new tab/window as usual
    e.preventDefault();
    select(index);
  }

  function onKeyDown(e: KeyboardEvent, index: number) {
    const last = tabs.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = e.key === " " ? index : moves[e.key];
    if (target === undefined) return;
    e.preventDefault();
    select(target);
    refs.current[target]?.focus();
  }

  return (
    <div role="tablist" aria-label="Study strategies" className="strategy-tabs">
      {tabs.map((t, i) => {
        const isSelected = t.id === current;
        return (
          <a
            key={t.id}
            ref={(el) => {
              refs.current[i] = el;
            }}
            role="tab"
            id={tabId(t.id)}
            href={`?tab=${t.id}`}
            aria-selected={isSelected}
            aria-controls={panelId(t.id)}
            tabIndex={hydrated && !isSelected ? -1 : 0}
            className="strategy-tab"
            onClick={(e) => onClick(e, i)}
            onKeyDown={(e) => onKeyDown(e, i)}
          >
            {t.label}
          </a>
        );
      })}
    </div>
  );
}
