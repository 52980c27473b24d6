// The reserved readiness pool: a stable share of the bank, stratified by
// client-needs area and content level, served only inside readiness exams.
// Practice, timed tests and visitors never draw it, so a key that can appear
// in a student's exam never reaches a client before that exam ends.

import { familyOf, isAlternate, isFormat } from "./formats/names";

/** The stratum a format joins: its family, but each alternate format (issue 28) on its own, as the seed places them. */
const stratumOf = (type: string) => (isFormat(type) ? (isAlternate(type) ? type : familyOf(type)) : type);

/** One question in this many joins the pool (per area × level stratum, rounded up). */
export const READINESS_POOL_EVERY = 4;

export type Pool = "practice" | "readiness";

/** Full-length and minimum-length exams a student can take on unseen pool items alone. */
export function examsCarried(poolSize: number, maxItems: number, minItems: number): { full: number; minimum: number } {
  return { full: Math.floor(poolSize / maxItems), minimum: Math.floor(poolSize / minItems) };
}

/** The pool size the seeding rule gives a bank: one in READINESS_POOL_EVERY of each (format family, area, level) stratum, rounded up. */
export function poolSizeOf(bank: readonly { type?: string; clientNeed: string; difficulty: number }[]): number {
  const strata = new Map<string, number>();
  for (const q of bank) {
    const key = `${stratumOf(q.type ?? "single")}|${q.clientNeed}|${q.difficulty}`;
    strata.set(key, (strata.get(key) ?? 0) + 1);
  }
  return [...strata.values()].reduce((sum, n) => sum + Math.ceil(n / READINESS_POOL_EVERY), 0);
}
