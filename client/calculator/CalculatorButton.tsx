// The "Calculator" button beside every item (practice, review, case studies,
// the readiness exam). The calculator's code is fetched on the first open
// (a dynamic import), so no page's first-load JavaScript grows; closing it
// returns the focus to this button.
import { useRef, useState, type ComponentType } from "react";
import { Icon } from "../../components/icons";
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
        <Icon name="calculator" /> Calculator
      </button>
      {open && View && <View onClose={close} />}
    </>
  );
}
