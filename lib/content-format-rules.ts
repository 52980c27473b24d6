// Bank-wide rules for the NGN formats (issue 14): enough select-all items in
// every category and enough of every other format, and select-all keys that
// vary in count so the number of keyed options is never a cue. Pure functions.
import { FORMAT_NAMES, type FormatName } from "./formats/registry";
import { isAlternate } from "./formats/names";

export const MIN_SATA_PER_CATEGORY = 25;
export const MIN_PER_FORMAT = 15;
/**
 * The alternate formats (issue 28) start with the engineer's three samples each while the writers' items are
 * under review; raise this to MIN_PER_FORMAT (the issue asks for 150 calculation, 40 hot-spot, 40 exhibit and
 * 30 graphic items) when they land.
 */
export const MIN_PER_ALTERNATE_FORMAT = 3;
const minimumOf = (f: FormatName) => (isAlternate(f) ? MIN_PER_ALTERNATE_FORMAT : MIN_PER_FORMAT);
export const MAX_SATA_KEY_COUNT_SHARE = 0.4;

export interface FormatRuleItem {
  id: string;
  type: string;
  categoryId: number;
  options?: unknown;
}

const keyedCount = (q: FormatRuleItem) => (q.options as { correct?: boolean }[]).filter((o) => o.correct).length;

/** Share of each keyed count among a set of select-all items: "3 keyed: 11 of 25". */
export function sataKeyCountProblems(label: string, items: FormatRuleItem[]): string[] {
  const sata = items.filter((q) => q.type === "sata");
  if (sata.length < 5) return [];
  const counts = new Map<number, number>();
  for (const q of sata) counts.set(keyedCount(q), (counts.get(keyedCount(q)) ?? 0) + 1);
  return [...counts]
    .filter(([, n]) => n / sata.length > MAX_SATA_KEY_COUNT_SHARE)
    .map(
      ([k, n]) =>
        `${label}: ${n} of ${sata.length} select-all items key ${k} options (at most ${MAX_SATA_KEY_COUNT_SHARE * 100}% may share a count)`,
    );
}

export const countByFormat = (items: FormatRuleItem[]) =>
  Object.fromEntries(FORMAT_NAMES.map((f) => [f, items.filter((q) => q.type === f).length])) as Record<
    FormatName,
    number
  >;

export function formatProblems(items: FormatRuleItem[], categoryIds: number[]): string[] {
  const problems: string[] = [];
  for (const id of categoryIds) {
    const inCat = items.filter((q) => q.categoryId === id);
    const n = inCat.filter((q) => q.type === "sata").length;
    if (n < MIN_SATA_PER_CATEGORY)
      problems.push(`category ${id}: ${n} select-all items (at least ${MIN_SATA_PER_CATEGORY})`);
    problems.push(...sataKeyCountProblems(`category ${id}`, inCat));
  }
  const counts = countByFormat(items);
  for (const f of FORMAT_NAMES)
    if (f !== "sata" && counts[f] < minimumOf(f))
      problems.push(`format ${f}: ${counts[f]} items (at least ${minimumOf(f)})`);
  return problems;
}
