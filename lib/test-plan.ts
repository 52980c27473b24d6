// NCLEX-RN test plan (client-needs percentages, 2023 plan) and how a draw of
// N questions is split across the eight areas in proportion to it.
import type { ClientNeed } from "./categories";

export const TEST_PLAN: Record<ClientNeed, { min: number; max: number }> = {
  "Management of Care": { min: 15, max: 21 },
  "Safety and Infection Control": { min: 10, max: 16 },
  "Health Promotion and Maintenance": { min: 6, max: 12 },
  "Psychosocial Integrity": { min: 6, max: 12 },
  "Basic Care and Comfort": { min: 6, max: 12 },
  "Pharmacological and Parenteral Therapies": { min: 13, max: 19 },
  "Reduction of Risk Potential": { min: 9, max: 15 },
  "Physiological Adaptation": { min: 11, max: 17 },
};

/** Midpoint weights, normalised to sum to 1. */
export const TEST_PLAN_WEIGHTS: [ClientNeed, number][] = (() => {
  const mids = Object.entries(TEST_PLAN).map(
    ([need, r]) => [need as ClientNeed, (r.min + r.max) / 2] as [ClientNeed, number],
  );
  const total = mids.reduce((s, [, w]) => s + w, 0);
  return mids.map(([need, w]) => [need, w / total]);
})();

/** Largest-remainder allocation of `count` items over `weights` (sums to count exactly). */
export function allocate<K>(count: number, weights: [K, number][]): Map<K, number> {
  const raw = weights.map(([k, w]) => ({ k, exact: count * w }));
  const out = new Map(raw.map((r) => [r.k, Math.floor(r.exact)] as [K, number]));
  let left = count - [...out.values()].reduce((a, b) => a + b, 0);
  for (const r of [...raw].sort((a, b) => (b.exact % 1) - (a.exact % 1))) {
    if (left-- <= 0) break;
    out.set(r.k, out.get(r.k)! + 1);
  }
  return out;
}
