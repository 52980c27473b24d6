// Bank-wide quality rules for question content: key-letter balance, difficulty
// spread, counts per category and near-duplicate stems. Pure functions.
export interface RuleQuestion {
  id: string;
  type: string;
  categoryId: number;
  content: string;
  correctAnswer?: unknown; // single-answer items only
  difficulty: number;
  clientNeed: string;
}

export const MIN_PER_CATEGORY = 50;
export const KEY_SHARE = { min: 0.2, max: 0.3 };
export const MIN_DIFFICULTY_SHARE = 0.1;
export const NEAR_DUPLICATE_THRESHOLD = 0.6;

const STOP = new Set(
  "a an the of to and or for in on with is are was be by at as which what who nurse client patient should would that this".split(
    " ",
  ),
);

export function normaliseStem(stem: string): string[] {
  return stem
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, " ")
    .split(/\s+/)
    .filter((w) => w && !STOP.has(w));
}

function shingles(words: string[]): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i + 2 < words.length + 1; i++) out.add(words.slice(i, i + 3).join(" "));
  return out;
}

export const similarity = (a: string, b: string) => jaccard(shingles(normaliseStem(a)), shingles(normaliseStem(b)));

function jaccard(sa: Set<string>, sb: Set<string>): number {
  if (!sa.size || !sb.size) return 0;
  let inter = 0;
  for (const s of sa) if (sb.has(s)) inter++;
  return inter / (sa.size + sb.size - inter);
}

export function nearDuplicates(qs: RuleQuestion[], threshold = NEAR_DUPLICATE_THRESHOLD) {
  const pairs: { a: string; b: string; score: number }[] = [];
  const sets = qs.map((q) => shingles(normaliseStem(q.content)));
  // Only stems sharing a shingle can be near duplicates: compare those pairs, through an index of shingles.
  const holders = new Map<string, number[]>();
  sets.forEach((set, i) => set.forEach((sh) => holders.set(sh, [...(holders.get(sh) ?? []), i])));
  for (let i = 0; i < qs.length; i++) {
    const candidates = new Set<number>();
    for (const sh of sets[i]) for (const j of holders.get(sh)!) if (j > i) candidates.add(j);
    for (const j of [...candidates].sort((x, y) => x - y)) {
      const score = jaccard(sets[i], sets[j]);
      if (score >= threshold) pairs.push({ a: qs[i].id, b: qs[j].id, score });
    }
  }
  return pairs;
}

export function distributionProblems(label: string, qs: RuleQuestion[]): string[] {
  const problems: string[] = [];
  const n = qs.length;
  if (!n) return [`${label}: no questions`];
  for (const key of ["A", "B", "C", "D"]) {
    const share = qs.filter((q) => q.correctAnswer === key).length / n;
    if (share < KEY_SHARE.min || share > KEY_SHARE.max)
      problems.push(`${label}: key ${key} is ${(share * 100).toFixed(1)}% of answers (allowed 20-30%)`);
  }
  for (let level = 1; level <= 5; level++) {
    const share = qs.filter((q) => q.difficulty === level).length / n;
    if (share < MIN_DIFFICULTY_SHARE)
      problems.push(`${label}: difficulty ${level} is ${(share * 100).toFixed(1)}% (at least 10%)`);
  }
  return problems;
}

/** Key-letter and level balance are rules of the single-answer items; the NGN formats have their own (content-format-rules.ts). */
export const singles = <T extends RuleQuestion>(qs: T[]) => qs.filter((q) => q.type === "single");

export function bankProblems(all: RuleQuestion[], categoryIds: number[]): string[] {
  const qs = singles(all);
  const problems = distributionProblems("whole bank", qs);
  for (const id of categoryIds) {
    const inCat = qs.filter((q) => q.categoryId === id);
    if (inCat.length < MIN_PER_CATEGORY)
      problems.push(`category ${id}: ${inCat.length} questions (at least ${MIN_PER_CATEGORY})`);
    problems.push(...distributionProblems(`category ${id}`, inCat));
  }
  for (const p of nearDuplicates(all)) problems.push(`near-duplicate stems: ${p.a} ~ ${p.b} (${p.score.toFixed(2)})`);
  return problems;
}
