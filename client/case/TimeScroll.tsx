// A time-series table (a column per time, oldest first) wider than its box
// opens at its newest column, the one a nurse reads first. The scroller is
// right-to-left in CSS alone (styles/case.css), so it starts at its right end
// before any JavaScript runs (the case page is server-rendered) while the
// table inside reads left to right. Once measured, "← Earlier" and "Later →"
// scroll it by touch, mouse or keyboard; a swipe and the arrow keys still work.
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { ScrollTable } from "../formats/ScrollTable";

type Room = { earlier: boolean; later: boolean };

export function TimeScroll({ label, children }: { label: string; children: ReactNode }) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState<Room | null>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const hidden = el.scrollWidth - el.clientWidth;
      // Right-to-left: scrollLeft is 0 at the newest end and falls to -hidden at the earliest.
      const fromNewest = Math.abs(el.scrollLeft);
      setRoom(hidden > 1 ? { earlier: fromNewest < hidden - 1, later: fromNewest > 1 } : null);
    };
    measure();
    const resize = new ResizeObserver(measure); // a hidden tab or a folded record has no width until shown
    resize.observe(el);
    if (el.firstElementChild) resize.observe(el.firstElementChild);
    el.addEventListener("scroll", measure, { passive: true });
    return () => {
      resize.disconnect();
      el.removeEventListener("scroll", measure);
    };
  }, []);

  /** Scrolls by what the sticky first column leaves visible, so no time is skipped under it. */
  const step = (toward: -1 | 1, can: boolean) => () => {
    const el = ref.current;
    if (!can || !el) return;
    const sticky = el.querySelector("th")?.getBoundingClientRect().width ?? 0;
    el.scrollBy({ left: toward * Math.max(el.clientWidth - sticky - 24, 48) });
  };

  return (
    <div className="case-values-box">
      {room && (
        <div className="case-scroll-nav">
          <button
            type="button"
            className="case-scroll-btn"
            aria-controls={id}
            aria-disabled={!room.earlier}
            onClick={step(-1, room.earlier)}
          >
            <span aria-hidden="true">←</span> Earlier
          </button>
          <button
            type="button"
            className="case-scroll-btn"
            aria-controls={id}
            aria-disabled={!room.later}
            onClick={step(1, room.later)}
          >
            Later <span aria-hidden="true">→</span>
          </button>
        </div>
      )}
      <ScrollTable label={label} className="case-values-scroll" id={id} ref={ref}>
        {children}
      </ScrollTable>
    </div>
  );
}
