// Tutor or Timed mode for a built test: Tutor gives today's feedback after
// each question; Timed gives none until the end, with a pace per question
// (80 s by default) and the results and review at the end.
import { TIMED_SECONDS, timedMinutes } from "./filters";

interface Props {
  timed: boolean;
  seconds: number;
  count: number;
  onTimed: (timed: boolean) => void;
  onSeconds: (s: number) => void;
}

export function TestMode({ timed, seconds, count, onTimed, onSeconds }: Props) {
  return (
    <fieldset className="builder-mode">
      <legend>Mode</legend>
      <label className="check">
        <input type="radio" name="test-mode" value="tutor" checked={!timed} onChange={() => onTimed(false)} />
        Tutor <span className="muted small">(feedback after each question)</span>
      </label>
      <label className="check">
        <input type="radio" name="test-mode" value="timed" checked={timed} onChange={() => onTimed(true)} />
        Timed <span className="muted small">(no feedback until the end)</span>
      </label>
      {timed && (
        <div className="field">
          <label htmlFor="timed-seconds">Seconds per question</label>
          <input
            id="timed-seconds"
            type="number"
            inputMode="numeric"
            min={TIMED_SECONDS.min}
            max={TIMED_SECONDS.max}
            value={seconds}
            onChange={(e) => onSeconds(Number(e.target.value))}
            aria-describedby="timed-limit"
          />
          <p
            id="timed-limit"
            className="muted small"
          >{`Time limit: ${timedMinutes(count, seconds)} min for ${count} questions.`}</p>
        </div>
      )}
    </fieldset>
  );
}
