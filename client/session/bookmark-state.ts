// Shared between the session dialog and the bookmarks list (one copy in the
// shared chunk): a counter bumped whenever a bookmark is added or removed, so
// every list on the page refetches.
import { signal } from "@preact/signals-react";

export const bookmarksChanged = signal(0);

export const announceBookmarksChanged = () => void bookmarksChanged.value++;
