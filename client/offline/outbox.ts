// The outbox: every answer the question dialog submits is written here first
// (keyed by its clientAnswerId) and deleted only once the server has stored it
// or refused it for good (client/offline/send.ts).
import { del, set, values } from "idb-keyval";
import { outboxStore } from "./stores";
import { queuedCount } from "./sync-state";
import { pageStudent } from "./student";
import type { OutboxEntry } from "./types";

/** Every queued answer, oldest answer first (the order they are sent in); updates the sync line's count. */
export async function queuedAnswers(): Promise<OutboxEntry[]> {
  const all = (await values<OutboxEntry>(outboxStore)).sort((a, b) => a.answeredAt - b.answeredAt);
  // Another student's answers on a shared phone are not this student's to sync.
  const student = pageStudent();
  queuedCount.value = all.filter((e) => student === null || e.studentId === student).length;
  return all;
}

/** Reads the count for the sync line. */
export const refreshQueuedCount = (): Promise<unknown> => queuedAnswers().catch(() => (queuedCount.value = 0));

export async function enqueue(entry: OutboxEntry): Promise<void> {
  await set(entry.clientAnswerId, entry, outboxStore);
  await refreshQueuedCount();
}

export async function dequeue(clientAnswerId: string): Promise<void> {
  await del(clientAnswerId, outboxStore);
  await refreshQueuedCount();
}

export const replaceQueued = (entry: OutboxEntry): Promise<void> => set(entry.clientAnswerId, entry, outboxStore);
