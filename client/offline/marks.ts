// Flags and notes through the offline outbox (issue 27). Each change is a
// PUT or DELETE of /api/flags/{id} or /api/notes/{id}: idempotent, so only the
// latest change per student and question is kept (a later one replaces it)
// and sending it twice is harmless. Written to IndexedDB first, sent at once
// when online, and sent again on reconnect (client/offline/flush.ts) until the
// server has stored it or refused it for good.
import { createStore, del, entries, set } from "idb-keyval";
import { api, ApiError } from "../api";
import type { ApiBodyArgs, ApiPath } from "../api-routes";
import { pageStudent } from "./student";
import { signedInStudent } from "./signed-in";

export const marksStore = createStore("nclex-offline-marks", "marks");

type MarkPath = `/api/flags/${number}` | `/api/notes/${number}`;

export interface Mark {
  studentId: number | null;
  method: "PUT" | "DELETE";
  path: MarkPath;
  body?: unknown;
  at: number;
}

const keyOf = (m: Mark) => `${m.studentId}:${m.path}`;

/** Untyped: a change read back from IndexedDB, typed by saveMark when it was queued. */
type Replay = (method: string, path: string, body?: unknown) => Promise<unknown>;

/** Sends one change: true once the server has it (or refused it for good: a 4xx other than 401). */
async function send(m: Mark): Promise<boolean> {
  try {
    await (api as Replay)(m.method, m.path, m.body);
    return true;
  } catch (e) {
    // 404 on DELETE: already gone. 401: wait for sign-in. 5xx, 429 and network errors: try again later.
    return e instanceof ApiError && e.status >= 400 && e.status < 500 && e.status !== 401 && e.status !== 429;
  }
}

/** Queues the change and sends it now when online; resolves whether the server has it. */
export async function saveMark<M extends Mark["method"], P extends MarkPath & ApiPath<M>>(
  method: M,
  path: P,
  ...[body]: ApiBodyArgs<M, P>
): Promise<boolean> {
  const mark: Mark = { studentId: pageStudent(), method, path, body, at: Date.now() };
  const key = keyOf(mark);
  const queued = await set(key, mark, marksStore).then(
    () => true,
    () => false, // no IndexedDB (private mode): sent directly
  );
  if (navigator.onLine === false && queued) return false;
  const sent = await send(mark);
  if (sent && queued) await del(key, marksStore).catch(() => undefined);
  return sent;
}

/** Sends the signed-in student's queued changes, oldest first; the rest wait. */
export async function flushMarks(): Promise<void> {
  const queued = (await entries<string, Mark>(marksStore).catch(() => [])).sort((a, b) => a[1].at - b[1].at);
  if (!queued.length || navigator.onLine === false) return;
  const student = await signedInStudent();
  if (!student) return;
  for (const [key, mark] of queued) {
    if (mark.studentId !== null && mark.studentId !== student) continue;
    if (!(await send(mark))) return;
    await del(key, marksStore);
  }
}

export const flagPath = (questionId: number) => `/api/flags/${questionId}` as const;
export const notePath = (questionId: number) => `/api/notes/${questionId}` as const;
