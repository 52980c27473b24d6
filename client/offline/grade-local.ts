// Grading on the device with the server's own code (lib/formats), so offline
// feedback is exactly what the server would reply. Loaded with import() only
// when needed: it brings zod and every format's rules, kept out of the shared
// chunk by scripts/build-client.mjs.
import { gradedReply, gradeSubmission, type StoredQuestion } from "../../lib/formats/submission";
import type { GradedResult } from "../formats/types";

export function gradeLocally(
  stored: StoredQuestion,
  answer: { selectedAnswer?: string; response?: unknown },
): GradedResult | null {
  const graded = gradeSubmission(stored, answer);
  if (!graded.ok) return null;
  return gradedReply(stored, graded.body, graded.response, graded.score) as GradedResult;
}
