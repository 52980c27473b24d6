// Submitting an answer from the question dialog: into the outbox first (with a
// client-made id and the time it was given), then sent at once unless the
// device is offline. When the server cannot take it now, the answer is graded
// on the device if its key is here (the pack, or a multiple-choice draw's own
// key), so feedback looks as it does online.
import type { GradedResult } from "../formats/types";
import type { Question } from "../types";
import { askToSignIn } from "./flush";
import { enqueue } from "./outbox";
import { markAnswered } from "./pack";
import { sendQueued } from "./send";
import { packCopy } from "./session-source";
import type { OutboxEntry, PackQuestion } from "./types";

export type Answer = { selectedAnswer: string } | { response: unknown };

export interface Submission {
  question: Question;
  answer: Answer;
  timeSpent: number;
  sessionId: number | null;
  sessionType: "practice" | "timed" | null;
  studentId: number | null;
}

export type Outcome =
  | { kind: "graded"; isCorrect: boolean; points: number; maxPoints: number; result?: GradedResult }
  | { kind: "saved" } // queued; its feedback comes once the server has it
  | { kind: "refused"; status: number; message: string };

async function gradeHere(question: Question, answer: Answer): Promise<Outcome> {
  if ("selectedAnswer" in answer && question.correctAnswer) {
    const right = answer.selectedAnswer === question.correctAnswer;
    return { kind: "graded", isCorrect: right, points: right ? 1 : 0, maxPoints: 1 };
  }
  const stored = (question as Partial<PackQuestion>).stored ?? (await packCopy(question.id))?.stored;
  if (!stored) return { kind: "saved" };
  const { gradeLocally } = await import("./grade-local");
  const result = gradeLocally(stored, answer);
  return result
    ? { kind: "graded", isCorrect: result.isCorrect, points: result.points, maxPoints: result.maxPoints, result }
    : { kind: "saved" };
}

/** worker/items/drawn.ts PLAIN_DRAW_KEY: the only draw key an answer carries. */
const PLAIN_KEY = /^n[0-9a-f]{20}$/;

export async function submitAnswer(s: Submission): Promise<Outcome> {
  const entry: OutboxEntry = {
    clientAnswerId: crypto.randomUUID(),
    answeredAt: Date.now(),
    studentId: s.studentId,
    body: {
      questionId: s.question.id,
      ...s.answer,
      timeSpent: s.timeSpent,
      sessionId: s.sessionId,
      // A plain draw's key: its element ids are that draw's own (a session's draw key is the server's, never sent).
      ...(s.question.drawKey && PLAIN_KEY.test(s.question.drawKey) ? { drawKey: s.question.drawKey } : {}),
    },
    sessionType: s.sessionId === null ? null : s.sessionType,
  };
  const queued = await enqueue(entry).then(
    () => true,
    () => false,
  ); // no IndexedDB (private mode): sent directly
  if ("stored" in s.question) await markAnswered(s.question.id, entry.answeredAt).catch(() => undefined); // later pack draws prefer the others
  if (navigator.onLine !== false || !queued) {
    const sent = await sendQueued(entry);
    if (sent.kind === "stored")
      return {
        kind: "graded",
        isCorrect: sent.reply.isCorrect,
        points: sent.reply.points,
        maxPoints: sent.reply.maxPoints,
        result: sent.reply,
      };
    if (sent.kind === "refused") return sent;
    if (sent.kind === "signin") askToSignIn(1);
  }
  return gradeHere(s.question, s.answer);
}
