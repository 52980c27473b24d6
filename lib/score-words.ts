// What a score figure is, in words. An answer counts as correct only at full
// marks, while percentages are points earned of points possible (partial
// credit counts), so "0/9 correct · 50%" read as a contradiction: it becomes
// "0 of 9 at full marks · 50% of points".
export const atFullMarks = (correct: number, total: number) => `${correct} of ${total} at full marks`;

export const ofPoints = (percent: number) => `${Math.round(percent)}% of points`;

export const fullMarksAndPoints = (correct: number, total: number, percent: number) =>
  `${atFullMarks(correct, total)} · ${ofPoints(percent)}`;

/**
 * The time a finished timed test took, from its draw to its end and never past
 * its limit (a test finished late ended at its deadline): '40 s' under a
 * minute, else whole minutes ('18 min'), like the limit beside it.
 */
export function timeUsed(startedAt: number, finishedAt: number, limitMinutes: number): string {
  const seconds = Math.max(0, Math.round(Math.min(finishedAt - startedAt, limitMinutes * 60_000) / 1000));
  return seconds < 60 ? `${seconds} s` : `${Math.round(seconds / 60)} min`;
}
