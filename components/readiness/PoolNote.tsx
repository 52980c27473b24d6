// How large the reserved readiness pool is, how much of it this student has
// seen, and what that is worth in exams of unseen questions.
import { examsCarried } from "../../lib/readiness-pool";
import { MAX_ITEMS, MIN_ITEMS } from "../../lib/irt/readiness";

import type { PoolSize } from "../../worker/learning/readiness-pool";

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

export function PoolNote({ pool }: { pool: PoolSize }) {
  const unseen = Math.max(0, pool.size - pool.seen);
  const { full, minimum } = examsCarried(unseen, MAX_ITEMS, MIN_ITEMS);
  return (
    <p className="muted pool-note">
      {`Exam questions come from a reserved readiness pool of ${pool.size} questions (about a quarter of the bank, across every client-needs area and difficulty). They never appear in practice or timed tests, so you meet each one for the first time in an exam. You have seen ${pool.seen} of them; the ${unseen} left are enough for ${plural(full, "full-length exam")} (${MAX_ITEMS} questions) or ${plural(minimum, "minimum-length exam")} (${MIN_ITEMS}). After that, exams repeat the questions you saw least recently, and the report says so.`}
    </p>
  );
}
