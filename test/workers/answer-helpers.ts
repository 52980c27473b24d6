// Answers of any format for Workers tests: the item's stored body from the
// database (as the grader sees it) turned into the key or a wrong response.
import { env } from "cloudflare:test";
import { bodyOfStored, type StoredQuestion } from "../../lib/formats/submission";
import { rightResponse, wrongResponse } from "../fixtures/responses";
import { contentIds, relabel } from "../../lib/formats/relabel";
import { elementIdKey, opaqueIds } from "../../lib/formats/opaque-ids";
import type { FormatName } from "../../lib/formats/names";

/** A plain draw's key, as GET /api/questions/random hands one out. */
export const plainDrawKey = () => `n${crypto.randomUUID().replaceAll("-", "").slice(0, 20)}`;

/** The item as a draw under `drawKey` shows it (opaque element ids), with the server's own key. */
export async function drawnItem(type: FormatName, body: Record<string, unknown>, drawKey: string, questionId: number) {
  const key = await elementIdKey(env.JWT_SECRET!);
  return relabel(type, body, await opaqueIds(key, drawKey, questionId, contentIds(type, body)));
}

export async function storedItem(questionId: number) {
  const q = (await env.DB.prepare(
    "SELECT type, options, correct_answer AS correctAnswer, explanation, body FROM questions WHERE id = ?",
  )
    .bind(questionId)
    .first<StoredQuestion>())!;
  return { type: q.type, body: bodyOfStored(q) as Record<string, unknown> };
}

/** The answer fields of a POST: the spec's selectedAnswer for single-answer items, else response. */
export async function answerFields(
  questionId: number,
  right: boolean,
  drawKey = plainDrawKey(),
): Promise<{ selectedAnswer: string } | { response: unknown; drawKey?: string }> {
  const { type, body } = await storedItem(questionId);
  // Element ids are the draw's: a session's, a case's or an exam's key is the server's own; a plain draw's is sent back.
  const drawn = (await drawnItem(type as FormatName, body, drawKey, questionId)).body as Record<string, unknown>;
  const response = right ? rightResponse(type, drawn) : wrongResponse(type, drawn);
  if (type === "single") return { selectedAnswer: response as string };
  return drawKey.startsWith("n") ? { response, drawKey } : { response };
}

/** A case session's draw key (the server's own: the case and the student). */
export async function caseDrawKeyFor(caseId: number, username: string) {
  const user = await env.DB.prepare("SELECT id FROM users WHERE username = ?").bind(username).first<{ id: number }>();
  return `c${caseId}u${user!.id}`;
}
