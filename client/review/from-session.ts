// A session's review built from what the dialog already holds: the drawn
// questions and each graded answer (with its keys and rationales, as the
// answer reply or the device's grading gave them).
import type { Graded, Question } from "../types";
import type { ReviewEntry } from "./types";

export function entriesFromSession(
  questions: Question[],
  graded: Record<number, Graded>,
  flagged: Set<number> = new Set(),
): ReviewEntry[] {
  return questions.map((question, i) => {
    const g = graded[question.id];
    return {
      position: i + 1,
      question,
      answer: g
        ? {
            points: g.points,
            maxPoints: g.maxPoints,
            isCorrect: g.isCorrect,
            timeSpent: g.timeSpent ?? null,
            selected: g.selected,
          }
        : null,
      result: g?.result ?? null,
      flagged: flagged.has(question.id),
    };
  });
}

/** Points of the points possible over the answered questions (a practice session's score, as the server counts it). */
export function answeredScore(entries: ReviewEntry[]) {
  const answered = entries.filter((e) => e.answer);
  const points = answered.reduce((s, e) => s + e.answer!.points, 0);
  const possible = answered.reduce((s, e) => s + e.answer!.maxPoints, 0);
  return { answered: answered.length, full: answered.filter((e) => e.answer!.isCorrect).length, points, possible };
}
