// The toast region: one toast at a time, 5 s by default (paused while hovered
// or focused), swipe right past 50 px to dismiss, F8 moves focus to the
// region, and a polite/assertive live region so screen readers announce it.
// It never covers the screen's primary action (client/toast-placement.ts),
// and while a modal dialog is open it is rendered inside it, above the backdrop.
import { useEffect, useLayoutEffect, useRef, useState, type PointerEvent, type RefObject } from "react";
import { createPortal } from "react-dom";
import { useSignals } from "@preact/signals-react/runtime";
import { dismissToast, takeFlashToast, toast, toasts, TOAST_DURATION_MS, type ToastData } from "../client/toast";
import { placeToasts } from "../client/toast-placement";
import { useModalHost } from "../client/use-modal-host";

const SWIPE_THRESHOLD_PX = 50;

function ToastItem({ t }: { t: ToastData }) {
  const [dx, setDx] = useState(0);
  const [paused, setPaused] = useState(false);
  const start = useRef<number | null>(null);
  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => dismissToast(t.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [t.id, paused]);
  const onPointerDown = (e: PointerEvent) => {
    start.current = e.clientX;
    (e.target as Element).setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent) => start.current !== null && setDx(Math.max(0, e.clientX - start.current));
  const onPointerUp = () => {
    if (dx > SWIPE_THRESHOLD_PX) dismissToast(t.id);
    start.current = null;
    setDx(0);
  };
  return (
    <li
      className={`toast${t.variant === "destructive" ? " toast-destructive" : ""}`}
      style={dx ? { transform: `translateX(${dx}px)` } : undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {/* The live region is inside the list item: an <li> must stay a list item. */}
      <div className="toast-text" role={t.variant === "destructive" ? "alert" : "status"}>
        <div className="toast-title">{t.title}</div>
        {t.description && <div className="toast-description">{t.description}</div>}
      </div>
      <button
        type="button"
        className="icon-btn toast-close"
        aria-label="Close notification"
        onClick={() => dismissToast(t.id)}
      >
        ×
      </button>
    </li>
  );
}

/** Keeps the shown toasts off the primary action as the page or the dialog scrolls and the window resizes. */
function usePlacement(region: RefObject<HTMLOListElement | null>, shown: unknown, host: unknown) {
  useLayoutEffect(() => {
    const list = region.current;
    if (!list || !list.children.length) return;
    placeToasts(list);
    let frame = 0;
    const again = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => placeToasts(list));
    };
    addEventListener("scroll", again, { capture: true, passive: true });
    addEventListener("resize", again);
    return () => {
      cancelAnimationFrame(frame);
      removeEventListener("scroll", again, { capture: true });
      removeEventListener("resize", again);
    };
  }, [shown, host]);
}

export default function Toaster() {
  useSignals();
  const region = useRef<HTMLOListElement>(null);
  const host = useModalHost();
  usePlacement(region, toasts.value, host);
  useEffect(() => {
    const flash = takeFlashToast();
    if (flash) toast(flash);
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "F8") {
        e.preventDefault();
        region.current?.focus();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
  const notifications = (
    <section aria-label="Notifications (F8)" className="toast-section">
      <ol ref={region} tabIndex={-1} className="toast-viewport">
        {toasts.value.map((t) => (
          <ToastItem key={t.id} t={t} />
        ))}
      </ol>
    </section>
  );
  return host ? createPortal(notifications, host) : notifications;
}
