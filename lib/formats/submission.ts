// One submitted answer, any format: the stored question becomes its format's
// body, the response is checked against it and graded. Pure: the answers API
// and the readiness exam both call it; the reply's key fields are built here.
import { correctResponseOf, FORMATS, grade, parseResponse, type FormatName } from "./registry";
import { RULE_SENTENCES, type Score } from "../scoring/rules";

export interface StoredQuestion {
  type: FormatName;
  options: string; // JSON: the spec's options for single-answer items
  correctAnswer: string;
  explanation: string;
  body: string | null; // JSON: the NGN item's own fields
}

export const bodyOfStored = (q: StoredQuestion): unknown =>
  q.type === "single" ? { options: JSON.parse(q.options), correctAnswer: q.correctAnswer } : JSON.parse(q.body ?? "{}");

export type Submission =
  { ok: true; body: unknown; response: unknown; score: Score; selectedAnswer: string } | { ok: false; message: string };

/** `response` (any format) or the spec's `selectedAnswer` (single-answer items), graded against `body` (the item as the student's draw showed it). */
export function gradeSubmission(
  q: StoredQuestion,
  input: { response?: unknown; selectedAnswer?: string },
  body: unknown = bodyOfStored(q),
): Submission {
  const raw = input.response !== undefined ? input.response : input.selectedAnswer;
  if (raw === undefined)
    return {
      ok: false,
      message:
        q.type === "single" ? "selectedAnswer or response is required" : `response is required for a ${q.type} item`,
    };
  const parsed = parseResponse(q.type, body, raw);
  if (!parsed.ok && input.response === undefined && q.type === "single")
    return {
      ok: false,
      message: `selectedAnswer must be one of ${(body as { options: { label: string }[] }).options.map((o) => o.label).join(", ")}`,
    }; // the spec's field, the spec's message
  if (!parsed.ok) return parsed;
  const score = grade(q.type, body, parsed.value);
  // selected_answer stays the label for single-answer items; other formats keep their response as JSON.
  const selectedAnswer = q.type === "single" ? (parsed.value as string) : JSON.stringify(parsed.value);
  return { ok: true, body, response: parsed.value, score, selectedAnswer };
}

/** What the graded reply adds to the spec's: points, rule, breakdown, keys and rationales (`body`: bodyOfStored(q), parsed once by the caller). */
export function gradedReply(q: StoredQuestion, body: unknown, response: unknown, score: Score) {
  const def = FORMATS[q.type];
  return {
    type: q.type,
    response,
    points: score.points,
    maxPoints: score.maxPoints,
    isCorrect: score.isCorrect,
    rule: score.rule,
    ruleSentence: def.ruleSentence ?? RULE_SENTENCES[score.rule],
    ruleUnconfirmed: !!def.ruleUnconfirmed,
    breakdown: { units: score.units, elements: score.elements },
    rationales: def.rationales(body),
    correctResponse: correctResponseOf(q.type, body),
    explanation: q.explanation,
    ...(def.feedback ? { feedback: def.feedback(body, response) } : {}),
  };
}

/** The review of a question left unanswered: the key and every rationale, each keyed element marked missed, no points. */
export function missedReply(q: StoredQuestion, body: unknown) {
  const key = correctResponseOf(q.type, body);
  const full = grade(q.type, body, key);
  const score: Score = {
    ...full,
    points: 0,
    isCorrect: false,
    units: full.units.map((u) => ({ ...u, points: 0 })),
    elements: full.elements.map((e) => ({ ...e, chosen: false, delta: 0 })),
  };
  return { ...gradedReply(q, body, null, score), response: null };
}
