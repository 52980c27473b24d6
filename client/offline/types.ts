// The shapes offline practice keeps on the device: the downloaded pack
// (GET /api/offline-pack) and the queued answers of the outbox.
import type { Question } from "../types";
import type { CaseContext } from "../../lib/cases/chart";
import type { StoredQuestion } from "../../lib/formats/submission";

/** A question as a draw returns it, plus the stored key (only packs carry it) for grading on the device. */
export type PackQuestion = Question & { case?: CaseContext; stored: StoredQuestion };

export interface OfflinePack {
  createdAt: number;
  categoryId: number | null;
  size: number;
  questions: PackQuestion[];
}

/** The pack as kept on the device, with what the download card shows. */
export interface StoredPack extends OfflinePack {
  downloadedAt: number;
  categoryName: string;
}

/** The body of POST /api/answers, without the two fields the outbox adds. */
export interface AnswerBody {
  questionId: number;
  selectedAnswer?: string;
  response?: unknown;
  timeSpent: number;
  sessionId: number | null;
}

export interface OutboxEntry {
  clientAnswerId: string;
  answeredAt: number;
  /** Sent only while this student is signed in, never under another account on a shared phone. */
  studentId: number | null;
  body: AnswerBody;
  /** The server session's type when body.sessionId is set (a closed practice session's answer is re-sent once without it). */
  sessionType: "practice" | "timed" | null;
}
