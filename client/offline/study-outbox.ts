// The study outbox (issue 27): flags and notes the student sets are written
// here first and sent like answers (client/offline/flush.ts), so a change made
// offline syncs when the device reconnects. lib/study-change.ts has the rules.
import { createStore, del, get, set, values } from "idb-keyval";
import { pageStudent } from "./student";
import { flushLater } from "./sync-state";
import {
  studyChangeKey,
  studyFate,
  studyRequest,
  type QueuedStudyChange,
  type StudyChange,
  type StudyFate,
} from "../../lib/study-change";

const studyStore = createStore("nclex-offline-study", "changes");

/** Keeps the change (replacing an unsent one for the same question) and sends it now when online. */
export async function saveStudyChange(change: StudyChange): Promise<void> {
  const entry: QueuedStudyChange = {
    key: studyChangeKey(change),
    change,
    madeAt: Date.now(),
    studentId: pageStudent(),
  };
  await set(entry.key, entry, studyStore);
  void flushLater();
}

/** The changes still waiting, oldest first (what the device shows until they are synced). */
export const queuedStudyChanges = async (): Promise<QueuedStudyChange[]> =>
  (await values<QueuedStudyChange>(studyStore)).sort((a, b) => a.madeAt - b.madeAt);

/** Deletes the entry only if it is still this one (a newer change made meanwhile stays queued). */
async function settle(entry: QueuedStudyChange): Promise<void> {
  const now = await get<QueuedStudyChange>(entry.key, studyStore);
  if (now && now.madeAt === entry.madeAt) await del(entry.key, studyStore);
}

/** Sends one queued change; the fate says whether it is done, refused for good, waiting for sign-in, or to retry. */
export async function sendStudyChange(entry: QueuedStudyChange): Promise<{ fate: StudyFate; message?: string }> {
  const request = studyRequest(entry.change);
  let status: number | null = null;
  let message: string | undefined;
  try {
    const res = await fetch(request.path, {
      method: request.method,
      credentials: "same-origin",
      headers: request.body ? { "Content-Type": "application/json" } : {},
      body: request.body,
    });
    status = res.status;
    if (!res.ok) message = String(((await res.json().catch(() => ({}))) as { message?: string }).message ?? "");
  } catch {
    status = null;
  }
  const fate = studyFate(entry.change, status);
  if (fate === "done" || fate === "refused") await settle(entry);
  return { fate, message };
}
