// The sync line's state, shared by the islands and the question dialog (one
// copy per page), and what keeps it current. Importing this module in the
// browser (client/boot.ts does after load, on every page with islands) counts
// the student's queued answers, flushes if there are any, and flushes again on
// reconnect and when the tab becomes visible. An empty outbox costs one
// IndexedDB read: no request, and the flush code never loads.
import { signal } from "@preact/signals-react";
import { createStore, values } from "idb-keyval";
import { pageStudent } from "./student";
import type { OutboxEntry } from "./types";

// Its own database: idb-keyval's createStore only creates its store when it creates the database.
export const outboxStore = createStore("nclex-offline-outbox", "outbox");

/** This student's answers waiting in the outbox (null until it has been read). */
export const queuedCount = signal<number | null>(null);
/** A flush is sending answers. */
export const syncing = signal(false);
/** Set for a few seconds after a flush emptied the outbox. */
export const justSynced = signal(false);
/** The server said 401: the queued answers wait until the student signs in again. */
export const needsSignIn = signal(false);

/** Counts the queued answers (all of them, or those given) that are this student's: another student's on a shared phone are not theirs to sync. */
export async function countQueued(all?: OutboxEntry[]): Promise<number> {
  all ??= await values<OutboxEntry>(outboxStore);
  const student = pageStudent();
  return (queuedCount.value = all.filter((e) => student === null || e.studentId === student).length);
}

/** `asked`: the student pressed Sync now, so an offline device says why nothing happens. */
export const flushLater = (asked = false): Promise<void> => import("./flush").then((m) => m.flushOutbox(asked));

if (typeof window !== "undefined") {
  window.addEventListener("online", () => void flushLater());
  document.addEventListener("visibilitychange", () => document.visibilityState === "visible" && void flushLater());
  countQueued().then(
    (n) => void (n && flushLater()),
    () => undefined,
  );
  // Flags and notes made offline (issue 27) wait in their own store: any of them also starts a flush.
  values(createStore("nclex-offline-study", "changes")).then(
    (changes) => void (changes.length && flushLater()),
    () => undefined,
  );
}
