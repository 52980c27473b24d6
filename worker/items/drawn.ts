// Items as one draw shows them (lib/formats/relabel.ts): every element id
// opaque under a draw key, choices in a per-draw order. The draw key is the
// server's where it can be (a session's or a case's or an exam's, so a key
// learnt in one draw never applies to a timed test or an exam), and a random
// one a plain draw hands out with its questions and gets back with answers.
import type { Env } from "../env";
import type { FormatName } from "../../lib/formats/names";
import { contentIds, displayIds, relabel, relabelDisplay, relabels, type Relabelled } from "../../lib/formats/relabel";
import { elementIdKey, opaqueIds } from "../../lib/formats/opaque-ids";

let cached: { secret: string; key: Promise<CryptoKey> } | null = null;
const keyOf = (env: Env) => {
  const secret = env.JWT_SECRET ?? "";
  if (!cached || cached.secret !== secret) cached = { secret, key: elementIdKey(secret) };
  return cached.key;
};

export const sessionDrawKey = (sessionId: number) => `s${sessionId}`;
export const caseDrawKey = (caseId: number, userId: number) => `c${caseId}u${userId}`;
export const examDrawKey = (examId: number) => `e${examId}`;
/** A plain draw's key: random, handed out with its questions (`drawKey`) and sent back with each answer. */
export const newDrawKey = () => `n${crypto.randomUUID().replaceAll("-", "").slice(0, 20)}`;
export const PLAIN_DRAW_KEY = /^n[0-9a-f]{20}$/;

/** The item's body as this draw grades it, with the conversions of responses to and from content ids. */
export async function drawnBody(
  env: Env,
  type: FormatName,
  body: unknown,
  drawKey: string,
  questionId: number,
): Promise<Relabelled> {
  if (!relabels(type)) return relabel(type, body, new Map());
  return relabel(type, body, await opaqueIds(await keyOf(env), drawKey, questionId, contentIds(type, body)));
}

/** An item's key-free display as this draw shows it. */
export async function drawnDisplay(
  env: Env,
  type: FormatName,
  display: Record<string, unknown>,
  drawKey: string,
  questionId: number,
) {
  if (!relabels(type)) return display;
  const ids = await opaqueIds(await keyOf(env), drawKey, questionId, displayIds(type, display));
  return relabelDisplay(type, display, ids);
}

interface Shown {
  id: number;
  type: FormatName;
  /** A format's display (lib/formats/displays.ts); relabelled field by field. */
  item: object | null;
  options: unknown[];
  correctAnswer?: string | null;
  explanation?: string | null;
}

/**
 * Questions as this draw shows them, each carrying the draw's key. With
 * `withholdKeys` (a signed-in student's timed test) no key, rationale or
 * explanation goes with any format: the session's review gives them after.
 */
export async function drawnQuestions<T extends Shown>(
  env: Env,
  questions: T[],
  drawKey: string,
  withholdKeys = false,
): Promise<(T & { drawKey: string })[]> {
  return Promise.all(
    questions.map(async (q) => {
      const item = q.item ? await drawnDisplay(env, q.type, q.item as Record<string, unknown>, drawKey, q.id) : null;
      const options =
        item && Array.isArray(item.options) && (q.type === "sata" || q.type === "select_n") ? item.options : q.options;
      const keys = withholdKeys
        ? {
            options: (options as { label: string; text: string }[]).map(({ label, text }) => ({ label, text })),
            correctAnswer: null,
            explanation: null,
          }
        : { options };
      // The same format's display with this draw's ids: the question keeps its type.
      return { ...q, item, ...keys, drawKey } as T & { drawKey: string };
    }),
  );
}
