// The three wings of a bow-tie, in screen order, and the picks as lists.
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
  { key: "actions", itemKey: "actions", title: "Actions to take", slot: "Action", limit: 2 },
  { key: "condition", itemKey: "conditions", title: "Condition most likely experiencing", slot: "Condition", limit: 1 },
  { key: "parameters", itemKey: "parameters", title: "Parameters to monitor", slot: "Parameter", limit: 2 },
];

export const picksIn = (picks: Partial<BowtiePicks> | undefined, wing: WingKey): string[] =>
  wing === "condition" ? (picks?.condition ? [picks.condition] : []) : (picks?.[wing] ?? []);
