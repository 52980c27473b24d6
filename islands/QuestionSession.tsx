// The question session island: a few hundred bytes on every page that can
// open the dialog. The dialog itself (client/session/SessionDialog.tsx) is
// fetched on the first request, so pages load its code only when a student
// actually starts a session (retried on a flaky link: client/retry-import.ts).
import { useEffect, useState, type ComponentType } from "react";
import { useSignals } from "@preact/signals-react/runtime";
import { sessionRequest } from "../client/session-store";
import { retrying, retryNow } from "../client/retry-import";

let dialogCode: Promise<{ default: ComponentType }> | null = null;
const loadDialog = () => (dialogCode ??= retrying(() => import("../client/session/SessionDialog")));

export default function QuestionSession() {
  useSignals();
  const request = sessionRequest.value;
  const [Dialog, setDialog] = useState<ComponentType | null>(null);
  // Each request (each tap) while the dialog's code is still missing: load it, or, while it is failing, try again at once.
  useEffect(() => {
    if (!request || Dialog) return;
    retryNow();
    void loadDialog().then((m) => setDialog(() => m.default));
  }, [request?.nonce]);
  return Dialog ? <Dialog /> : null;
}
