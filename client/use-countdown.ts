// A countdown in whole seconds from `seconds`, restarted whenever `key`
// changes; calls onZero once when it reaches 0. Based on Date.now(), so a
// throttled background tab still ends on time.
import { useEffect, useRef, useState } from "react";

export function useCountdown(seconds: number | null, key: unknown, onZero?: () => void): number {
  const [left, setLeft] = useState(seconds ?? 0);
  const zero = useRef(onZero);
  zero.current = onZero;
  useEffect(() => {
    if (seconds === null) return;
    const end = Date.now() + seconds * 1000;
    setLeft(seconds);
    let fired = false;
    const timer = setInterval(() => {
      const s = Math.max(0, Math.ceil((end - Date.now()) / 1000));
      setLeft(s);
      if (s === 0 && !fired) {
        fired = true;
        clearInterval(timer);
        zero.current?.();
      }
    }, 250);
    return () => clearInterval(timer);
  }, [seconds, key]);
  return left;
}

export const formatClock = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
