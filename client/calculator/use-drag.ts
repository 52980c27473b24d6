// Where the calculator dialog sits on a desktop screen, moved by dragging its
// title bar (pointer) or by the arrow keys on its Move button; kept inside the
// viewport. On a phone (≤ 600 px) the dialog is a bottom sheet and does not move.
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject } from "react";

export const PHONE_QUERY = "(max-width: 600px)";
const STEP = 10;
const BIG_STEP = 50;
const MARGIN = 8;

export interface Position {
  x: number;
  y: number;
}

// Remembered for the page's life: the calculator reopens where the student left it.
let remembered: Position | null = null;

function clamp(p: Position, box: HTMLElement): Position {
  const maxX = Math.max(MARGIN, window.innerWidth - box.offsetWidth - MARGIN);
  const maxY = Math.max(MARGIN, window.innerHeight - box.offsetHeight - MARGIN);
  return { x: Math.min(maxX, Math.max(MARGIN, p.x)), y: Math.min(maxY, Math.max(MARGIN, p.y)) };
}

export function useDrag(box: RefObject<HTMLElement | null>) {
  const [position, setPosition] = useState<Position | null>(remembered);
  const [phone, setPhone] = useState(() => window.matchMedia(PHONE_QUERY).matches);
  const grab = useRef<{ dx: number; dy: number; id: number } | null>(null);

  useEffect(() => {
    const query = window.matchMedia(PHONE_QUERY);
    const change = () => setPhone(query.matches);
    query.addEventListener("change", change);
    return () => query.removeEventListener("change", change);
  }, []);
  // First open on a desktop: at the right, below the headers (a dialog's close button stays in view).
  useEffect(() => {
    if (!phone && !position && box.current) move({ x: window.innerWidth - box.current.offsetWidth - 16, y: 176 });
  }, [phone]);

  function move(p: Position) {
    if (!box.current) return;
    remembered = clamp(p, box.current);
    setPosition(remembered);
  }

  const handle = {
    onPointerDown(e: PointerEvent<HTMLElement>) {
      if (phone || e.button !== 0 || (e.target as HTMLElement).closest("[data-no-drag]") || !box.current) return;
      const r = box.current.getBoundingClientRect();
      grab.current = { dx: e.clientX - r.left, dy: e.clientY - r.top, id: e.pointerId };
      e.currentTarget.setPointerCapture(e.pointerId);
      e.preventDefault(); // no text selection while dragging
    },
    onPointerMove(e: PointerEvent<HTMLElement>) {
      const g = grab.current;
      if (g && g.id === e.pointerId) move({ x: e.clientX - g.dx, y: e.clientY - g.dy });
    },
    onPointerUp(e: PointerEvent<HTMLElement>) {
      if (grab.current?.id === e.pointerId) grab.current = null;
    },
  };

  /** Arrow keys on the Move button: 10 px a press, 50 px with Shift. */
  function onMoveKey(e: KeyboardEvent<HTMLElement>) {
    const step = e.shiftKey ? BIG_STEP : STEP;
    const d = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] }[e.key];
    if (!d || phone || !position) return;
    e.preventDefault();
    e.stopPropagation();
    move({ x: position.x + d[0], y: position.y + d[1] });
  }

  const style = !phone && position ? { left: position.x, top: position.y } : undefined;
  return { phone, style, handle, onMoveKey, position };
}
