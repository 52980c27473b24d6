// Bow-tie: 2 actions to take (of 5), 1 condition most likely experiencing (of
// 4), 2 parameters to monitor (of 5); 0/1 per slot, 5 points.
// Response: { actions: [..2], condition: id, parameters: [..2] }.
import { z } from "zod";
import { elementId, issue, rationale, text, uniqueIds, type FormatDefinition } from "./common";
import type { BowtieDisplay } from "./displays";
import { FORMAT_LABELS } from "./names";
import { one, picks } from "./responses";
import { displayOrder } from "./shuffle";
import { BOWTIE_WINGS } from "./bowtie-wings";

const choice = z.strictObject({ id: elementId, text: text(1), correct: z.boolean(), rationale });
const WINGS = BOWTIE_WINGS;
type Wing = keyof typeof WINGS;
type Choice = z.infer<typeof choice>;
type Bowtie = Record<Wing, Choice[]>;
type Response = { actions: string[]; condition: string; parameters: string[] };

const keyed = (list: Choice[]) => list.filter((c) => c.correct).map((c) => c.id);
const ids = (list: Choice[]) => list.map((c) => c.id);

export const bowtie: FormatDefinition<Bowtie, Response, BowtieDisplay> = {
  name: "bowtie",
  label: FORMAT_LABELS.bowtie,
  rule: "zero-one",
  fields: Object.fromEntries(
    Object.entries(WINGS).map(([w, { size }]) => [
      w,
      z.array(choice).length(size, `a bow-tie has exactly ${size} ${w}`),
    ]),
  ),
  check(item, ctx) {
    for (const [w, { keyed: n }] of Object.entries(WINGS) as [Wing, { keyed: number }][]) {
      const k = keyed(item[w]).length;
      if (k !== n) issue(ctx, [w], `a bow-tie keys ${n} ${w} (2/1/2 slots), found ${k}`);
    }
    uniqueIds(
      ctx,
      (Object.keys(WINGS) as Wing[]).flatMap((w) => item[w].map((c, i) => ({ id: c.id, path: [w, i, "id"] }))),
    );
  },
  display: (item) => {
    const shown = (w: Wing) => displayOrder(item[w], w).map(({ id, text }) => ({ id, text }));
    return { actions: shown("actions"), conditions: shown("conditions"), parameters: shown("parameters") };
  },
  response: (item) =>
    z.strictObject(
      {
        actions: picks(ids(item.actions), "action", { exactly: 2 }),
        condition: one(ids(item.conditions), "condition"),
        parameters: picks(ids(item.parameters), "parameter", { exactly: 2 }),
      },
      { error: "response must be { actions, condition, parameters }" },
    ),
  units: (item, r) => [
    { id: "actions", key: keyed(item.actions), response: r.actions },
    { id: "condition", key: keyed(item.conditions), response: [r.condition] },
    { id: "parameters", key: keyed(item.parameters), response: r.parameters },
  ],
  correctResponse: (item) => ({
    actions: keyed(item.actions),
    condition: keyed(item.conditions)[0],
    parameters: keyed(item.parameters),
  }),
  rationales: (item) =>
    Object.fromEntries((Object.keys(WINGS) as Wing[]).flatMap((w) => item[w].map((c) => [c.id, c.rationale]))),
};
