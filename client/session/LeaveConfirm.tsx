// "Leave this session?": asked before a session with answers in progress is
// closed by ✕, Escape or Back. A nested modal dialog, so focus stays inside
// it; Stay (focused first) keeps every unsubmitted choice as it was.
import { useEffect, useRef } from "react";

interface Props {
  message: string;
  onStay: () => void;
  onLeave: () => void;
}

/** Rendered only while asking: it opens as it mounts, and closes by being removed. */
export function LeaveConfirm({ message, onStay, onLeave }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
  }, []);
  return (
    <dialog
      ref={dialog}
      className="leave-confirm"
      role="alertdialog"
      aria-labelledby="leave-title"
      aria-describedby="leave-text"
      onKeyDown={(e) => {
        if (e.key !== "Escape") return;
        e.preventDefault(); // Escape means Stay, and must not reach the session dialog around this one
        e.stopPropagation();
        onStay();
      }}
      onCancel={(e) => {
        e.preventDefault();
        onStay();
      }}
    >
      <h2 id="leave-title">Leave this session?</h2>
      <p id="leave-text">{message}</p>
      <div className="button-row">
        <button type="button" className="btn btn-primary" autoFocus onClick={onStay}>
          Stay
        </button>
        <button type="button" className="btn btn-outline" onClick={onLeave}>
          Leave
        </button>
      </div>
    </dialog>
  );
}

/** What leaving costs: the answers already saved, and whether a choice on the current question would be lost. */
export function leaveMessage(saved: number, where: "server" | "device" | "nowhere", unsubmitted: boolean): string {
  const answers = `${saved} answer${saved === 1 ? "" : "s"}`;
  const kept =
    where === "nowhere"
      ? "Your answers are not saved because you are not signed in."
      : saved === 0
        ? "You have not submitted an answer yet."
        : where === "device"
          ? `Your ${answers} ${saved === 1 ? "is" : "are"} saved on this device.`
          : `Your ${answers} ${saved === 1 ? "is" : "are"} saved.`;
  return unsubmitted ? `${kept} Your choice on this question has not been submitted.` : kept;
}
