// A client record (chart) as tabs of dated entries: the unfolding chart of a
// case study, and the small chart of a trend item. Entries hold narrative text
// or rows of values; a measurement row is checked against lib/cases/measures.ts.
// chartAt() is what a student sees at one item of a case. Pure TypeScript.
import { z } from "zod";
import { measureProblem } from "./measures";

export const measurementRow = z.strictObject({
  name: z.string().trim().min(1),
  value: z.union([z.number(), z.string().trim().min(1)]),
  unit: z.string(),
});
export const resultRow = z.strictObject({ name: z.string().trim().min(1), result: z.string().trim().min(1) });
export const valueRow = z.union([measurementRow, resultRow]);

const entryBody = {
  time: z.string().trim().min(3).max(40),
  text: z.string().trim().min(10).optional(),
  values: z.array(valueRow).min(1).optional(),
};

export { STEPS, STEP_NAMES, stepName } from "./steps";

export const caseEntry = z.strictObject({
  id: z.string().regex(/^[a-z][a-z0-9_]{0,15}$/, "entry ids are short lower-case codes such as 'v2'"),
  from: z.number().int().min(1),
  ...entryBody,
});
export const trendEntry = z.strictObject(entryBody);

const tab = <E extends z.ZodTypeAny>(entry: E) =>
  z.strictObject({ tab: z.string().trim().min(3).max(40), entries: z.array(entry).min(1) });
export const caseChart = z.array(tab(caseEntry)).min(2);
export const trendChart = z.array(tab(trendEntry)).min(1).max(3);

export type ValueRow = z.infer<typeof valueRow>;
export type CaseEntry = z.infer<typeof caseEntry>;
export type CaseChart = z.infer<typeof caseChart>;
export type TrendChart = z.infer<typeof trendChart>;
type AnyEntry = z.infer<typeof trendEntry> & { id?: string; from?: number };
type AnyChart = { tab: string; entries: AnyEntry[] }[];

/** One entry as shown: its text or values, and whether it is new at this item. */
export interface ShownEntry {
  id?: string;
  time: string;
  text?: string;
  values?: ValueRow[];
  isNew?: boolean;
}
export interface ShownTab {
  tab: string;
  entries: ShownEntry[];
}

/** Structural problems of a chart: entries with neither text nor values, bad measurements. */
export function chartProblems(chart: AnyChart): { path: (string | number)[]; message: string }[] {
  const out: { path: (string | number)[]; message: string }[] = [];
  chart.forEach((t, ti) =>
    t.entries.forEach((e, ei) => {
      const path = [ti, "entries", ei];
      if (!e.text && !e.values) out.push({ path, message: "an entry has text or values" });
      e.values?.forEach((row, ri) => {
        if (!("unit" in row)) return;
        const problem = measureProblem(row.name, row.value, row.unit);
        if (problem) out.push({ path: [...path, "values", ri], message: problem });
      });
    }),
  );
  return out;
}

/** Distinct times with values in a tab: a trend needs at least two. */
export const timePoints = (t: { entries: AnyEntry[] }) =>
  new Set(t.entries.filter((e) => e.values?.length).map((e) => e.time)).size;

/** The chart as it stands at item `step` of a case: later entries hidden, entries first shown here marked new. */
export function chartAt(chart: CaseChart, step: number): ShownTab[] {
  return chart
    .map((t) => ({
      tab: t.tab,
      entries: t.entries
        .filter((e) => e.from <= step)
        .map(({ from, ...e }) => ({ ...e, ...(from === step && step > 1 ? { isNew: true } : {}) })),
    }))
    .filter((t) => t.entries.length > 0);
}

/** Every measurement of an entry as "value unit" strings, for the check that an item quotes no value before it is shown. */
export const quotedValues = (e: { values?: ValueRow[] }) =>
  (e.values ?? []).flatMap((r) =>
    "unit" in r && r.unit ? [`${r.value} ${r.unit}`] : "unit" in r ? [String(r.value)] : [],
  );

/** What a case item carries when met outside its case (a timed test, a step drill, the readiness exam): the client and the chart at its step. */
export interface CaseContext {
  id: number;
  title: string;
  client: { age: string; sex: string; setting: string; reason: string; allergies?: string };
  step: number;
  stepName: string;
  itemCount: number;
  chart: ShownTab[];
}
