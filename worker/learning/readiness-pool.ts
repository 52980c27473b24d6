// What a student is told when they reach for a readiness-pool question whose
// key they may not see yet (worker/db/pool-access.ts decides who may).
export const SEALED_MESSAGE =
  "This question belongs to the readiness exam pool. Its key and rationale are shown in the review when the exam that showed it has ended; until then it cannot be answered or bookmarked here.";
