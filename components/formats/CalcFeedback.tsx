// A graded calculation's teaching: the rationale of the common error the typed
// value matches, notes on rounding and zeros, and the worked solution step by
// step. Server-safe (no hooks): the practice view and every review show it.
export interface CalcFeedbackData {
  unit: string;
  solution: string[];
  commonError?: { value: string; rationale: string };
  notes: string[];
}

/** The feedback a graded reply carries, when it is a calculation's. */
export const calcFeedbackOf = (result: unknown): CalcFeedbackData | undefined => {
  const feedback = (result as { feedback?: Partial<CalcFeedbackData> } | null | undefined)?.feedback;
  return Array.isArray(feedback?.solution) ? (feedback as CalcFeedbackData) : undefined;
};

export function CalcFeedback({ feedback }: { feedback: CalcFeedbackData }) {
  return (
    <>
      {feedback.commonError && (
        <p className="calc-common-error">
          <strong>{`Why ${feedback.commonError.value} is a common error: `}</strong>
          {feedback.commonError.rationale}
        </p>
      )}
      {feedback.notes.map((n) => (
        <p key={n} className="calc-note">
          {n}
        </p>
      ))}
      {feedback.solution.length > 0 && (
        <>
          <p className="ngn-feedback-title">Worked solution</p>
          <ol className="calc-steps">
            {feedback.solution.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ol>
        </>
      )}
    </>
  );
}

/** In a review: a graded reply's calculation feedback, or nothing for any other format. */
export function CalcReview({ result }: { result: unknown }) {
  const feedback = calcFeedbackOf(result);
  return feedback ? (
    <div className="calc-feedback">
      <CalcFeedback feedback={feedback} />
    </div>
  ) : null;
}
