// What a bookmark card shows (spec section 2): the question, at most 4
// choices, its level and key. Trimmed from the API's full bookmark so the
// island's props stay small.
import { FORMAT_LABELS, type FormatName } from "./formats/names";
import { dateFormat } from "./date-format";

export const BOOKMARK_CARD_CHOICES = 4;

/** The list shows the newest this many; the page says so when there are more. */
export const BOOKMARK_LIST_LIMIT = 500;

/** All of a student's bookmarks: the list's length unless the list is full, then `count()`. */
export const bookmarkTotal = async (listed: number, count: () => Promise<number>) =>
  listed < BOOKMARK_LIST_LIMIT ? listed : count();

/**
 * 'Mar 14, 2027' on the student's own calendar (users.time_zone). The server labels the
 * first list, so the page builds no date format while it hydrates (a page's first one
 * cost 60-140 ms of main thread on our test host: docs/first-paint.md); the island
 * builds one only to relabel a list it refetched.
 */
export const bookmarkDateLabel = (timeZone: string) => {
  const format = dateFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone });
  return (iso: string) => format.format(new Date(iso));
};

export interface BookmarkCard {
  id: number;
  questionId: number;
  /** When it was bookmarked, as the list shows it: 'Mar 14, 2027'. */
  dateLabel: string;
  category: string;
  content: string;
  choices: { label: string; text: string }[];
  difficulty: number;
  /** Single-answer items show their key; an NGN item's key comes only with a graded answer (View). */
  correctAnswer: string | null;
  correctText: string | null;
  formatLabel: string;
}

interface FullBookmark {
  id: number;
  questionId: number;
  createdAt: string;
  category: { name: string };
  question: {
    type: FormatName;
    content: string;
    options: { label: string; text: string }[];
    difficulty: number;
    correctAnswer: string | null;
  };
}

export const toBookmarkCard = (b: FullBookmark, dateLabel: (iso: string) => string): BookmarkCard => ({
  id: b.id,
  questionId: b.questionId,
  dateLabel: dateLabel(b.createdAt),
  category: b.category.name,
  content: b.question.content,
  choices: b.question.options.slice(0, BOOKMARK_CARD_CHOICES).map(({ label, text }) => ({ label, text })),
  difficulty: b.question.difficulty,
  correctAnswer: b.question.correctAnswer,
  correctText:
    b.question.correctAnswer === null
      ? null
      : (b.question.options.find((o) => o.label === b.question.correctAnswer)?.text ?? ""),
  formatLabel: FORMAT_LABELS[b.question.type],
});
