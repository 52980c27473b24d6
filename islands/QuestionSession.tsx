// The question session island: a few hundred bytes on every page that can
// open the dialog. The dialog itself (client/session/SessionDialog.tsx) is
// fetched on the first request, so pages load its code only when a student
// actually starts a session (retried on a flaky link: client/retry-import.ts).
import { useEffect, useState, type ComponentType } from "react";
import { useSignals } from "@preact/signals-react/runtime";
import { sessionRequest } from "../client/session-store";
import { retrying } from "../client/retry-import";

export default function QuestionSession() {
  useSignals();
  const requested = sessionRequest.value !== null;
  const [Dialog, setDialog] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (requested && !Dialog) void retrying(() => import("../client/session/SessionDialog")).then((m) => setDialog(() => m.default));
  }, [requested]);
  return Dialog ? <Dialog /> : null;
}
