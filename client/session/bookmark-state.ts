// Shared between the session dialog and the bookmarks list: the window event
// that says "a bookmark was added or removed", so every list on the page refetches.
export const BOOKMARKS_CHANGED = "nclex:bookmarks-changed";

export const announceBookmarksChanged = () => window.dispatchEvent(new Event(BOOKMARKS_CHANGED));
