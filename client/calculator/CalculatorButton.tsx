// The "Calculator" button beside every item (practice, review, case studies,
// the readiness exam). The calculator's code is fetched on the first open
// (a dynamic import), so no page's first-load JavaScript grows; closing it
// returns the focus to this button. The calculator's modules stay out of the
// shared chunk (scripts/build-client.mjs), so pages without items load none of it.
import { useRef, useState, type ComponentType } from "react";
import { retrying } from "../retry-import";
import type { CalculatorProps } from "./Calculator";

let loaded: ComponentType<CalculatorProps> | null = null;

export function CalculatorButton() {
  const [open, setOpen] = useState(false);
  const [View, setView] = useState<ComponentType<CalculatorProps> | null>(() => loaded);
  const opener = useRef<HTMLButtonElement>(null);

  async function toggle() {
    if (open) return close();
    if (!View) {
      loaded = (await retrying(() => import("./Calculator"))).Calculator;
      setView(() => loaded);
    }
    setOpen(true);
  }
  function close() {
    setOpen(false);
    opener.current?.focus({ preventScroll: true });
  }

  return (
    <>
      <button
        ref={opener}
        type="button"
        className={`btn btn-ghost btn-sm calculator-open${open ? " active" : ""}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={toggle}
      >
        <svg
          width={18}
          height={18}
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M6 2h12a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zM8 6h8v4H8zM8 14h.01M12 14h.01M16 14h.01M8 18h.01M12 18h.01M16 18h.01" />
        </svg>{" "}
        Calculator
      </button>
      {open && View && <View onClose={close} />}
    </>
  );
}
