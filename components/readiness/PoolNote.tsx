// How large the reserved readiness pool is, how much of it this student has
// seen, what that is worth in exams of unseen questions, and how many more
// scored exams (predictions) their unseen questions allow.
import { examsCarried } from "../../lib/readiness-pool";
import { MAX_ITEMS, MIN_ITEMS } from "../../lib/irt/readiness";

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

export interface PoolStanding {
  size: number;
  seen: number;
  unseenCases: number;
  scoredLeft: number;
}

export function PoolNote({ pool }: { pool: PoolStanding }) {
  const unseen = Math.max(0, pool.size - pool.seen);
  const { full, minimum } = examsCarried(unseen, MAX_ITEMS, MIN_ITEMS);
  return (
    <>
      <p className="muted pool-note">
        {`Exam questions come from a reserved readiness pool of ${pool.size} questions (about a quarter of the bank, across every client-needs area and difficulty). They never appear in practice or timed tests, so you meet each one for the first time in an exam. You have seen ${pool.seen} of them; the ${unseen} left are enough for ${plural(full, "full-length exam")} (${MAX_ITEMS} questions) or ${plural(minimum, "minimum-length exam")} (${MIN_ITEMS}).`}
      </p>
      <p className="pool-scored">
        {pool.scoredLeft > 0
          ? `Your unseen questions allow about ${plural(pool.scoredLeft, "more scored exam")}. An exam counts as a prediction only when your unseen questions can fill all ${MAX_ITEMS} questions across the eight areas, with three unseen case studies (you have ${pool.unseenCases}).`
          : "Your next exam will be a practice run, with no PASS/FAIL and no pass probability: you have seen too many readiness questions for an honest prediction."}
      </p>
    </>
  );
}
