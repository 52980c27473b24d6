// Where a session's questions come from: the server, or the offline pack when
// the device is offline (or the draw fails for want of a network). A session
// run from the pack has no server session: its answers sync as single review
// answers.
import { api, ApiError } from "../api";
import type { SessionRequest } from "../session-store";
import type { Question } from "../types";
import { DIFFICULTIES } from "../../lib/practice";
import { drawFromPack } from "./pack-draw";
import { loadPack, loadRecent } from "./pack";
import type { PackQuestion } from "./types";

export interface LoadedSession {
  questions: Question[];
  /** The server session created for a signed-in practice (null offline, for visitors and reviews). */
  sessionId: number | null;
  fromPack: boolean;
}

async function drawOnline(req: SessionRequest): Promise<Question[]> {
  if (req.review) return api<Question[]>("GET", "/api/review/due");
  if (req.questionIds?.length) {
    // Bookmarks' View: only those bookmarks, one request each (View opens one).
    const found = await Promise.all(
      req.questionIds.map((id) => api<{ question: Question }[]>("GET", `/api/bookmarks?questionId=${id}`)),
    );
    return found.flat().map((b) => b.question);
  }
  const params = new URLSearchParams({ count: String(req.count), difficulty: req.difficulty });
  if (req.categoryId !== null && req.mode === "practice") params.set("categoryId", String(req.categoryId));
  if (req.format && req.mode === "practice" && !req.step) params.set("type", req.format);
  if (req.step && req.mode === "practice" && req.signedIn) params.set("step", String(req.step));
  // A visitor's answers are not sent to the server, and only the server grades NGN items: visitors get multiple choice.
  if (!req.signedIn) params.set("type", "single");
  if (req.mode === "timed") params.set("mode", "timed");
  // The server records a timed test's questions and starts its clock at this draw.
  if (req.mode === "timed" && req.sessionId) params.set("sessionId", String(req.sessionId));
  return api<Question[]>("GET", `/api/questions/random?${params}`);
}

async function drawFromDevice(req: SessionRequest): Promise<Question[]> {
  if (req.review) return []; // the device does not know which cards are due: a review needs the server
  const pack = await loadPack();
  if (!pack) return [];
  const practice = req.mode === "practice";
  return drawFromPack(
    pack.questions,
    {
      count: req.count,
      categoryId: practice ? req.categoryId : null,
      levels: DIFFICULTIES[req.difficulty],
      format: practice ? req.format : undefined,
      step: practice ? req.step : undefined,
      questionIds: req.questionIds,
    },
    await loadRecent(),
  );
}

export async function loadSession(req: SessionRequest): Promise<LoadedSession> {
  const offline = req.signedIn && (req.fromPack || navigator.onLine === false);
  if (!offline) {
    try {
      const questions = await drawOnline(req);
      let sessionId = req.sessionId ?? null;
      if (req.mode === "practice" && req.signedIn && questions.length && !req.questionIds)
        sessionId =
          (
            await api<{ id: number }>("POST", "/api/sessions", {
              sessionType: "practice",
              totalQuestions: questions.length,
              correctAnswers: 0,
              timeLimit: null,
              categoryId: req.categoryId,
            }).catch(() => null)
          )?.id ?? null;
      return { questions, sessionId, fromPack: false };
    } catch (e) {
      if (e instanceof ApiError || !req.signedIn) throw e; // the server answered: not a network problem
    }
  }
  return { questions: await drawFromDevice(req), sessionId: null, fromPack: true };
}

/** The pack's copy of a question (with its key), for grading an answer the server could not take. */
export async function packCopy(questionId: number): Promise<PackQuestion | undefined> {
  return (await loadPack())?.questions.find((q) => q.id === questionId);
}
