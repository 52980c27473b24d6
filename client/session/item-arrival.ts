// Each item opens at its top: when the item (or the dialog's view) changes,
// the dialog scrolls to 0 and focus goes to the item's heading, so a screen
// reader announces it; after Submit, focus goes to the feedback summary.
import { useLayoutEffect, type RefObject } from "react";

export function useItemArrival(dialog: RefObject<HTMLElement | null>, key: string | null) {
  useLayoutEffect(() => {
    if (!key || !dialog.current) return;
    dialog.current.scrollTop = 0;
    dialog.current.querySelector<HTMLElement>(".item-heading")?.focus({ preventScroll: true });
  }, [key]);
}

/** After grading with feedback: the summary of the result (the `.feedback` block) takes focus. */
export function focusFeedback(dialog: HTMLElement | null) {
  requestAnimationFrame(() => {
    const feedback = dialog?.querySelector<HTMLElement>(".question .feedback, .feedback");
    if (!feedback) return;
    feedback.tabIndex = -1;
    feedback.focus({ preventScroll: false });
  });
}
