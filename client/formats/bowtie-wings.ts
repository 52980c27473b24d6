// The three wings of a bow-tie, in screen order, and the picks as lists; how many
// picks each takes is the format's own rule (lib/formats/bowtie-wings.ts).
import { BOWTIE_WINGS } from "../../lib/formats/bowtie-wings";
export interface BowtiePicks {
  actions: string[];
  condition?: string;
  parameters: string[];
}
export type WingKey = "actions" | "condition" | "parameters";

export const WINGS: {
  key: WingKey;
  itemKey: "actions" | "conditions" | "parameters";
  title: string;
  slot: string;
  limit: number;
}[] = [
  { key: "actions", itemKey: "actions", title: "Actions to take", slot: "Action", limit: BOWTIE_WINGS.actions.keyed },
  {
    key: "condition",
    itemKey: "conditions",
    title: "Condition most likely experiencing",
    slot: "Condition",
    limit: BOWTIE_WINGS.conditions.keyed,
  },
  {
    key: "parameters",
    itemKey: "parameters",
    title: "Parameters to monitor",
    slot: "Parameter",
    limit: BOWTIE_WINGS.parameters.keyed,
  },
];

export const picksIn = (picks: Partial<BowtiePicks> | undefined, wing: WingKey): string[] =>
  wing === "condition" ? (picks?.condition ? [picks.condition] : []) : (picks?.[wing] ?? []);
