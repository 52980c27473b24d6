// The sync line: "3 answers waiting to sync" while the outbox holds any of
// this student's answers, "Syncing…" during a flush, "All answers synced"
// briefly after, nothing when there is nothing to sync (client/offline/
// sync-state.ts keeps the count). It also names the page's student
// (data-student-id) for the outbox entries.
import { useSignals } from "@preact/signals-react/runtime";
import { flushLater, justSynced, needsSignIn, queuedCount, syncing } from "../client/offline/sync-state";

const waiting = (n: number) => `${n} answer${n === 1 ? "" : "s"} waiting to sync`;

export default function SyncStatus({ studentId }: { studentId: number }) {
  useSignals();
  const n = queuedCount.value ?? 0;
  const text = syncing.value ? "Syncing…" : n ? waiting(n) : justSynced.value ? "All answers synced" : "";
  return (
    <div
      className={`sync-status sync-status-${syncing.value ? "busy" : n ? "waiting" : text ? "done" : "empty"}`}
      data-student-id={studentId}
    >
      <p className="sync-line" role="status" aria-live="polite">
        {text}
        {n > 0 && !syncing.value && needsSignIn.value && (
          <>
            {" "}
            · <a href="/login">Sign in again</a> to send them
          </>
        )}
      </p>
      {n > 0 && !syncing.value && !needsSignIn.value && (
        <button type="button" className="btn btn-outline btn-sm" onClick={() => void flushLater(true)}>
          Sync now
        </button>
      )}
    </div>
  );
}
