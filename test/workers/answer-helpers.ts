// Answers of any format for Workers tests: the item's stored body from the
// database (as the grader sees it) turned into the key or a wrong response.
import { env } from "cloudflare:test";
import { bodyOfStored, type StoredQuestion } from "../../lib/formats/submission";
import { rightResponse, wrongResponse } from "../fixtures/responses";

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
): Promise<{ selectedAnswer: string } | { response: unknown }> {
  const { type, body } = await storedItem(questionId);
  const response = right ? rightResponse(type, body) : wrongResponse(type, body);
  return type === "single" ? { selectedAnswer: response as string } : { response };
}
