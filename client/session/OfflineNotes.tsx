// What the question dialog says about offline practice: that the questions
// come from the device, that an answer waits for its feedback, and (after a
// 401) a link to sign in again so the saved answers can sync.
import { useSignals } from "@preact/signals-react/runtime";
import { needsSignIn } from "../offline/sync-state";

export function OfflineNotes({ fromPack, saved }: { fromPack: boolean; saved: boolean }) {
  useSignals();
  return (
    <>
      {fromPack && (
        <p className="offline-note">
          Offline practice: questions from this device. Your answers sync when you're back online.
        </p>
      )}
      {needsSignIn.value && (
        <p className="offline-note offline-note-warn" role="alert">
          Your saved answers are waiting. <a href="/login">Sign in again</a> to sync them.
        </p>
      )}
      {saved && (
        <p className="offline-note" role="status">
          Saved on this device — feedback when you're back online.
        </p>
      )}
    </>
  );
}
