// The session dialog owns one history entry while it is open, so the phone's
// back gesture (or the browser's Back) closes the dialog instead of leaving
// the page. `onBack` decides: leave (call `release`), or stay (call `hold`,
// which pushes the entry again).
import { useEffect, useRef } from "react";

const MARK = "nclexDialog";
const ours = () => !!(history.state as Record<string, unknown> | null)?.[MARK];

export function useDialogHistory(open: boolean, onBack: () => void) {
  const back = useRef(onBack);
  back.current = onBack;
  const releasing = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (!open) return;
    if (!ours()) history.pushState({ ...(history.state ?? {}), [MARK]: true }, "");
    const onPop = () => {
      if (releasing.current) return releasing.current();
      if (!ours()) back.current();
    };
    addEventListener("popstate", onPop);
    return () => removeEventListener("popstate", onPop);
  }, [open]);

  return {
    /** After a back the student did not want: the entry comes back, the page stays as it is. */
    hold: () => {
      if (!ours()) history.pushState({ ...(history.state ?? {}), [MARK]: true }, "");
    },
    /** Removes the dialog's entry (closing by ✕, Escape or Finish); resolves once the history has moved. */
    release: () =>
      new Promise<void>((resolve) => {
        if (!ours()) return resolve();
        const done = () => {
          releasing.current = null;
          resolve();
        };
        releasing.current = done;
        setTimeout(() => releasing.current === done && done(), 500); // a browser that never fires popstate
        history.back();
      }),
  };
}
