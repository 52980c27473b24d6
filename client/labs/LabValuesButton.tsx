// The "Lab Values" button: in tutor mode beside each item (practice, spaced
// review, case studies) and on a previous test's review, never in a timed
// test or the readiness exam. The drawer's code and its data are fetched on
// the first open (a dynamic import), so no page's first-load JavaScript grows
// by more than this button; they keep a chunk of their own
// (scripts/build-client.mjs). Closing the drawer returns the focus here.
import { useEffect, useRef, useState, type ComponentType } from "react";
import { retrying } from "../retry-import";
import type { LabValuesDrawerProps } from "./LabValuesDrawer";

let loaded: ComponentType<LabValuesDrawerProps> | null = null;

export function LabValuesButton() {
  const [open, setOpen] = useState(false);
  const [View, setView] = useState<ComponentType<LabValuesDrawerProps> | null>(() => loaded);
  const opener = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  async function show() {
    if (!View) {
      loaded = (await retrying(() => import("./LabValuesDrawer"))).LabValuesDrawer;
      setView(() => loaded);
    }
    setOpen(true);
  }
  // The drawer is modal: the button is inert until it has gone, so the focus comes back after that render.
  useEffect(() => {
    if (wasOpen.current && !open) opener.current?.focus({ preventScroll: true });
    wasOpen.current = open;
  }, [open]);

  return (
    <>
      <button
        ref={opener}
        type="button"
        className="btn btn-ghost btn-sm labs-open"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={show}
      >
        <svg
          width={18}
          height={18}
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M9 3h6M10 3v6l-5.6 9.4A1.7 1.7 0 0 0 5.9 21h12.2a1.7 1.7 0 0 0 1.5-2.6L14 9V3M7.5 15h9" />
        </svg>{" "}
        Lab Values
      </button>
      {open && View && <View onClose={() => setOpen(false)} />}
    </>
  );
}
