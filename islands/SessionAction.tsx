// A previous test's "Retake incorrect" and an unfinished practice session's
// "Resume" (All Activity, /activity/:id): opens the question dialog (the
// QuestionSession island on the page) on a server session. Retake first asks
// the server for a new tutor session holding the test's questions below full
// marks; Resume reopens the session at its first unanswered question.
import { useState } from "react";
import { api, ApiError } from "../client/api";
import { openSession } from "../client/session-store";
import { toast } from "../client/toast";

interface Props {
  kind: "retake" | "resume";
  sessionId: number;
  /** The button's text (screen readers hear `label`, which names the test). */
  text: string;
  label?: string;
  primary?: boolean;
}

const open = (sessionId: number, count: number, resume: boolean) =>
  openSession({
    mode: "practice",
    count,
    categoryId: null,
    difficulty: "mixed",
    sessionId,
    resume,
    signedIn: true,
  });

export default function SessionAction({ kind, sessionId, text, label, primary }: Props) {
  const [busy, setBusy] = useState(false);
  async function start() {
    if (kind === "resume") return open(sessionId, 0, true);
    setBusy(true);
    try {
      const created = await api("POST", `/api/sessions/${sessionId}/retake`, {});
      open(created.id, created.totalQuestions, false);
    } catch (e) {
      const message = e instanceof ApiError ? e.serverMessage : undefined;
      toast({
        title: "Could not start the retake",
        description: message ?? "Check your connection and try again.",
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  }
  return (
    <button
      type="button"
      className={`btn ${primary ? "btn-primary" : "btn-outline"} btn-sm`}
      aria-label={label}
      disabled={busy}
      onClick={start}
    >
      {text}
    </button>
  );
}
