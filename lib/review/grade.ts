// Which answers start a review card, and how an answer grades the card (FSRS
// ratings). Points say how well the student knew it; time says how firmly.
//   no points                  -> Again
//   some points, not all       -> Hard
//   full marks, slow           -> Good
//   full marks, in good time   -> Easy
// "Slow" is more than the time a well-prepared candidate spends: 90 s for a
// multiple-choice item, 150 s for the other formats (longer stems, more
// elements). NCLEX candidates average about 1.5 minutes per item.
import { Rating, type Grade } from "ts-fsrs";

export const SLOW_SECONDS = { single: 90, other: 150 } as const;

export interface AnswerOutcome {
  type: string; // the item's format
  points: number;
  maxPoints: number;
  seconds: number;
}

export const isSlow = (a: AnswerOutcome) =>
  a.seconds > (a.type === "single" ? SLOW_SECONDS.single : SLOW_SECONDS.other);
export const isFullMarks = (a: AnswerOutcome) => a.points >= a.maxPoints;

/** The FSRS grade of an answer to a question that has (or gets) a card. */
export function reviewGrade(a: AnswerOutcome): Grade {
  if (a.points <= 0) return Rating.Again;
  if (!isFullMarks(a)) return Rating.Hard;
  return isSlow(a) ? Rating.Good : Rating.Easy;
}

/** A question without a card gets one when it was missed, partly scored, or right but slow. */
export const startsCard = (a: AnswerOutcome) => !isFullMarks(a) || isSlow(a);
