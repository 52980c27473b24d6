// Seeded randomness for the simulation and for exposure control in item
// selection. Everything that needs chance takes an `Rng` argument, so callers
// (and tests) decide whether it is seeded (deterministic) or Math.random.

/** A source of uniform numbers in [0, 1). `Math.random` fits the type. */
export type Rng = () => number;

/** mulberry32: a tiny 32-bit PRNG, plenty for simulation (not for secrets). */
export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One Normal(mean, sd) draw by Box–Muller (the second variate is discarded). */
export function normal(rng: Rng, mean = 0, sd = 1): number {
  const u = 1 - rng(); // (0, 1]: log(u) is finite
  const v = rng();
  return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** Uniform integer in 0 .. n-1. */
export const randomInt = (rng: Rng, n: number): number => Math.min(n - 1, Math.floor(rng() * n));
