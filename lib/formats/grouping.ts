// Multiple response grouping: 2–5 groups of 2–4 options, ticks in each group,
// +/- floored per group. Response: { groupId: [optionId…] }.
import { z } from "zod";
import { elementId, issue, rationale, text, uniqueIds, type FormatDefinition } from "./common";
import type { GroupingDisplay } from "./displays";
import { FORMAT_LABELS } from "./names";
import { everyKey, picks } from "./responses";
import { displayOrder } from "./shuffle";

const groupOption = z.strictObject({ id: elementId, text: text(1), correct: z.boolean(), rationale });
const group = z.strictObject({
  id: elementId,
  text: text(1),
  options: z.array(groupOption).min(2, "a group has 2–4 options").max(4, "a group has 2–4 options"),
});
type Grouping = { groups: z.infer<typeof group>[] };

const keyedIn = (g: Grouping["groups"][number]) => g.options.filter((o) => o.correct).map((o) => o.id);

export const mrGrouping: FormatDefinition<Grouping, Record<string, string[]>, GroupingDisplay> = {
  name: "mr_grouping",
  label: FORMAT_LABELS.mr_grouping,
  rule: "plus-minus",
  ruleUnconfirmed: true,
  fields: { groups: z.array(group).min(2, "2–5 groups").max(5, "2–5 groups") },
  check(item, ctx) {
    uniqueIds(
      ctx,
      item.groups.flatMap((g, gi) => [
        { id: g.id, path: ["groups", gi, "id"] },
        ...g.options.map((o, oi) => ({ id: o.id, path: ["groups", gi, "options", oi, "id"] })),
      ]),
    );
    item.groups.forEach(
      (g, gi) => keyedIn(g).length || issue(ctx, ["groups", gi, "options"], `group '${g.id}' has no keyed option`),
    );
  },
  display: (item) => ({
    groups: item.groups.map((g) => ({
      id: g.id,
      text: g.text,
      options: displayOrder(g.options, g.id).map(({ id, text }) => ({ id, text })),
    })),
  }),
  response: (item) =>
    everyKey(
      item.groups.map((g) => g.id),
      "group",
      (k) =>
        picks(
          item.groups.find((g) => g.id === k)!.options.map((o) => o.id),
          "option",
        ),
    ),
  units: (item, r) => item.groups.map((g) => ({ id: g.id, key: keyedIn(g), response: r[g.id] })),
  correctResponse: (item) => Object.fromEntries(item.groups.map((g) => [g.id, keyedIn(g)])),
  rationales: (item) => Object.fromEntries(item.groups.flatMap((g) => g.options.map((o) => [o.id, o.rationale]))),
};
