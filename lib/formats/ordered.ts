// Ordered response (legacy format): every option placed in order, all or
// nothing. Content lists the options in the correct order; the screen shows
// them in a fixed shuffle (display) so the order is never the key.
import { z } from "zod";
import { elementId, rationale, text, uniqueIds, type FormatDefinition } from "./common";
import type { OrderedDisplay } from "./displays";
import { FORMAT_LABELS } from "./names";
import { picks } from "./responses";

const step = z.strictObject({ id: elementId, text: text(1), rationale });
type Ordered = { options: z.infer<typeof step>[] };

/** A deterministic derangement-ish shuffle: the same item always shows the same order, never the key's. */
export function shownOrder<T>(items: readonly T[]): T[] {
  const n = items.length;
  const stride = [...Array(n).keys()].slice(2).find((s) => gcd(s, n) === 1) ?? 1;
  return items.map((_, i) => items[(i * stride + 1) % n]);
}
const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);

export const ordered: FormatDefinition<Ordered, string[], OrderedDisplay> = {
  name: "ordered",
  label: FORMAT_LABELS.ordered,
  rule: "all-or-nothing",
  fields: { options: z.array(step).min(4, "4–6 steps").max(6, "4–6 steps") },
  check: (item, ctx) =>
    uniqueIds(
      ctx,
      item.options.map((o, i) => ({ id: o.id, path: ["options", i, "id"] })),
    ),
  display: (item) => ({ options: shownOrder(item.options).map(({ id, text }) => ({ id, text })) }),
  response: (item) =>
    picks(
      item.options.map((o) => o.id),
      "step",
      { exactly: item.options.length },
    ),
  units: (item, r) => [{ id: "item", key: item.options.map((o) => o.id), response: r }],
  correctResponse: (item) => item.options.map((o) => o.id),
  rationales: (item) => Object.fromEntries(item.options.map((o) => [o.id, o.rationale])),
};
