// Helpers for tests of sessions and answers: the server's test clock and the
// draw that records a session's questions.
import { expect } from "vitest";
import { type Browser, json } from "./helpers";
import { localDay } from "../../lib/dates";

/** Request options that set the server's clock (honoured under ENVIRONMENT=test). */
export const at = (ms: number): RequestInit => ({ headers: { "X-Test-Now": String(ms) } });

export interface DrawnQuestion {
  id: number;
  correctAnswer: string;
  options: { label: string }[];
}

/** Draws (and so records) a session's questions, with the server's clock at `now` when given. */
export async function drawForSession(b: Browser, sessionId: number, now?: number): Promise<DrawnQuestion[]> {
  const res = await b.fetch(`/api/questions/random?sessionId=${sessionId}`, now ? at(now) : {});
  expect(res.status).toBe(200);
  return json(res);
}

export const wrongLabel = (q: DrawnQuestion) => q.options.find((o) => o.label !== q.correctAnswer)!.label;

/**
 * A server clock for one student that moves `stepMs` per call, so answers can
 * be credited the time they claim (the server credits at most the time since
 * the student's previous answer). It starts 20 minutes back, or now when that
 * would be yesterday in `timeZone`, so a few dozen answers stay on today's date.
 */
export function studyClock(timeZone = "UTC", stepMs = 30_000): () => number {
  const now = Date.now();
  let t = localDay(now - 20 * 60_000, timeZone) === localDay(now, timeZone) ? now - 20 * 60_000 : now;
  return () => (t += stepMs);
}

const clocks = new WeakMap<Browser, () => number>();
/** The study clock of this browser's student (time zone from its tz cookie when first used). */
export function clockOf(b: Browser): () => number {
  if (!clocks.has(b)) clocks.set(b, studyClock(b.cookies.get("tz") ?? "UTC"));
  return clocks.get(b)!;
}
