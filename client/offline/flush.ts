// Flushing the outbox: one flush at a time, the signed-in student's answers in
// the order they were given. A flush asked for while one runs runs once more
// after it, so nothing queued meanwhile waits for the next trigger.
import { toast } from "../toast";
import { queuedAnswers, refreshQueuedCount } from "./outbox";
import { sendQueued } from "./send";
import { signedInStudent } from "./signed-in";
import { justSynced, needsSignIn, queuedCount, syncing } from "./sync-state";
import { clearCachedPages } from "../pwa/page-cache";
import { queuedStudyChanges, sendStudyChange } from "./study-outbox";

const SYNCED_SHOWN_MS = 4000;
let running: Promise<void> | null = null;
let again = false;

const plural = (n: number) => `${n} answer${n === 1 ? "" : "s"}`;

/** Once per page: the sync line and the question dialog keep showing it with a link to sign in. */
export function askToSignIn(count: number): void {
  if (needsSignIn.value) return;
  needsSignIn.value = true;
  void clearCachedPages(); // the session is gone: its cached pages go with it
  toast({
    title: "Sign in again to sync",
    description: `${plural(count)} saved on this device will be sent once you sign in again.`,
    variant: "destructive",
  });
}

async function flushOnce(): Promise<void> {
  const queued = await queuedAnswers().catch(() => []);
  const study = await queuedStudyChanges().catch(() => []);
  if ((!queued.length && !study.length) || !navigator.onLine) return;
  const student = await signedInStudent();
  if (student === undefined) return; // the server cannot be reached: the next trigger tries again
  if (student === null) return askToSignIn(queuedCount.value || queued.length);
  needsSignIn.value = false;
  await flushStudyChanges(study.filter((e) => e.studentId === student || e.studentId === null));
  const mine = queued.filter((e) => e.studentId === student);
  if (!mine.length) return;
  syncing.value = true;
  let synced = 0;
  const refused: string[] = [];
  try {
    for (const entry of mine) {
      const sent = await sendQueued(entry);
      if (sent.kind === "stored") synced++;
      else if (sent.kind === "refused") refused.push(sent.message);
      else if (sent.kind === "signin") return askToSignIn(mine.length - synced - refused.length);
      else break; // network trouble or a busy server: keep the order, try again later
    }
  } finally {
    syncing.value = false;
    await refreshQueuedCount();
  }
  if (refused.length)
    toast({
      title: `${plural(refused.length)} could not be saved`,
      description: `The server refused ${refused.length === 1 ? "it" : "them"}: ${refused[0]}`,
      variant: "destructive",
    });
  if (synced && queuedCount.value === 0) {
    justSynced.value = true;
    setTimeout(() => (justSynced.value = false), SYNCED_SHOWN_MS);
  }
}

/** Flags and notes made on this device (issue 27), in the order they were made; stops at the first that must wait. */
async function flushStudyChanges(changes: Awaited<ReturnType<typeof queuedStudyChanges>>): Promise<void> {
  for (const entry of changes) {
    const { fate, message } = await sendStudyChange(entry);
    if (fate === "refused")
      toast({ title: "A flag or note could not be saved", description: message, variant: "destructive" });
    if (fate === "signin" || fate === "retry") return;
  }
}

export function flushOutbox(asked = false): Promise<void> {
  if (asked && !navigator.onLine)
    toast({ title: "You're offline", description: "Your answers sync when you reconnect." });
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    do {
      again = false;
      await flushOnce().catch((e) => console.error("outbox flush", e));
    } while (again);
  })().finally(() => (running = null));
  return running;
}
