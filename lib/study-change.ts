// Flags and notes made on the device (issue 27) wait in the study outbox
// (client/offline/study-outbox.ts) like answers. One pending change per
// question and kind: a later change replaces an unsent earlier one, and every
// request is idempotent (PUT sets, DELETE clears), so sending twice is
// harmless. Pure TypeScript: the request a change makes and what a reply means.
export type StudyChange =
  { kind: "flag"; questionId: number; flagged: boolean } | { kind: "note"; questionId: number; text: string | null }; // null: delete the note

export interface QueuedStudyChange {
  /** `${kind}:${questionId}`: one pending change per question and kind. */
  key: string;
  change: StudyChange;
  /** When the student made it (epoch ms): a newer change replaces it, and it is deleted only if still the same. */
  madeAt: number;
  /** Sent only while this student is signed in. */
  studentId: number | null;
}

export const studyChangeKey = (c: StudyChange) => `${c.kind}:${c.questionId}`;

/** The request that applies the change. */
export function studyRequest(c: StudyChange): { method: "PUT" | "DELETE"; path: string; body?: string } {
  const path = `/api/${c.kind === "flag" ? "flags" : "notes"}/${c.questionId}`;
  if (c.kind === "flag") return { method: c.flagged ? "PUT" : "DELETE", path };
  return c.text === null ? { method: "DELETE", path } : { method: "PUT", path, body: JSON.stringify({ text: c.text }) };
}

export type StudyFate = "done" | "refused" | "signin" | "retry";

/**
 * What the server's status means for the queued change: done (stored, or a
 * DELETE of what is already gone), refused for good (the question is unknown
 * or sealed, or the note is invalid: dropped, the student is told), signin
 * (kept until they sign in again) or retry (network, busy server).
 */
export function studyFate(c: StudyChange, status: number | null): StudyFate {
  if (status === null) return "retry";
  if (status >= 200 && status < 300) return "done";
  if (status === 401) return "signin";
  if (status === 404 && studyRequest(c).method === "DELETE") return "done";
  if (status === 400 || status === 404 || status === 413) return "refused";
  return "retry";
}
