// Seeded randomness for jitter (fibrillation, variability, irregular rhythm):
// the seed is a hash of the params, so the same params draw the same picture.

/** FNV-1a over the params with their keys sorted. */
export function seedOf(params: unknown): number {
  const json = JSON.stringify(params, (_k, v) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
  let h = 0x811c9dc5;
  for (let i = 0; i < json.length; i++) h = Math.imul(h ^ json.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform in [a, b). */
  between(a: number, b: number): number;
}

/** mulberry32. */
export function random(seed: number): Random {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, between: (a, b) => a + (b - a) * next() };
}
