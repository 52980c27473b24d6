// Where a session's questions come from: the server, or the offline pack when
// the device is offline (or the draw fails for want of a network). A session
// run from the pack has no server session: its answers sync as single review
// answers.
import { api, ApiError } from "../api";
import type { SessionRequest } from "../session-store";
import type { Graded, Question } from "../types";
import type { ReviewQuestion } from "../review/types";

/** What a resumed session takes from an answered question's review: its display and keys in content ids, matching the feedback. */
type ReviewedFields = Pick<ReviewQuestion, "item" | "options" | "correctAnswer" | "explanation">;
import { DIFFICULTIES } from "../../lib/practice";
import { drawFromPack } from "./pack-draw";
import { loadPack, loadRecent } from "./pack";
import type { PackQuestion } from "./types";

export interface LoadedSession {
  questions: Question[];
  /** The server session created for a signed-in practice (null offline, for visitors and reviews). */
  sessionId: number | null;
  fromPack: boolean;
  /** A resumed session: what is already answered (its questions as the review shows them, with their feedback). */
  answered?: { questions: Record<number, ReviewedFields>; graded: Record<number, Graded> };
}

async function drawOnline(req: SessionRequest, sessionId: number | null): Promise<Question[]> {
  if (req.review) return api("GET", "/api/review/due");
  if (req.questionIds?.length) {
    // Bookmarks' View: only those bookmarks, one request each (View opens one).
    const found = await Promise.all(req.questionIds.map((id) => api("GET", `/api/bookmarks?questionId=${id}`)));
    return found.flat().map((b) => b.question);
  }
  // A session's draw takes its size from the session (a resumed one's request does not know it).
  const params = new URLSearchParams(
    sessionId ? { difficulty: req.difficulty } : { count: String(req.count), difficulty: req.difficulty },
  );
  if (req.categoryId !== null && req.mode === "practice") params.set("categoryId", String(req.categoryId));
  if (req.format && req.mode === "practice" && !req.step) params.set("type", req.format);
  if (req.step && req.mode === "practice" && req.signedIn) params.set("step", String(req.step));
  // A visitor's answers are not sent to the server, and only the server grades NGN items: visitors get multiple choice.
  if (!req.signedIn) params.set("type", "single");
  if (req.mode === "timed") params.set("mode", "timed");
  // The builder's filters: a session keeps its own; a drill without a session sends them with the draw.
  if (!sessionId) for (const [k, v] of Object.entries(req.filters ?? {})) if (v?.length) params.set(k, v.join(","));
  // The server records the session's questions (and starts a timed test's clock) at this draw; drawing again returns them.
  if (sessionId && req.signedIn) params.set("sessionId", String(sessionId));
  return api("GET", `/api/questions/random?${params}`);
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
      let sessionId = req.sessionId ?? null;
      // A practice draw is the session's own, so the session can be resumed and reviewed question by question.
      const drawnForSession = req.mode === "practice" && req.signedIn && !req.questionIds && !req.review && !req.step;
      if (drawnForSession && sessionId === null) sessionId = await createPractice(req, req.count);
      // A timed test built on Practice: its session (time limit, filters) is created here, its clock starts at the draw.
      if (req.mode === "timed" && req.signedIn && sessionId === null) sessionId = await createTimed(req);
      const questions = await drawOnline(req, sessionId);
      if (req.resume && sessionId)
        return { questions, sessionId, fromPack: false, answered: await answeredIn(sessionId) };
      // A spaced review or a step drill: its session is created for what was drawn.
      if (!drawnForSession && req.mode === "practice" && req.signedIn && questions.length && !req.questionIds)
        sessionId = await createPractice(req, questions.length).catch(() => null);
      return { questions, sessionId, fromPack: false };
    } catch (e) {
      if (e instanceof ApiError || !req.signedIn) throw e; // the server answered: not a network problem
    }
  }
  return { questions: await drawFromDevice(req), sessionId: null, fromPack: true };
}

/** A timed test with the builder's settings (the server's refusal is the student's to read: it is thrown). */
const createTimed = async (req: SessionRequest) =>
  (
    await api("POST", "/api/sessions", {
      sessionType: "timed",
      totalQuestions: req.count,
      correctAnswers: 0,
      timeLimit: req.timeLimit ?? req.count,
      categoryId: req.categoryId,
      ...req.filters,
    })
  ).id;

/** A new practice session (null when the server refuses one: the draw then goes without a session, as before). */
const createPractice = (req: SessionRequest, totalQuestions: number) =>
  api("POST", "/api/sessions", {
    sessionType: "practice",
    totalQuestions,
    correctAnswers: 0,
    timeLimit: null,
    categoryId: req.categoryId,
    ...req.filters,
  }).then(
    (s) => s.id,
    (e) => {
      if (e instanceof ApiError) return null;
      throw e; // no network: the pack takes over
    },
  );

/** A resumed session's answers, from its review: each answered question as reviewed (content ids) with its feedback. */
async function answeredIn(sessionId: number): Promise<NonNullable<LoadedSession["answered"]>> {
  const { entries } = await api("GET", `/api/sessions/${sessionId}/review`);
  const questions: Record<number, ReviewedFields> = {};
  const graded: Record<number, Graded> = {};
  for (const e of entries) {
    if (!e.answer) continue;
    const { item, options, correctAnswer, explanation } = e.question;
    questions[e.question.id] = { item, options, correctAnswer, explanation };
    graded[e.question.id] = {
      selected: e.answer.selected,
      isCorrect: e.answer.isCorrect,
      points: e.answer.points,
      maxPoints: e.answer.maxPoints,
      result: e.result ?? undefined,
      timeSpent: e.answer.timeSpent ?? undefined,
    };
  }
  return { questions, graded };
}

/** The pack's copy of a question (with its key), for grading an answer the server could not take. */
export async function packCopy(questionId: number): Promise<PackQuestion | undefined> {
  return (await loadPack())?.questions.find((q) => q.id === questionId);
}
