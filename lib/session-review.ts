// A session's review, question by question (GET /api/sessions/:id/review and
// the previous-test page): what was asked, what the student answered with its
// points and seconds, and the key with every element's rationale. Keys are
// given only where the rules allow: every question of a finished session, and
// only the answered ones of a practice session still running. Pure.
import { bodyOfStored, gradedReply, missedReply, type StoredQuestion } from "./formats/submission";
import { grade, type FormatName } from "./formats/registry";
import type { DisplayedQuestion } from "./formats/displays";

export interface ReviewQuestionRow extends StoredQuestion {
  id: number;
  type: FormatName;
  maxPoints: number;
  category: string;
  difficulty: number;
  content: string;
  display: string | null;
}

export interface ReviewAnswerRow {
  questionId: number;
  selectedAnswer: string;
  response: string | null;
  points: number | null;
  isCorrect: number;
  maxPoints: number;
  timeSpent: number;
}

const storedResponse = (a: ReviewAnswerRow): unknown =>
  a.response != null ? JSON.parse(a.response) : a.selectedAnswer;

/** One question as the review shows it; `reveal`: its key may be shown (the session has ended). */
export function reviewEntry(
  position: number,
  q: ReviewQuestionRow,
  a: ReviewAnswerRow | undefined,
  reveal: boolean,
  extra: { flagged?: boolean; note?: string | null } = {},
) {
  const body = bodyOfStored(q);
  const withKey = reveal || !!a;
  const single = q.type === "single";
  const options = single
    ? (JSON.parse(q.options) as { label: string; text: string; rationale: string }[]).map((o) =>
        withKey ? o : { label: o.label, text: o.text },
      )
    : [];
  // The stored display is what the format's display() built when seeding (typed there by formats/displays.ts).
  const shown = { type: q.type, item: q.display ? JSON.parse(q.display) : null } as DisplayedQuestion;
  const response = a ? storedResponse(a) : null;
  const result = !withKey
    ? null
    : a
      ? gradedReply(q, body, response, grade(q.type, body, response))
      : missedReply(q, body);
  return {
    position,
    question: {
      id: q.id,
      type: q.type,
      maxPoints: q.maxPoints,
      category: q.category,
      difficulty: q.difficulty,
      content: q.content,
      // Select-all and select-N also list their options (without rationales), as a drawn question does (worker/db/question-dto.ts).
      options: single ? options : shown.type === "sata" || shown.type === "select_n" ? shown.item.options : [],
      correctAnswer: single && withKey ? q.correctAnswer : null,
      explanation: withKey ? q.explanation : null,
      item: shown.item,
    },
    answer: a
      ? {
          points: a.points ?? a.isCorrect,
          maxPoints: a.maxPoints,
          isCorrect: a.isCorrect === 1,
          timeSpent: a.timeSpent,
          ...(single ? { selected: a.selectedAnswer } : {}),
        }
      : null,
    result,
    flagged: extra.flagged ?? false,
    note: extra.note ?? null,
  };
}

export type ReviewEntryDto = ReturnType<typeof reviewEntry>;
