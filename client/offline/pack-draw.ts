// Drawing a practice session from the offline pack: the settings' category,
// difficulty, format and step filters, a case's items kept together in step
// order, no question twice, and items not answered from the pack recently
// first. Pure, so it is unit-tested.
import type { PackQuestion } from "./types";

export interface PackFilter {
  count: number;
  categoryId: number | null;
  /** Levels allowed (lib/practice.ts DIFFICULTIES); cases only come with every level allowed. */
  levels: readonly number[];
  /** The API's `type`: a format name, "ngn", or undefined for all formats. */
  format?: string;
  /** A clinical-judgment drill: case items of this step, each on its own. */
  step?: number;
  /** Bookmark review: exactly these questions, when the pack holds them. */
  questionIds?: number[];
}

/** questionId -> when it was last answered from the pack (epoch ms). */
export type Recent = Record<number, number>;

const NOT_NGN = new Set(["single", "sata"]);

function shuffled<T>(list: T[], random: () => number): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** Stand-alone items one by one, each case as one unit of its items in step order. */
function units(questions: PackQuestion[]): PackQuestion[][] {
  const cases = new Map<number, PackQuestion[]>();
  const out: PackQuestion[][] = [];
  for (const q of questions) {
    if (!q.case) out.push([q]);
    else if (cases.has(q.case.id)) cases.get(q.case.id)!.push(q);
    else (cases.set(q.case.id, [q]), out.push(cases.get(q.case.id)!));
  }
  for (const items of cases.values()) items.sort((a, b) => a.case!.step - b.case!.step);
  return out;
}

function formatMatches(q: PackQuestion, format: string | undefined): boolean {
  if (!format) return true;
  if (format === "ngn") return !NOT_NGN.has(q.type);
  return q.type === format;
}

function eligible(unit: PackQuestion[], f: PackFilter): boolean {
  const first = unit[0];
  if (f.categoryId !== null && first.categoryId !== f.categoryId) return false;
  if (first.case) return !f.format || f.format === "ngn" ? f.levels.length === 5 : false; // a whole case mixes levels
  return f.levels.includes(first.difficulty) && formatMatches(first, f.format);
}

export function drawFromPack(
  questions: PackQuestion[],
  f: PackFilter,
  recent: Recent = {},
  random: () => number = Math.random,
): PackQuestion[] {
  if (f.questionIds?.length)
    return f.questionIds.map((id) => questions.find((q) => q.id === id)).filter((q): q is PackQuestion => !!q);
  const pool = f.step
    ? questions
        .filter((q) => q.case?.step === f.step && (f.categoryId === null || q.categoryId === f.categoryId))
        .map((q) => [q])
    : units(questions).filter((u) => eligible(u, f));
  const lastAnswered = (u: PackQuestion[]) => Math.max(0, ...u.map((q) => recent[q.id] ?? 0));
  // Never answered first, then the least recently answered; ties in random order.
  const ordered = shuffled(pool, random).sort((a, b) => lastAnswered(a) - lastAnswered(b));
  const picked: PackQuestion[][] = [];
  let left = f.count;
  for (const u of ordered) {
    if (left <= 0) break;
    if (u.length > left) continue; // a case does not fit what is left: stand-alone items fill it
    picked.push(u);
    left -= u.length;
  }
  // Picked in recency order, shown in random order (a case stays in one piece).
  return shuffled(picked, random).flat();
}
