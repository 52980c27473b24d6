// Sending one queued answer: POST /api/answers with its clientAnswerId and
// answeredAt (a repeat is answered 200 with the stored result, so sending
// twice is harmless). The reply decides the entry's fate.
import type { GradedResult } from "../formats/types";
import type { ApiBodyArgs, ApiResponse } from "../api-routes";
import { dequeue, replaceQueued } from "./outbox";
import type { OutboxEntry } from "./types";

export type Sent =
  | { kind: "stored"; reply: GradedResult }
  | { kind: "refused"; status: number; message: string } // permanent: dropped, the student is told once
  | { kind: "signin" } // 401: kept until the student signs in again
  | { kind: "retry" }; // network, 5xx, 429, 403: kept for the next flush

const PERMANENT = new Set([400, 404, 409, 413]);
const inFlight = new Set<string>();

async function post(entry: OutboxEntry): Promise<Response | null> {
  try {
    return await fetch("/api/answers", {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        ...entry.body,
        clientAnswerId: entry.clientAnswerId,
        answeredAt: entry.answeredAt,
      } satisfies ApiBodyArgs<"POST", "/api/answers">[0]),
    });
  } catch {
    return null;
  }
}

const messageOf = async (res: Response) => {
  const text = await res.text().catch(() => "");
  try {
    return String(JSON.parse(text).message || res.statusText);
  } catch {
    return text || res.statusText;
  }
};

export async function sendQueued(entry: OutboxEntry): Promise<Sent> {
  if (inFlight.has(entry.clientAnswerId)) return { kind: "retry" }; // the dialog is sending it right now
  inFlight.add(entry.clientAnswerId);
  try {
    const res = await post(entry);
    if (!res) return { kind: "retry" };
    if (res.ok) {
      await dequeue(entry.clientAnswerId);
      const reply: ApiResponse<"POST", "/api/answers"> = await res.json();
      return { kind: "stored", reply };
    }
    if (res.status === 401) return { kind: "signin" };
    if (!PERMANENT.has(res.status)) return { kind: "retry" };
    // A practice session that closed meanwhile: the answer still counts, as a review answer.
    if (res.status === 409 && entry.body.sessionId !== null && entry.sessionType === "practice") {
      const alone: OutboxEntry = { ...entry, body: { ...entry.body, sessionId: null }, sessionType: null };
      await replaceQueued(alone);
      inFlight.delete(entry.clientAnswerId);
      return sendQueued(alone);
    }
    const message = await messageOf(res);
    await dequeue(entry.clientAnswerId);
    return { kind: "refused", status: res.status, message };
  } finally {
    inFlight.delete(entry.clientAnswerId);
  }
}
