// "Retake incorrect" on a previous test: which of its questions the new tutor
// session holds, in the test's order. Pure.

export interface RetakeSource {
  /** The questions drawn for the test, in order (empty for a practice session drawn before sessions recorded theirs). */
  drawn: number[];
  /** Its answers in the order given: the question and whether it earned full marks. */
  answered: { questionId: number; isCorrect: boolean }[];
  /** The test has ended (finished, or a timed test past its deadline): an unanswered question scored 0 and is retaken too. */
  ended: boolean;
}

/** The questions below full marks: answered below full marks, and, once the test has ended, drawn but never answered. */
export function retakeQuestionIds({ drawn, answered, ended }: RetakeSource): number[] {
  const full = new Map(answered.map((a) => [a.questionId, a.isCorrect]));
  const order = drawn.length ? drawn : answered.map((a) => a.questionId);
  return [...new Set(order)].filter((id) => (full.has(id) ? !full.get(id) : ended));
}
