// The NCLEX-day run's optional breaks: the offer (after about 2 h and about
// 3.5 h of testing) and the break itself. The clock keeps running in both;
// the exam resumes at the item it was on.
import { examClock } from "./ExamClock";

export function BreakOffer({
  breaksTaken,
  pending,
  onAnswer,
}: {
  breaksTaken: number;
  pending: boolean;
  onAnswer: (take: boolean) => void;
}) {
  return (
    <div className="exam-break stack">
      <h3 id="exam-item-heading" tabIndex={-1}>
        Optional break
      </h3>
      <p>
        You may take a break now. The clock keeps running during the break; when you come back, the exam resumes where
        you left it.
      </p>
      {breaksTaken > 0 && <p className="muted small">{`Breaks taken so far: ${breaksTaken}.`}</p>}
      <div className="exam-break-actions">
        <button type="button" className="btn btn-primary" disabled={pending} onClick={() => onAnswer(true)}>
          Take a break
        </button>
        <button type="button" className="btn btn-outline" disabled={pending} onClick={() => onAnswer(false)}>
          Continue without a break
        </button>
      </div>
    </div>
  );
}

export function OnBreak({ left, pending, onResume }: { left: number; pending: boolean; onResume: () => void }) {
  return (
    <div className="exam-break stack">
      <h3 id="exam-item-heading" tabIndex={-1}>
        On a break
      </h3>
      <p>{`The clock is still running: ${examClock(left)} left in the exam.`}</p>
      <p className="muted small">Stand up, stretch, drink some water. Your answers so far are saved.</p>
      <div className="exam-break-actions">
        <button type="button" className="btn btn-primary" disabled={pending} onClick={onResume}>
          Resume the exam
        </button>
      </div>
    </div>
  );
}
