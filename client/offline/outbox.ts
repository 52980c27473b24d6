// The outbox: every answer the question dialog submits is written here first
// (keyed by its clientAnswerId) and deleted only once the server has stored it
// or refused it for good (client/offline/send.ts).
import { del, set, values } from "idb-keyval";
import { countQueued, outboxStore } from "./sync-state";
import type { OutboxEntry } from "./types";

/** Every queued answer, oldest answer first (the order they are sent in); updates the sync line's count. */
export async function queuedAnswers(): Promise<OutboxEntry[]> {
  const all = (await values<OutboxEntry>(outboxStore)).sort((a, b) => a.answeredAt - b.answeredAt);
  await countQueued(all);
  return all;
}

/** Reads the count for the sync line. */
export const refreshQueuedCount = (): Promise<unknown> => countQueued().catch(() => 0);

export async function enqueue(entry: OutboxEntry): Promise<void> {
  await set(entry.clientAnswerId, entry, outboxStore);
  await refreshQueuedCount();
}

export async function dequeue(clientAnswerId: string): Promise<void> {
  await del(clientAnswerId, outboxStore);
  await refreshQueuedCount();
}

export const replaceQueued = (entry: OutboxEntry): Promise<void> => set(entry.clientAnswerId, entry, outboxStore);
