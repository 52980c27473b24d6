// What the sync line shows, shared by the islands and the question dialog
// (module-level signals: one copy for the page).
import { signal } from "@preact/signals-react";

/** Answers waiting in the outbox (null until it has been read). */
export const queuedCount = signal<number | null>(null);
/** A flush is sending answers. */
export const syncing = signal(false);
/** Set for a few seconds after a flush emptied the outbox. */
export const justSynced = signal(false);
/** The server said 401: the queued answers wait until the student signs in again. */
export const needsSignIn = signal(false);
