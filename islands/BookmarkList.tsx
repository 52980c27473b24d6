// The bookmarks list: View opens the question in the session dialog, Remove
// deletes the bookmark (by question id) and refetches the list.
import { useEffect, useState } from "react";
import { api } from "../client/api";
import { toast } from "../client/toast";
import { openSession } from "../client/session-store";
import { bookmarksChanged } from "../client/session/bookmark-state";
import { bookmarkDateLabel, bookmarkTotal, toBookmarkCard, type BookmarkCard } from "../lib/bookmark-card";
import { Icon } from "../components/icons";

interface Props {
  initial: BookmarkCard[];
  total: number; // all of the student's bookmarks; the list holds at most the newest 500
  timeZone: string;
}

export default function BookmarkList({ initial, total: initialTotal, timeZone }: Props) {
  const [items, setItems] = useState(initial);
  const [total, setTotal] = useState(initialTotal);
  const [busy, setBusy] = useState<number | null>(null);

  async function refresh() {
    try {
      const list = await api("GET", "/api/bookmarks");
      const dateLabel = bookmarkDateLabel(timeZone);
      setItems(list.map((b) => toBookmarkCard(b, dateLabel)));
      setTotal(await bookmarkTotal(list.length, async () => (await api("GET", "/api/bookmarks/ids")).length));
    } catch {
      /* keep the list we have; the toast already told the student what happened */
    }
  }

  // A bookmark added or removed in the session dialog (View) changes this list too.
  useEffect(() => {
    let initial = true; // subscribe() calls back at once with the current value
    return bookmarksChanged.subscribe(() => (initial ? (initial = false) : void refresh()));
  }, []);

  async function remove(questionId: number) {
    setBusy(questionId);
    try {
      await api("DELETE", `/api/bookmarks/${questionId}`);
      toast({ title: "Bookmark removed", description: "Question removed from bookmarks." });
    } catch {
      toast({ title: "Error", description: "Failed to remove bookmark.", variant: "destructive" });
    }
    await refresh();
    setBusy(null);
  }

  const view = (questionId: number) =>
    openSession({
      mode: "practice",
      count: 1,
      categoryId: null,
      difficulty: "mixed",
      signedIn: true,
      questionIds: [questionId],
    });

  if (!items.length)
    return (
      <section className="card empty-state bookmarks-empty">
        <Icon name="bookmark" size={40} />
        <h2>No Bookmarked Questions</h2>
        <p className="muted">Click the bookmark icon on any question during practice to save it here for review.</p>
        <a className="btn btn-primary" href="/practice">
          Start Practicing
        </a>
      </section>
    );

  return (
    <>
      <p className="bookmark-count muted">
        {`${total} bookmarked`}
        {total > items.length && <span>{` · Showing the ${items.length} most recent`}</span>}
      </p>
      <ol className="bookmark-list">
        {items.map((b, i) => (
          <li key={b.id} className="card bookmark">
            <div className="bookmark-head">
              <span className="bookmark-number" aria-label={`Bookmark ${i + 1}`}>
                {i + 1}
              </span>
              <div className="bookmark-meta">
                <span className="badge">{b.category}</span>
                <small className="muted">{`Bookmarked ${b.dateLabel}`}</small>
              </div>
              <div className="button-row">
                <button type="button" className="btn btn-outline btn-sm" onClick={() => view(b.questionId)}>
                  <Icon name="eye" /> View
                </button>
                <button
                  type="button"
                  className="btn btn-ghost btn-sm btn-danger"
                  disabled={busy === b.questionId}
                  onClick={() => remove(b.questionId)}
                >
                  <Icon name="trash" /> Remove
                </button>
              </div>
            </div>
            <p className="bookmark-question">{b.content}</p>
            <ul className="bookmark-choices">
              {b.choices.map((o) => (
                <li key={o.label} className={o.label === b.correctAnswer ? "is-key" : undefined}>
                  <span className="option-label">{o.label}</span> {o.text}
                </li>
              ))}
            </ul>
            <p className="bookmark-foot">
              <span className="muted">{`Difficulty: Level ${b.difficulty}`}</span>
              {b.correctAnswer ? (
                <span>
                  <strong>Correct answer:</strong> {`${b.correctAnswer}. ${b.correctText}`}
                </span>
              ) : (
                <span>{`${b.formatLabel}: answer it (View) to see the key`}</span>
              )}
            </p>
          </li>
        ))}
      </ol>
    </>
  );
}
