// How the readiness exam runs: the NCLEX-day run (the default: tutorial,
// optional breaks, 15 unscored pretest questions) or the short run (scored questions only).
import type { ExamMode } from "../../lib/readiness-nclex-day";

export function ModeChoice({ mode, onChange }: { mode: ExamMode; onChange: (m: ExamMode) => void }) {
  return (
    <fieldset className="mode-choice">
      <legend>How to run it</legend>
      <label className={`option${mode === "nclex-day" ? " option-selected" : ""}`}>
        <input type="radio" name="exam-mode" checked={mode === "nclex-day"} onChange={() => onChange("nclex-day")} />
        <span>
          <strong>NCLEX-day run</strong>
          <small className="muted">Tutorial, 5-hour clock with optional breaks, 15 unscored pretest questions</small>
        </span>
      </label>
      <label className={`option${mode === "short" ? " option-selected" : ""}`}>
        <input type="radio" name="exam-mode" checked={mode === "short"} onChange={() => onChange("short")} />
        <span>
          <strong>Short run</strong>
          <small className="muted">No tutorial, breaks or pretest questions: only the scored questions</small>
        </span>
      </label>
    </fieldset>
  );
}
