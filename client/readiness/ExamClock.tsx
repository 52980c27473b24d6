// The readiness exam's time left, which the student may hide (the choice is
// kept for the exam's tab). Hidden, it still shows itself in the last 5 minutes.
import { useEffect, useState } from "react";
import { Icon } from "../../components/icons";

const KEY = "nclex-exam-clock-hidden";
const LOW_SECONDS = 300;

export const examClock = (s: number) =>
  `${Math.floor(s / 3600)}:${String(Math.floor((s % 3600) / 60)).padStart(2, "0")}:${String(s % 60).padStart(2, "0")}`;

export function ExamClock({ left, running = true }: { left: number; running?: boolean }) {
  const [hidden, setHidden] = useState(false);
  useEffect(() => setHidden(sessionStorage.getItem(KEY) === "1"), []);
  function toggle() {
    sessionStorage.setItem(KEY, hidden ? "0" : "1");
    setHidden(!hidden);
  }
  const low = running && left <= LOW_SECONDS;
  return (
    <div className="exam-clock">
      {hidden && !low ? (
        <span className="timer timer-hidden muted">Time hidden</span>
      ) : (
        <span className={`timer${low ? " timer-low" : ""}`} role="timer" aria-label="Time left in the exam">
          <Icon name="clock" /> {examClock(left)}
        </span>
      )}
      <button type="button" className="btn btn-ghost btn-sm" aria-pressed={hidden} onClick={toggle}>
        {hidden ? "Show time" : "Hide time"}
      </button>
    </div>
  );
}
