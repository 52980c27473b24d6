// A fixed shuffle of an item's choices for display: writers tend to list the
// key first, so drop-down choices, drag-and-drop tokens, bow-tie wings and
// grouping options are shown in an order derived from their ids (the same
// item always shows the same order, on every device and in every review).
// Labelled options (A, B, C…) keep their order: the label is what students see.

function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** mulberry32: a tiny deterministic generator, enough for a display order. */
function generator(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The elements in a fixed order decided by their ids (and `salt`, e.g. the blank they belong to). */
export function displayOrder<T extends { id: string }>(elements: readonly T[], salt = ""): T[] {
  const random = generator(seedOf(salt + elements.map((e) => e.id).join("|")));
  const out = [...elements];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
