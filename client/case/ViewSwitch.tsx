// The phone's one-tap switch between the chart and the question (hidden from
// ~700 px, where both sit side by side). Each view keeps its own scroll
// position: the page's scrollY is stored when a view is left and restored
// when it comes back; a view opened for the first time starts at its top.
import { useLayoutEffect, useRef, useState, type RefObject } from "react";
import { NewMark } from "./NewMark";

export type CaseView = "chart" | "question";

export function useCaseView(top: RefObject<HTMLElement | null>) {
  const [view, setView] = useState<CaseView>("question");
  const scrolls = useRef<Partial<Record<CaseView, number>>>({});
  const restore = useRef(false);

  useLayoutEffect(() => {
    if (!restore.current) return;
    restore.current = false;
    const saved = scrolls.current[view];
    window.scrollTo(0, saved ?? Math.min(window.scrollY, startOf(top.current)));
  }, [view]);

  /** Shows `next`, keeping the scroll position of the view left. */
  function show(next: CaseView) {
    if (next === view) return;
    scrolls.current[view] = window.scrollY;
    restore.current = true;
    setView(next);
  }
  /** A new item: both views start again from the top of the case. */
  function reset(next: CaseView = "question") {
    scrolls.current = {};
    restore.current = false;
    setView(next);
    window.scrollTo(0, Math.min(window.scrollY, startOf(top.current)));
  }
  return { view, show, reset };
}

/** The page offset at which the case's views begin: the element's top just below the stuck switch (and the top bar above it). */
function startOf(el: HTMLElement | null): number {
  if (!el) return 0;
  const bar = document.querySelector<HTMLElement>(".case-switch");
  const covered = bar && bar.offsetParent ? (parseFloat(getComputedStyle(bar).top) || 0) + bar.offsetHeight : 0;
  return Math.max(0, el.getBoundingClientRect().top + window.scrollY - covered - 8);
}

interface Props {
  view: CaseView;
  onShow: (v: CaseView) => void;
  chartHasNew: boolean;
  chartId: string;
  questionId: string;
}

export function ViewSwitch({ view, onShow, chartHasNew, chartId, questionId }: Props) {
  return (
    <div className="case-switch" role="group" aria-label="Show the chart or the question">
      <button
        type="button"
        className="case-switch-btn"
        aria-pressed={view === "chart"}
        aria-controls={chartId}
        onClick={() => onShow("chart")}
      >
        Chart
        {chartHasNew && <NewMark />}
      </button>
      <button
        type="button"
        className="case-switch-btn"
        aria-pressed={view === "question"}
        aria-controls={questionId}
        onClick={() => onShow("question")}
      >
        Question
      </button>
    </div>
  );
}
