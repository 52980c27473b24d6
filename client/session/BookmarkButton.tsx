// The session dialog's Bookmark toggle: shows whether the question is already
// bookmarked (aria-pressed) and adds or removes the bookmark on click.
import { useState } from "react";
import { api, ApiError } from "../api";
import { toast } from "../toast";
import { announceBookmarksChanged } from "./bookmark-state";
import { Icon } from "../../components/icons";

interface Props {
  questionId: number;
  /** null while the student's bookmarks are still loading */
  bookmarked: boolean | null;
  disabled: boolean;
  onChange: (questionId: number, bookmarked: boolean) => void;
}

export function BookmarkButton({ questionId, bookmarked, disabled, onChange }: Props) {
  const [saving, setSaving] = useState(false);

  async function toggle() {
    const add = !bookmarked;
    setSaving(true);
    try {
      if (add) await api("POST", "/api/bookmarks", { questionId });
      else
        await api("DELETE", `/api/bookmarks/${questionId}`).catch((e) => {
          if (!(e instanceof ApiError && e.status === 404)) throw e; // already gone (another tab): removed all the same
        });
      onChange(questionId, add);
      toast(
        add
          ? { title: "Question bookmarked", description: "Added to your bookmarks for review later." }
          : { title: "Bookmark removed", description: "Question removed from bookmarks." },
      );
      announceBookmarksChanged();
    } catch {
      toast({
        title: "Error",
        description: add ? "Failed to bookmark question." : "Failed to remove bookmark.",
        variant: "destructive",
      });
    }
    setSaving(false);
  }

  return (
    <button
      type="button"
      className={`btn btn-ghost btn-sm${bookmarked ? " active" : ""}`}
      aria-pressed={bookmarked ?? false}
      title={bookmarked ? "Remove from bookmarks" : "Add to bookmarks"}
      disabled={disabled || saving || bookmarked === null}
      onClick={toggle}
    >
      <Icon name="bookmark" /> {bookmarked ? "Bookmarked" : "Bookmark"}
    </button>
  );
}
