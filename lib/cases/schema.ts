// The shape of a case study (content/cases/*.yaml) and its checks: six items in
// the order of the clinical-judgment steps, a chart whose entries unfold item by
// item, and items that use only chart data already shown. Each item is a bank
// item of any NGN format (lib/content-schema.ts) plus its step and references.
import { z } from "zod";
import { CATEGORIES } from "../categories";
import { SYSTEM_SLUGS } from "../systems";
import { questionSchema, type ContentQuestion } from "../content-schema";
import { caseChart, chartProblems, quotedValues, stepName, STEPS, type CaseChart } from "./chart";

const categoryNames = CATEGORIES.map((c) => c.name) as [string, ...string[]];
export const CASE_ITEM_COUNT = STEPS.length;
const MAX_SAME_FORMAT = 2;

export const clientSchema = z.strictObject({
  age: z
    .string()
    .trim()
    .regex(/^\d+ (years|months|weeks|days|hours)$/, "age reads like '78 years', '18 months' or '2 days'"),
  sex: z.enum(["female", "male"]),
  setting: z.string().trim().min(3).max(60),
  reason: z.string().trim().min(10).max(160),
  allergies: z.string().trim().min(2).max(120).optional(),
});
export type CaseClient = z.infer<typeof clientSchema>;

const caseItemHead = z.looseObject({
  id: z.string(),
  step: z.number().int(),
  refers: z.array(z.string()).min(1, "refers lists the chart entries the item needs"),
});

export type CaseItem = ContentQuestion & { step: number; refers: string[] };

export interface ContentCase {
  id: string;
  title: string;
  readiness: boolean;
  system: string;
  client: CaseClient;
  chart: CaseChart;
  items: CaseItem[];
}

type Issue = { path: (string | number)[]; message: string };

/** Steps 1..6, once each, in order: names a missing, repeated or out-of-order step. */
export function stepProblems(steps: number[]): Issue[] {
  const out: Issue[] = [];
  if (steps.length !== CASE_ITEM_COUNT)
    out.push({ path: ["items"], message: `a case has exactly ${CASE_ITEM_COUNT} items, found ${steps.length}` });
  for (const s of STEPS) {
    const n = steps.filter((x) => x === s).length;
    if (n === 0) out.push({ path: ["items"], message: `step ${s} (${stepName(s)}) is missing` });
    if (n > 1) out.push({ path: ["items"], message: `step ${s} (${stepName(s)}) appears ${n} times` });
  }
  steps.forEach((s, i) => {
    if (!(STEPS as readonly number[]).includes(s))
      out.push({ path: ["items", i, "step"], message: `step is 1..6, found ${s}` });
    else if (i > 0 && s < steps[i - 1])
      out.push({
        path: ["items", i, "step"],
        message: `steps are in order: step ${s} comes after step ${steps[i - 1]}`,
      });
  });
  return out;
}

/** Whether `text` quotes the value `v` as a whole number ("2 mmol/L" is not quoted by "4.2 mmol/L"). */
const quotes = (text: string, v: string) =>
  new RegExp(`(?<![\\d.,])${v.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}`).test(text);

/** An item's references: each names an entry that exists and is already shown at the item's step; no later value is quoted. */
export function referenceProblems(chart: CaseChart, item: { step: number; refers: string[] }, text: string): Issue[] {
  const entries = new Map(chart.flatMap((t) => t.entries.map((e) => [e.id, e] as const)));
  const out: Issue[] = [];
  for (const id of item.refers) {
    const e = entries.get(id);
    if (!e) out.push({ path: ["refers"], message: `refers to chart entry '${id}', which does not exist` });
    else if (e.from > item.step)
      out.push({ path: ["refers"], message: `refers to chart entry '${id}', which first appears at item ${e.from}` });
  }
  const shown = new Set([...entries.values()].filter((e) => e.from <= item.step).flatMap(quotedValues));
  for (const e of entries.values())
    if (e.from > item.step)
      for (const v of quotedValues(e).filter((v) => v.includes(" ") && !shown.has(v) && quotes(text, v)))
        out.push({
          path: ["content"],
          message: `quotes '${v}' from chart entry '${e.id}', which first appears at item ${e.from}`,
        });
  return out;
}

export const caseSchema = z
  .strictObject({
    id: z.string().regex(/^[a-z]+-case-\d{2}$/, "a case id looks like 'ms-case-01'"),
    title: z.string().trim().min(10).max(90),
    readiness: z.boolean(),
    system: z.enum(SYSTEM_SLUGS, { error: `system must be one of ${SYSTEM_SLUGS.join(", ")}` }),
    client: clientSchema,
    chart: caseChart,
    items: z.array(caseItemHead),
  })
  .superRefine((c, ctx) => {
    const add = (i: Issue) => ctx.addIssue({ code: "custom", path: i.path, message: i.message });
    chartProblems(c.chart).forEach((i) => add({ ...i, path: ["chart", ...i.path] }));
    const ids = c.chart.flatMap((t) => t.entries.map((e) => e.id));
    ids
      .filter((id, i) => ids.indexOf(id) !== i)
      .forEach((id) => add({ path: ["chart"], message: `duplicate entry id '${id}'` }));
    if (!c.chart.some((t) => t.entries.some((e) => e.from > 1)))
      add({ path: ["chart"], message: "the chart never unfolds: some entries appear from item 2 on" });
    c.chart.forEach((t, ti) =>
      t.entries.forEach((e, ei) => {
        if (!c.items.some((i) => i.step === e.from))
          add({
            path: ["chart", ti, "entries", ei, "from"],
            message: `chart entry '${e.id}' first appears at item ${e.from}, which does not exist in this case`,
          });
      }),
    );
    stepProblems(c.items.map((i) => i.step)).forEach(add);
    const formats = new Map<string, number>();
    c.items.forEach((raw, index) => {
      const { step, refers, ...rest } = raw;
      // An item without its own system takes its case's.
      const parsed = questionSchema.safeParse({ system: c.system, ...rest });
      if (!parsed.success)
        return parsed.error.issues.forEach((i) =>
          add({ path: ["items", index, ...(i.path as (string | number)[])], message: i.message }),
        );
      if (parsed.data.type === "single")
        add({ path: ["items", index, "type"], message: "case items use the NGN formats, not single" });
      if (raw.id !== `${c.id}-${step}`)
        add({ path: ["items", index, "id"], message: `the item of step ${step} has the id '${c.id}-${step}'` });
      formats.set(parsed.data.type, (formats.get(parsed.data.type) ?? 0) + 1);
      referenceProblems(c.chart, { step, refers }, JSON.stringify(rest)).forEach((i) =>
        add({ ...i, path: ["items", index, ...i.path] }),
      );
    });
    for (const [f, n] of formats)
      if (n > MAX_SAME_FORMAT)
        add({ path: ["items"], message: `format ${f} is used by ${n} items (at most ${MAX_SAME_FORMAT} per case)` });
  }) as unknown as z.ZodType<ContentCase>;

export const caseFileSchema = z.strictObject({
  category: z.enum(categoryNames),
  cases: z.array(z.unknown()),
});
