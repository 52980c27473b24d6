// /bookmarks: the student's bookmarked questions. The layout streams first;
// the list follows in the same response (a skeleton shows until it arrives).
import { Suspense, use } from "react";
import type { PageContext, PageProps } from "./types";
import { Island } from "../worker/render/island";
import BookmarkList from "../islands/BookmarkList";
import QuestionSession from "../islands/QuestionSession";
import NotesList from "../islands/NotesList";
import { countBookmarks, listBookmarks } from "../worker/db/bookmarks";
import {
  BOOKMARK_LIST_LIMIT,
  bookmarkDateLabel,
  bookmarkTotal,
  toBookmarkCard,
  type BookmarkCard,
} from "../lib/bookmark-card";
import { BookmarkSkeleton } from "../components/bookmarks/BookmarkSkeleton";

export const title = "Bookmarks";

export async function load({ db, user, now }: PageContext) {
  // Not awaited: the page renders its shell while these queries run.
  const dateLabel = bookmarkDateLabel(user.timeZone);
  const bookmarks = listBookmarks(db, user.id, BOOKMARK_LIST_LIMIT, now)
    .then(async (list) => ({
      cards: list.map((b) => toBookmarkCard(b, dateLabel)),
      total: await bookmarkTotal(list.length, () => countBookmarks(db, user.id, now)),
    }))
    .catch((e) => (console.error("bookmarks", e), null));
  return { bookmarks, timeZone: user.timeZone };
}

function Bookmarks({
  list,
  timeZone,
}: {
  list: Promise<{ cards: BookmarkCard[]; total: number } | null>;
  timeZone: string;
}) {
  const loaded = use(list);
  if (!loaded)
    return (
      <p className="card" role="alert">
        We could not load your bookmarks just now. Please reload the page.
      </p>
    );
  return (
    <Island
      name="BookmarkList"
      component={BookmarkList}
      props={{ initial: loaded.cards, total: loaded.total, timeZone }}
    />
  );
}

export default function BookmarksPage({ data }: PageProps<Awaited<ReturnType<typeof load>>>) {
  return (
    <>
      <header className="page-header">
        <h1>Bookmarked Questions</h1>
        <p className="muted">Questions you saved to review before the exam.</p>
      </header>
      <Suspense fallback={<BookmarkSkeleton />}>
        <Bookmarks list={data.bookmarks} timeZone={data.timeZone} />
      </Suspense>
      <Island name="NotesList" component={NotesList} props={{ timeZone: data.timeZone }} />
      <Island name="QuestionSession" component={QuestionSession} props={{}} />
    </>
  );
}
