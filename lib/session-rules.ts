// The rules a practice or timed session holds answers to. The server enforces
// them inside the answer's own D1 batch (worker/db/answers/gate.ts mirrors them
// in SQL); this pure version explains a refusal and is unit-tested.

/** Late answers within this many ms of a timed test's deadline still count (network latency). */
export const DEADLINE_GRACE_MS = 5_000;
/**
 * Outside a session (reviewing a bookmark, a single question) an answer may
 * claim at most this much study time, and never more than has passed since
 * the student's previous answer.
 */
export const UNSESSIONED_CAP_SECONDS = 10 * 60;

export interface SessionState {
  sessionType: string; // 'practice' | 'timed'
  finishedAt: number | null;
  startedAt: number;
  timeLimit: number | null; // minutes
  total: number;
  answered: number;
  /** Timed tests: whether the questions for it have been drawn (recorded) yet. */
  drawn: boolean;
  /** A case-study session: only the case's six items belong to it. */
  isCase?: boolean;
}

/** When a timed test stops accepting answers (epoch ms), or null for an untimed session. */
export const answerDeadline = (s: Pick<SessionState, "sessionType" | "startedAt" | "timeLimit">): number | null =>
  s.sessionType === "timed" && s.timeLimit != null ? s.startedAt + s.timeLimit * 60_000 + DEADLINE_GRACE_MS : null;

/** Why this session cannot take this answer now, or null when it can. */
export function sessionRefusal(s: SessionState, now: number, questionInSession: boolean): string | null {
  if (s.finishedAt != null) return "This session is already finished";
  const deadline = answerDeadline(s);
  if (deadline != null && now > deadline)
    return "Time is up for this timed test: answers after the time limit are not counted";
  if (s.answered >= s.total) return "Every question in this session is already answered";
  if (s.isCase && !questionInSession) return "This question is not part of this case study";
  if (s.sessionType === "timed" && !questionInSession)
    return s.drawn
      ? "This question is not part of this timed test"
      : "This timed test has no questions yet: draw them with GET /api/questions/random?sessionId=…";
  return null;
}
